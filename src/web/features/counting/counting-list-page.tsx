import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CountingCycle } from '../../../domain/counting/cycles';
import { COUNTING_MODES, COUNTING_STATUSES, type COUNTING_FILTERS, type COUNTING_SORTS } from '../../../domain/counting/statuses';
import { countingCycleStates } from '../../../domain/states/counting-cycle-states';
import { canTransition } from '../../../domain/states/state-machine';
import { dayRange } from '../../../domain/time/date-range';
import { formatDate } from '../../i18n/format-date';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { can } from '../../lib/session/session';
import { browserTimeZone } from '../../lib/time-zone';
import { FilterDate, FilterSelect, stateChoices } from '../../ui/data-table/filter-fields';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { StateChip } from '../../ui/state-chip';
import { COUNTING_MODE_LABELS } from './counting-texts';
import { cycleListQuery } from './cycles-api';
import './counting.css';

export type CountingSearch = ListSearch<(typeof COUNTING_SORTS)[number], (typeof COUNTING_FILTERS)[number]>;
type Filter = (typeof COUNTING_FILTERS)[number];

/** The URL keeps calendar days (what the user picked); the API takes instants in the user's zone. */
function apiQuery(search: CountingSearch): Record<string, string> {
  const { from, to, ...rest } = search;
  return apiQueryOf({ ...rest, ...dayRange({ from, to }, browserTimeZone()) });
}

/** Counting cycles: server-paged, searchable by number and name, with scope, progress and counters; cards on phones. */
export function CountingListPage({ search, onSearchChange }: { search: CountingSearch; onSearchChange: (next: CountingSearch) => void }) {
  const { i18n, t } = useLingui();
  const list = useQuery(cycleListQuery(apiQuery(search)));
  const mayCancel = can('COUNTING_CYCLE_CANCEL');
  // Counting happens from the start page, which downloads the cycle for offline work.
  const mayCount = can('COUNTING_CYCLE_START') && can('COUNTING_ITEMS');

  const columns = useMemo<DataColumn<CountingCycle>[]>(() => {
    const scopeText = ({ scope }: CountingCycle) => {
      const parts = [
        ...scope.zones.map((z) => t`Zone ${z.code}`),
        ...(scope.bins > 0 ? [plural(scope.bins, { one: '# bin', other: '# bins' })] : []),
        ...scope.clients.map((c) => c.code),
        ...(scope.skus > 0 ? [plural(scope.skus, { one: '# SKU', other: '# SKUs' })] : []),
      ];
      return parts.length > 0 ? parts.join(' · ') : t`All stock`;
    };
    return [
      {
        id: 'number',
        header: t`Number`,
        sortable: true,
        alwaysVisible: true,
        cell: (cycle) => (
          <PageLink page="counting-detail" params={{ countingId: cycle.id }}>
            {cycle.number}
          </PageLink>
        ),
      },
      { id: 'name', header: t`Name`, sortable: true, cell: (cycle) => cycle.name },
      { id: 'status', header: t`Status`, sortable: true, cell: (cycle) => <StateChip machine={countingCycleStates} state={cycle.status} /> },
      { id: 'mode', header: t`Mode`, cell: (cycle) => (cycle.blind ? t`${i18n._(COUNTING_MODE_LABELS[cycle.mode])}, blind` : i18n._(COUNTING_MODE_LABELS[cycle.mode])) },
      { id: 'scope', header: t`Scope`, cell: scopeText },
      {
        id: 'progress',
        header: t`Progress`,
        cell: ({ status, progress }) =>
          status === 'created' ? t`Not started` : <span className="counting-progress">{t`${i18n.number(progress.binsDone)} / ${i18n.number(progress.binsTotal)} bins`}</span>,
      },
      { id: 'counters', header: t`Counters`, cell: (cycle) => (cycle.counters.length > 0 ? cycle.counters.map((c) => c.name).join(', ') : t`Anyone allowed to count`) },
      { id: 'createdBy', header: t`Created by`, cell: (cycle) => cycle.createdBy },
      { id: 'createdAt', header: t`Created`, sortable: true, cell: (cycle) => formatDate(cycle.createdAt) },
      { id: 'startedAt', header: t`Started`, hiddenByDefault: true, cell: (cycle) => (cycle.startedAt ? formatDate(cycle.startedAt) : null) },
      ...(mayCancel || mayCount
        ? [
            {
              id: 'actions',
              header: t`Actions`,
              cell: (cycle: CountingCycle) => (
                <span className="list-row-actions">
                  {mayCount && cycle.status === 'in_progress' ? (
                    <PageLink page="counting-start" params={{ countingId: cycle.id }}>
                      {t`Count ${cycle.number}`}
                    </PageLink>
                  ) : null}{' '}
                  {mayCancel && canTransition(countingCycleStates, 'cancel', cycle.status) ? (
                    <PageLink page="counting-cancel" params={{ countingId: cycle.id }}>
                      {t`Cancel ${cycle.number}`}
                    </PageLink>
                  ) : null}
                </span>
              ),
            },
          ]
        : []),
    ];
  }, [i18n, t, mayCancel, mayCount]);

  const set = (key: Filter, value: string) => onSearchChange({ ...search, [key]: value || undefined, page: undefined });
  const day = (key: 'from' | 'to', label: string) => <FilterDate label={label} value={search[key]} onChange={(value) => set(key, value)} />;

  return (
    <ScreenFrame>
      {can('COUNTING_CYCLE_CREATE') ? (
        <div className="list-actions">
          <PageLink page="counting-create" className="app-button app-button--solid">
            {t`Create counting cycle`}
          </PageLink>
        </div>
      ) : null}
      <DataTable
        tableId="counting-cycles"
        label={t`Counting cycles`}
        searchLabel={t`Search by number or name`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(cycle) => cycle.id}
        exportPath="/counting/cycles/export"
        exportName="counting-cycles.csv"
        exportQuery={apiQuery}
        filters={
          <>
            <FilterSelect
              label={t`Status`}
              all={t`All states`}
              value={search.status}
              choices={stateChoices(i18n, countingCycleStates, COUNTING_STATUSES)}
              onChange={(value) => set('status', value)}
            />
            <FilterSelect
              label={t`Mode`}
              all={t`All modes`}
              value={search.mode}
              choices={COUNTING_MODES.map((m) => ({ value: m, label: i18n._(COUNTING_MODE_LABELS[m]) }))}
              onChange={(value) => set('mode', value)}
            />
            {day('from', t`Created from`)}
            {day('to', t`Created to`)}
          </>
        }
      />
    </ScreenFrame>
  );
}
