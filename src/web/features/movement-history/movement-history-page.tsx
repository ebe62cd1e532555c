import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MovementHistoryRow } from '../../../domain/ledger/movement-history';
import type { MOVEMENT_HISTORY_FILTERS } from '../../../domain/ledger/movement-history-keys';
import { MOVEMENT_TYPES, REFERENCE_TYPES, type ReferenceType } from '../../../domain/ledger/movement-types';
import { dayRange } from '../../../domain/time/date-range';
import { formatDate } from '../../i18n/format-date';
import { movementTypeLabel } from '../../i18n/movement-type-label';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { browserTimeZone } from '../../lib/time-zone';
import { CursorPager } from '../../ui/data-table/cursor-pager';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { FilterDate, FilterSelect, FilterText } from '../../ui/data-table/filter-fields';
import { ScreenFrame } from '../../ui/screen-frame';
import { movementHistoryQuery } from './movement-history-api';
import { DocumentLink, ItemLink } from './movement-links';

type Filter = (typeof MOVEMENT_HISTORY_FILTERS)[number];
export type MovementHistorySearch = ListSearch<never, Filter>;

/** The URL keeps calendar days and the search box's text; the API takes instants and `item`. */
function apiQuery(search: MovementHistorySearch): Record<string, string> {
  const { from, to, q, page: _page, sort: _sort, dir: _dir, ...rest } = search;
  return apiQueryOf({ ...rest, item: q, ...dayRange({ from, to }, browserTimeZone()) });
}

/** A new filter starts again from the newest movements; only the pager moves the cursor. */
function withoutStaleCursor(before: MovementHistorySearch, next: MovementHistorySearch): MovementHistorySearch {
  const { after: _a, pageSize: _p, page: _pg, ...was } = before;
  const { after, pageSize: _n, page: _npg, ...now } = next;
  return JSON.stringify(was) === JSON.stringify(now) ? next : { ...next, after: after === before.after ? undefined : after };
}

const place = (side: MovementHistoryRow['from']) => (side ? [side.bin, side.container].filter(Boolean).join(' / ') || '—' : '—');

/** Every movement of the ledger, newest first, filtered by what the URL holds; rows lead to their unit and document. */
export function MovementHistoryPage({ search, onSearchChange }: { search: MovementHistorySearch; onSearchChange: (next: MovementHistorySearch) => void }) {
  const { i18n, t } = useLingui();
  const list = useQuery(movementHistoryQuery(apiQuery(search)));
  const change = (next: MovementHistorySearch) => onSearchChange(withoutStaleCursor(search, next));

  const columns = useMemo<DataColumn<MovementHistoryRow>[]>(
    () => [
      { id: 'item', header: t`Item`, alwaysVisible: true, cell: (m) => <ItemLink item={m.item} deletedLabel={t`deleted`} /> },
      { id: 'at', header: t`Time`, cell: (m) => formatDate(m.at) },
      { id: 'type', header: t`Type`, cell: (m) => movementTypeLabel(i18n, m.type) },
      { id: 'sku', header: t`SKU`, cell: (m) => m.sku?.code },
      { id: 'quantity', header: t`Quantity`, cell: (m) => (m.quantityChange && m.quantity > 0 ? `+${i18n.number(m.quantity)}` : i18n.number(m.quantity)) },
      { id: 'fromTo', header: t`From → to`, cell: (m) => `${place(m.from)} → ${place(m.to)}` },
      { id: 'lot', header: t`Lot`, hiddenByDefault: true, cell: (m) => m.to?.lot ?? m.from?.lot },
      { id: 'reference', header: t`Document`, cell: (m) => <DocumentLink reference={m.reference} /> },
      { id: 'user', header: t`User`, cell: (m) => m.username },
      { id: 'device', header: t`Device`, hiddenByDefault: true, cell: (m) => m.device },
    ],
    [i18n, t],
  );

  const documentLabels = useMemo<Record<ReferenceType, string>>(
    () => ({
      'control-number': t`Control number`, counting: t`Counting cycle`, order: t`Order`, 'pick-task': t`Pick task`, shipment: t`Shipment`,
      'scrap-list': t`Scrap list`, job: t`Job center`, item: t`Item`,
    }),
    [t],
  );

  const set = (key: Filter, value: string) => change({ ...search, [key]: value || undefined });
  const text = (key: Filter, label: string) => <FilterText label={label} value={search[key]} onChange={(value) => set(key, value)} />;
  const day = (key: 'from' | 'to', label: string) => <FilterDate label={label} value={search[key]} onChange={(value) => set(key, value)} />;

  return (
    <ScreenFrame>
      <DataTable
        tableId="movement-history"
        label={t`Movements`}
        searchLabel={t`WMS number or serial`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={change}
        getRowId={(m) => m.id}
        exportPath="/movements/export"
        exportName="movements.csv"
        exportQuery={(s) => {
          const { after: _after, ...query } = apiQuery(s);
          return query;
        }}
        filters={
          <>
            <FilterSelect label={t`Type`} all={t`All types`} value={search.type} choices={MOVEMENT_TYPES.map((type) => ({ value: type, label: movementTypeLabel(i18n, type) }))} onChange={(value) => set('type', value)} />
            {day('from', t`From`)}
            {day('to', t`To`)}
            {text('sku', t`SKU`)}
            {text('bin', t`Bin`)}
            {text('zone', t`Zone`)}
            {text('container', t`Container`)}
            {text('lot', t`Lot`)}
            {text('user', t`User`)}
            {text('device', t`Device`)}
            <FilterSelect label={t`Document type`} all={t`All documents`} value={search.referenceType} choices={REFERENCE_TYPES.map((type) => ({ value: type, label: documentLabels[type] }))} onChange={(value) => set('referenceType', value)} />
            {text('reference', t`Document number`)}
          </>
        }
        pager={
          <CursorPager
            shown={list.data?.items.length}
            pageSize={search.pageSize}
            later={search.after !== undefined}
            hasNext={Boolean(list.data?.next)}
            onFirst={() => onSearchChange({ ...search, after: undefined })}
            onNext={() => onSearchChange({ ...search, after: list.data?.next ?? undefined })}
            onPageSize={(pageSize) => onSearchChange({ ...search, pageSize, after: undefined })}
          />
        }
      />
    </ScreenFrame>
  );
}
