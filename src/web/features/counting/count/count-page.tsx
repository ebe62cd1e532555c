import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import { CLOSE_BIN, type CountingMode } from '../../../../domain/counting/statuses';
import type { CountingPack } from '../../../../domain/counting/pack';
import { isApiError } from '../../../lib/api/api-error';
import { useStore } from '../../../lib/store/create-store';
import { onMutationApplied } from '../../../offline/outbox-control';
import { useSyncState } from '../../../offline/sync-state';
import { type NoticeTone, ScanScreen } from '../../../scan/kit/scan-screen';
import { Button } from '../../../ui/button';
import { PageLink } from '../../../ui/page-link';
import { ScreenFrame } from '../../../ui/screen-frame';
import type { CameraModalProps } from '../../../scan/camera-modal';
import { binStatesQuery, countPackKeys, countPackQuery } from './count-api';
import { BinProgress, ConfirmOpen, EntryList, PendingForm } from './count-parts';
import { createCountSession } from './count-session-store';
import type { CountNotice } from './count-state';
import { BinList } from './bin-list';
import { noticeText } from './count-texts';
import './count.css';

interface CountPageProps {
  countingId: string;
  mode: CountingMode;
  CameraModal?: ComponentType<CameraModalProps>;
}

/** The handheld's count screen (serial or non-serial): downloads the cycle once, then counts offline. */
export function CountPage({ countingId, mode, CameraModal }: CountPageProps) {
  const { t } = useLingui();
  const download = useQuery(countPackQuery(countingId));
  const cycle = download.data?.pack.cycle;
  const title = mode === 'serial' ? t`Count serial items` : t`Count non-serial items`;
  return (
    <ScreenFrame title={cycle ? `${title} · ${cycle.number}` : title}>
      {download.data ? (
        download.data.pack.cycle.mode === mode ? (
          <CountScreen key={countingId} pack={download.data.pack} offline={download.data.offline} CameraModal={CameraModal} />
        ) : (
          <p role="alert">
            {t`This cycle counts in the other mode.`}{' '}
            <PageLink page={mode === 'serial' ? 'counting-non-serial-items' : 'counting-serial-items'} params={{ countingId }}>
              {t`Open its count screen`}
            </PageLink>
          </p>
        )
      ) : download.isError ? (
        <p role="alert">
          {isApiError(download.error) && download.error.status !== null && download.error.status < 500 ? download.error.message : t`This cycle could not be loaded. Connect to the network and open it again.`}
        </p>
      ) : (
        <p role="status">{t`Loading…`}</p>
      )}
    </ScreenFrame>
  );
}

const toneOf = (notice: CountNotice | null): NoticeTone =>
  !notice
    ? 'info'
    : notice.kind === 'reject'
      ? 'rejected'
      : ('flag' in notice && notice.flag) || notice.kind === 'recount' || notice.kind === 'closed-elsewhere'
        ? 'flagged'
        : 'accepted';

function CountScreen({ pack, offline, CameraModal }: { pack: CountingPack; offline: boolean; CameraModal?: ComponentType<CameraModalProps> | undefined }) {
  const { i18n, t } = useLingui();
  const [counting] = useState(() => createCountSession(pack));
  const { session } = counting;
  const state = useStore(counting.flow);
  const { notice, entries } = useStore(session.store);
  const last = session.last(entries);
  const open = pack.cycle.status === 'in_progress';
  const queryClient = useQueryClient();
  const cycleId = pack.cycle.id;
  const { queued, lastSyncAt } = useSyncState();
  const remote = useQuery(binStatesQuery(cycleId));
  const { refetch } = remote;

  useEffect(() => void counting.restore(), [counting]);
  useEffect(
    () =>
      onMutationApplied((entry, answer) => {
        counting.onApplied(entry, answer);
        // A close that opened a recount changes the bins' rounds: fetch them while the network is here.
        if (entry.kind === CLOSE_BIN && (answer.payload as { recount?: boolean } | null)?.recount) void queryClient.invalidateQueries({ queryKey: countPackKeys.detail(cycleId) });
      }),
    [counting, queryClient, cycleId],
  );
  useEffect(() => counting.updatePack(pack), [counting, pack]);
  // After each sync the server knows this device's counts, and may know others' newer ones.
  useEffect(() => {
    if (lastSyncAt !== null) void refetch();
  }, [lastSyncAt, refetch]);
  useEffect(() => {
    if (remote.data) counting.updateRemote(remote.data.bins);
  }, [counting, remote.data]);

  const { bin } = state;
  const serial = pack.cycle.mode === 'serial';
  const prompt = !bin
    ? t`Scan a bin label or type its code to count the bin.`
    : serial
      ? t`Bin ${bin.code}: scan each unit's WMS label or serial.`
      : t`Bin ${bin.code}: scan a product barcode, then scan again or type how many.`;

  return (
    <ScanScreen
      name="count"
      document={
        <>
          <p>
            <strong>{pack.cycle.name}</strong> · {serial ? t`Serial` : t`Non-serial`}
            {pack.cycle.blind ? <> · {t`Blind`}</> : null}
          </p>
          <p data-testid="pack-state">{offline ? t`Offline copy of the cycle` : t`Cycle downloaded for offline counting`}</p>
          {!open ? <p role="alert">{t`This cycle takes no more counts.`}</p> : null}
        </>
      }
      progress={bin ? <BinProgress counting={counting} state={state} /> : null}
      prompt={
        <>
          <p>{prompt}</p>
          {state.confirming ? <ConfirmOpen counting={counting} /> : null}
          {state.pending ? <PendingForm counting={counting} state={state} /> : null}
        </>
      }
      promptData={{ bin: bin?.code ?? '' }}
      ready={state.restored}
      notice={notice ? { tone: toneOf(notice), text: noticeText(i18n, notice) } : null}
      onUndoLast={last ? () => void counting.voidEntry(last) : undefined}
      onScan={open ? counting.onScan : refuseAll}
      manual={{ label: t`Type a code`, submitLabel: t`Enter` }}
      CameraModal={CameraModal}
      waiting={queued}
    >
      {bin ? (
        <>
          <EntryList counting={counting} entries={entries} />
          <Button onClick={() => void counting.closeBin()}>{t`Close bin ${bin.code}`}</Button>
        </>
      ) : null}
      <BinList bins={pack.bins} states={state.bins} others={state.others} current={bin?.id ?? null} />
    </ScanScreen>
  );
}

const refuseAll = () => 'rejected' as const;
