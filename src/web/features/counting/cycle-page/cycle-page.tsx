import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CountingProgress, DiscrepancyRow } from '../../../../domain/counting/results';
import { countingCycleStates } from '../../../../domain/states/counting-cycle-states';
import { formatDate } from '../../../i18n/format-date';
import { isApiError } from '../../../lib/api/api-error';
import { can } from '../../../lib/session/session';
import { apiErrorText } from '../../../ui/api-error-text';
import { Button } from '../../../ui/button';
import { DetailList } from '../../../ui/form/detail-list';
import { useConfirm } from '../../../ui/form/use-confirm';
import { PageLink } from '../../../ui/page-link';
import { ScreenFrame } from '../../../ui/screen-frame';
import { StateChip } from '../../../ui/state-chip';
import { acceptDiscrepancies, completeCycle, countingCycleKeys, discrepanciesQuery, exportResult, orderRecounts, progressChanges, progressQuery } from './cycle-api';
import { DiscrepancyTable, rowKey } from './discrepancy-table';
import { BinGrid, CounterList, ProgressBar, RecountList } from './progress-sections';
import { ScopeSection } from './scope-section';
import { type UncountedBin, UncountedBinsQuestion, uncountedBins } from './uncounted-bins';
import './cycle-page.css';

/**
 * A counting cycle for the supervisor, tablet first: progress per zone and bin, counters, recount tasks
 * and discrepancies, read again every few seconds while counting goes on; completion, recounts and
 * accepting by permission.
 */
export function CyclePage({ countingId }: { countingId: string }) {
  const { data: progress } = useSuspenseQuery(progressQuery(countingId));
  return <CycleView progress={progress} />;
}

