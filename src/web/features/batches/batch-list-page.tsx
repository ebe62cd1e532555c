import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Batch } from '../../../domain/picking/batches';
import { BATCH_STATUSES, type BATCH_FILTERS, type BATCH_SORTS } from '../../../domain/picking/statuses';
import { batchStates } from '../../../domain/states/batch-states';
import { formatDate } from '../../i18n/format-date';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { can } from '../../lib/session/session';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { FilterSelect, clientChoices, stateChoices } from '../../ui/data-table/filter-fields';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { StateChip } from '../../ui/state-chip';
import { orderOptionsQuery } from '../orders/public';
import { batchListQuery, batchPickersQuery } from './batches-api';

export type BatchSearch = ListSearch<(typeof BATCH_SORTS)[number], (typeof BATCH_FILTERS)[number]>;
type Filter = (typeof BATCH_FILTERS)[number];

/** Batches: server-paged, searchable by number; pick progress, short units and pickers per batch. */
export function BatchListPage({ search, onSearchChange }: { search: BatchSearch; onSearchChange: (next: BatchSearch) => void }) {
  const { i18n, t } = useLingui();
  const list = useQuery(batchListQuery(apiQueryOf(search)));
  const options = useQuery(orderOptionsQuery()).data;
  const pickers = useQuery(batchPickersQuery()).data;
  // SHIPMENT_BATCH_LIST alone reads the list; the overview is the managers'.
  const manages = can('SHIPMENT_BATCH_MANAGEMENT');

  const columns = useMemo<DataColumn<Batch>[]>(
    () => [
      {
        id: 'number',
        header: t`Batch`,
        sortable: true,
        alwaysVisible: true,
        cell: (batch) =>
          manages ? (
            <PageLink page="shipping-batch-overview" params={{ id: batch.number }}>
              {batch.number}
            </PageLink>
          ) : (
            batch.number
          ),
      },
      { id: 'status', header: t`Status`, sortable: true, cell: (batch) => <StateChip machine={batchStates} state={batch.status} /> },
      { id: 'orders', header: t`Orders`, cell: (batch) => i18n.number(batch.orders) },
      { id: 'units', header: t`Units`, cell: (batch) => i18n.number(batch.units) },
      { id: 'tasks', header: t`Tasks done`, cell: (batch) => `${i18n.number(batch.tasksDone)} / ${i18n.number(batch.tasks)}` },
      { id: 'short', header: t`Short`, cell: (batch) => (batch.short > 0 ? i18n.number(batch.short) : null) },
      { id: 'pickers', header: t`Pickers`, cell: (batch) => batch.pickers.join(', ') },
      { id: 'createdAt', header: t`Created`, sortable: true, cell: (batch) => formatDate(batch.createdAt) },
      { id: 'releasedAt', header: t`Released`, sortable: true, hiddenByDefault: true, cell: (batch) => (batch.releasedAt ? formatDate(batch.releasedAt) : null) },
    ],
    [i18n, t, manages],
  );

  const set = (key: Filter, value: string) => onSearchChange({ ...search, [key]: value || undefined, page: undefined });

  return (
    <ScreenFrame>
      {can('SHIPMENT_BATCH_MANAGEMENT') ? (
        <div className="list-actions">
          <PageLink page="shipping-batch-create" className="app-button app-button--solid">
            {t`Create batch`}
          </PageLink>
        </div>
      ) : null}
      <DataTable
        tableId="batches"
        label={t`Batches`}
        searchLabel={t`Search by batch number`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(batch) => batch.id}
        exportPath="/shipping/batches/export"
        exportName="batches.csv"
        exportQuery={apiQueryOf}
        filters={
          <>
            <FilterSelect
              label={t`Status`}
              all={t`All states`}
              value={search.status}
              choices={stateChoices(i18n, batchStates, BATCH_STATUSES)}
              onChange={(value) => set('status', value)}
            />
            <FilterSelect label={t`Client`} all={t`All clients`} value={search.client} choices={clientChoices(options?.clients)} onChange={(value) => set('client', value)} />
            <FilterSelect
              label={t`Picker`}
              all={t`All pickers`}
              value={search.picker}
              choices={(pickers ?? []).map((p) => ({ value: p.id, label: p.username }))}
              onChange={(value) => set('picker', value)}
            />
          </>
        }
      />
    </ScreenFrame>
  );
}
