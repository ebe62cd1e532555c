import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CountingMode } from '../../../../domain/counting/statuses';
import { api } from '../../../lib/api/clients';
import { apiErrorText } from '../../../ui/api-error-text';
import { isApiError } from '../../../lib/api/api-error';
import { can } from '../../../lib/session/session';
import { Button } from '../../../ui/button';
import { PageLink } from '../../../ui/page-link';
import { ScreenFrame } from '../../../ui/screen-frame';
import { countPackQuery } from '../count/count-api';
import { countingCycleKeys } from '../cycle-page/cycle-api';
import { cycleQuery } from '../cycles-api';

/**
 * The counter's way in: a supervisor starts a created cycle here (freezing the expected stock), and a
 * handheld downloads a cycle in progress for offline work, then opens the count screen of its mode.
 */
export function StartPage({ countingId }: { countingId: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const cycle = useQuery(cycleQuery(countingId));
  const [problem, setProblem] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => api.post<unknown>(`/counting/cycles/${encodeURIComponent(countingId)}/start`),
    onMutate: () => setProblem(null),
    onError: (err) => setProblem(isApiError(err) ? apiErrorText(err) : t`Something went wrong.`),
    // The cycle's page, header and the list all show its state: refresh every query of the cycle.
    onSettled: () => queryClient.invalidateQueries({ queryKey: countingCycleKeys.all }),
  });

  if (cycle.error) return <ScreenFrame>{<p role="alert">{isApiError(cycle.error) && cycle.error.kind === 'not-found' ? t`This counting cycle does not exist.` : t`The counting cycle could not be loaded.`}</p>}</ScreenFrame>;
  if (!cycle.data) return <ScreenFrame />;
  const { number, name, status, mode, blind } = cycle.data;

  return (
    <ScreenFrame title={t`Start counting · ${number}`}>
      <div className="count">
        <p>
          <strong>{name}</strong> · {mode === 'serial' ? t`Serial` : t`Non-serial`}
          {blind ? <> · {t`Blind`}</> : null}
        </p>
        {problem ? <p role="alert">{problem}</p> : null}
        {status === 'created' ? (
          <>
            <p>{t`Not started yet. Starting freezes the expected stock of the cycle's bins; counters can then download it.`}</p>
            {can('COUNTING_CYCLE_START') ? (
              <Button onClick={() => start.mutate()} disabled={start.isPending}>
                {t`Start cycle`}
              </Button>
            ) : null}
          </>
        ) : status === 'in_progress' ? (
          <Download countingId={countingId} mode={mode} />
        ) : (
          <p role="status">{status === 'completed' ? t`This cycle is completed.` : t`This cycle is cancelled.`}</p>
        )}
      </div>
    </ScreenFrame>
  );
}

function Download({ countingId, mode }: { countingId: string; mode: CountingMode }) {
  const { t } = useLingui();
  const pack = useQuery(countPackQuery(countingId));
  if (pack.isError) {
    return <p role="alert">{isApiError(pack.error) && pack.error.status !== null && pack.error.status < 500 ? apiErrorText(pack.error) : t`The cycle could not be downloaded. Connect to the network and try again.`}</p>;
  }
  if (!pack.data) return <p role="status">{t`Downloading the cycle for offline counting…`}</p>;
  const { bins, skus, expected } = pack.data.pack;
  return (
    <>
      <p role="status" data-testid="pack-summary">
        {pack.data.offline ? t`Offline copy on this device:` : t`Ready for offline counting:`} {t`${bins.length} bins, ${skus.length} SKUs`}
        {expected ? t`, ${expected.length} expected units` : t`, blind (no expected quantities)`}
      </p>
      <div className="detail-actions">
        <PageLink page={mode === 'serial' ? 'counting-serial-items' : 'counting-non-serial-items'} params={{ countingId }} className="app-button app-button--solid">
          {t`Count`}
        </PageLink>
        <Button variant="outline" onClick={() => void pack.refetch()} disabled={pack.isFetching}>
          {t`Download again`}
        </Button>
      </div>
    </>
  );
}