function CycleView({ progress }: { progress: CountingProgress }) {
  const { i18n, t } = useLingui();
  const { cycle } = progress;
  const live = cycle.status === 'in_progress';
  const { data: discrepancies } = useQuery({ ...discrepanciesQuery(cycle.id, progressChanges(progress)), enabled: live || cycle.status === 'completed' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [uncounted, setUncounted] = useState<UncountedBin[] | null>(null);
  const queryClient = useQueryClient();
  const confirm = useConfirm();

  const run = useMutation({
    mutationFn: (action: () => Promise<string>) => action(),
    onMutate: () => {
      setProblem(null);
      setNotice(null);
    },
    onSuccess: (text) => {
      setNotice(text);
      setSelected(new Set());
    },
    onError: (err) => setProblem(isApiError(err) ? apiErrorText(err) : t`Something went wrong.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: countingCycleKeys.all }),
  });

  const rows = discrepancies?.rows ?? [];
  const chosen = rows.filter((row) => selected.has(rowKey(row)));
  const cycleBins = new Set(progress.zones.flatMap((zone) => zone.bins.map((bin) => bin.id)));
  const binsOf = (list: readonly DiscrepancyRow[]) => [
    ...new Set(list.flatMap((row) => [row.expectedBin?.id, row.countedBin?.id]).filter((id): id is string => id !== undefined && cycleBins.has(id))),
  ];
  const mayRecount = live && can('DISCREPANCIES_MANAGE');
  const mayAccept = cycle.status === 'completed' && can('DISCREPANCIES_MANAGE');
  const openRows = rows.filter((row) => row.status === 'open');

  const completeNow = () => {
    setUncounted(null);
    run.mutate(async () => {
      const { summary } = await completeCycle(cycle.id);
      const found = i18n.number(summary.discrepancies);
      return t`Cycle completed with ${found} discrepancies.`;
    });
  };
  const complete = async () => {
    // Asked of the progress as it is now, not as it was at the last refresh.
    const now = await queryClient.fetchQuery({ ...progressQuery(cycle.id), staleTime: 0 });
    const notCounted = uncountedBins(now);
    // An open recount blocks completion anyway: the server says so, and the bins wait for that first.
    if (notCounted.length > 0 && !now.recounts.some((task) => task.status === 'open')) {
      setUncounted(notCounted);
      return;
    }
    const ok = await confirm({
      header: t`Complete ${cycle.number}?`,
      message: t`The discrepancies are fixed as they are now, and no more counts are taken.`,
      confirmText: t`Complete cycle`,
    });
    if (ok) completeNow();
  };
  const recount = () => {
    const binIds = binsOf(chosen);
    run.mutate(async () => {
      const answer = await orderRecounts(cycle.id, binIds);
      const ordered = i18n.number(answer.ordered.length);
      return t`Recount ordered for ${ordered} bin(s).`;
    });
  };
  const accept = async (which: 'chosen' | 'all') => {
    const count = i18n.number(which === 'all' ? openRows.length : chosen.length);
    const ok = await confirm({
      header: t`Accept ${count} discrepancies?`,
      message: t`Stock is adjusted to what was counted: missing units become missing, units found elsewhere move to where they were found, quantities change.`,
      confirmText: t`Accept`,
    });
    if (!ok) return;
    run.mutate(async () => {
      const answer = await acceptDiscrepancies(cycle.id, which === 'all' ? undefined : chosen.flatMap((row) => (row.id ? [row.id] : [])));
      const accepted = i18n.number(answer.accepted);
      const moved = i18n.number(answer.skipped.filter((skip) => skip.reason === 'moved').length);
      const left = i18n.number(answer.skipped.filter((skip) => skip.reason === 'not-adjustable').length);
      return t`${accepted} accepted. Left open: ${moved} whose stock moved after the cycle, ${left} with nothing in stock to adjust.`;
    });
  };
  const download = () => {
    run.mutate(async () => {
      await exportResult(cycle.id, cycle.number);
      return t`The result was downloaded.`;
    });
  };

  return (
    <ScreenFrame title={`${cycle.number} · ${cycle.name}`}>
      <div className="detail-actions">
        {cycle.status === 'created' && can('COUNTING_CYCLE_START') ? (
          <PageLink page="counting-start" params={{ countingId: cycle.id }} className="app-button app-button--solid">
            {t`Start`}
          </PageLink>
        ) : null}
        {live && can('COUNTING_CYCLE_START') && can('COUNTING_ITEMS') ? (
          <PageLink page="counting-start" params={{ countingId: cycle.id }} className="app-button app-button--outline">
            {t`Count on this device`}
          </PageLink>
        ) : null}
        {live && can('COUNTING_CYCLE_COMPLETE') ? <Button onClick={() => void complete()}>{t`Complete cycle`}</Button> : null}
        {mayRecount ? (
          <Button variant="outline" disabled={binsOf(chosen).length === 0} onClick={recount}>
            {t`Order recount of the chosen bins`}
          </Button>
        ) : null}
        {mayAccept ? (
          <>
            <Button disabled={chosen.length === 0} onClick={() => void accept('chosen')}>{t`Accept chosen discrepancies`}</Button>
            <Button variant="outline" disabled={openRows.length === 0} onClick={() => void accept('all')}>{t`Accept all discrepancies`}</Button>
          </>
        ) : null}
        {live || cycle.status === 'completed' ? (
          <Button variant="outline" onClick={download}>
            {t`Export CSV`}
          </Button>
        ) : null}
        {(cycle.status === 'created' || live) && can('COUNTING_CYCLE_CANCEL') ? (
          <PageLink page="counting-cancel" params={{ countingId: cycle.id }} className="app-button app-button--outline">
            {t`Cancel cycle`}
          </PageLink>
        ) : null}
      </div>
      {problem ? <p role="alert" className="form-error">{problem}</p> : null}
      {uncounted && live ? (
        <UncountedBinsQuestion bins={uncounted} total={progress.totals.binsTotal} onComplete={completeNow} onKeepCounting={() => setUncounted(null)} />
      ) : null}
      {notice ? <p role="status">{notice}</p> : null}
      <DetailList
        label={t`Counting cycle`}
        items={[
          [t`Status`, <StateChip key="status" machine={countingCycleStates} state={cycle.status} testId="cycle-status" />],
          [t`Mode`, cycle.mode === 'serial' ? t`Serial units` : t`Quantities`],
          [t`Blind`, cycle.blind ? t`Yes` : t`No`],
          [t`Started`, cycle.startedAt ? formatDate(cycle.startedAt) : null],
          [t`Completed`, cycle.completedAt ? formatDate(cycle.completedAt) : null],
          [t`Discrepancies`, cycle.status === 'created' ? null : i18n.number(progress.discrepancies)],
        ]}
      />
      {live ? <p className="cycle-live">{t`Refreshes on its own every few seconds.`}</p> : null}
      {cycle.status === 'created' ? (
        <ScopeSection countingId={cycle.id} mode={cycle.mode} />
      ) : (
        <>
          <ProgressBar totals={progress.totals} />
          {cycle.summary ? <Accuracy summary={cycle.summary} /> : null}
          <BinGrid zones={progress.zones} />
          <div className="cycle-columns">
            <CounterList counters={progress.counters} />
            <RecountList recounts={progress.recounts} />
          </div>
        </>
      )}
      {live || cycle.status === 'completed' ? (
        <section className="cycle-section" aria-labelledby="cycle-discrepancies-title">
          <h2 id="cycle-discrepancies-title">{live ? t`Discrepancies so far` : t`Discrepancies`}</h2>
          <DiscrepancyTable rows={rows} selectable={mayRecount || mayAccept} selected={selected} onSelectedChange={setSelected} />
        </section>
      ) : null}
    </ScreenFrame>
  );
}

function Accuracy({ summary }: { summary: NonNullable<CountingProgress['cycle']['summary']> }) {
  const { i18n, t } = useLingui();
  const percent = (value: number | null) => (value === null ? '—' : `${i18n.number(value, { maximumFractionDigits: 1 })} %`);
  const rightBins = i18n.number(summary.binsRightFirstTime);
  const countedBins = i18n.number(summary.binsCounted);
  const rightUnits = i18n.number(summary.unitsRightFirstTime);
  const expectedUnits = i18n.number(summary.unitsExpected);
  return (
    <DetailList
      label={t`Accuracy`}
      items={[
        [t`Bins right first time`, `${percent(summary.binAccuracy)} (${t`${rightBins} of ${countedBins}`})`],
        [t`Units right first time`, `${percent(summary.unitAccuracy)} (${t`${rightUnits} of ${expectedUnits}`})`],
      ]}
    />
  );
}
