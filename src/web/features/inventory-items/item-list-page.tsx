import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import type { ItemRow } from '../../../domain/inventory/item-list';
import type { ITEM_FILTERS, ITEM_SORTS } from '../../../domain/inventory/item-list-keys';
import { dayRange } from '../../../domain/time/date-range';
import { formatDate } from '../../i18n/format-date';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { can } from '../../lib/session/session';
import { browserTimeZone } from '../../lib/time-zone';
import type { Scan } from '../../scan/scan-service';
import { useScans } from '../../scan/device';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { FormModal } from '../../ui/form/form-modal';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { PendingLabels } from '../printing/public';
import { ItemFilters } from './item-filters';
import { ITEM_CONDITION_LABELS } from '../../i18n/item-condition-labels';
import { ITEM_STATUS_LABELS } from '../../i18n/item-status-labels';
import { findItemByCode, itemKeys, itemListQuery } from './items-api';
import { NonInventoryItemFormView } from './non-inventory-item-form';
import './inventory-items.css';

// The bulk actions (tags, labels, scrap lists, job-center queues) load once something is selected.
const ItemBulkBar = lazy(() => import('./item-bulk-bar').then((module) => ({ default: module.ItemBulkBar })));

export type ItemSearch = ListSearch<(typeof ITEM_SORTS)[number], (typeof ITEM_FILTERS)[number]>;

/** The URL keeps calendar days (what the user picked); the API takes instants in the user's zone. */
function apiQuery(search: ItemSearch): Record<string, string> {
  const { receivedFrom, receivedTo, ...rest } = search;
  const { from, to } = dayRange({ from: receivedFrom, to: receivedTo }, browserTimeZone());
  return apiQueryOf({ ...rest, receivedFrom: from, receivedTo: to });
}

interface ItemListPageProps {
  search: ItemSearch;
  onSearchChange: (next: ItemSearch) => void;
  /** Opens one item's detail (a scan or a typed code that names exactly one item). */
  onOpenItem: (wmsNumber: string) => void;
}

/**
 * Items: server-paged, filtered by anything a dashboard figure can link to; cards on phones. A scan, or
 * a code typed into the search and Enter, opens the item it names when exactly one has that WMS number
 * or serial; otherwise it stays a search.
 */
export function ItemListPage({ search, onSearchChange, onOpenItem }: ItemListPageProps) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery(itemListQuery(apiQuery(search)));
  const [selected, setSelected] = useState<ReadonlyMap<string, ItemRow>>(new Map());
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  const openOrSearch = useCallback(
    async (code: string) => {
      const wmsNumber = await findItemByCode(code).catch(() => null);
      if (wmsNumber) onOpenItem(wmsNumber);
      else onSearchChange({ ...search, q: code, page: undefined });
    },
    [onOpenItem, onSearchChange, search],
  );
  useScans(
    useCallback(
      (scan: Scan) => {
        // The new-item form in front takes scans into its fields.
        if (!creating) void openOrSearch(scan.code);
      },
      [openOrSearch, creating],
    ),
  );

  const toggle = useCallback((item: ItemRow, on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(item.id, item);
      else next.delete(item.id);
      return next;
    });
  }, []);

  const columns = useMemo<DataColumn<ItemRow>[]>(
    () => [
      {
        id: 'select',
        header: t`Select`,
        alwaysVisible: true,
        cell: (item) => <input type="checkbox" aria-label={t`Select ${item.wmsNumber}`} checked={selected.has(item.id)} onChange={(event) => toggle(item, event.target.checked)} />,
      },
      {
        id: 'wmsNumber',
        header: t`WMS number`,
        sortable: true,
        alwaysVisible: true,
        cell: (item) => (
          <PageLink page="inventory-item-detail" params={{ wmsNumber: item.wmsNumber }}>
            {item.wmsNumber}
          </PageLink>
        ),
      },
      { id: 'sku', header: t`SKU`, sortable: true, cell: (item) => item.sku.code },
      { id: 'serial', header: t`Serial number`, cell: (item) => item.serial },
      { id: 'quantity', header: t`Quantity`, cell: (item) => i18n.number(item.quantity) },
      { id: 'client', header: t`Client`, sortable: true, cell: (item) => item.client.code },
      { id: 'status', header: t`Status`, sortable: true, cell: (item) => i18n._(ITEM_STATUS_LABELS[item.status]) },
      { id: 'condition', header: t`Condition`, cell: (item) => (item.condition ? i18n._(ITEM_CONDITION_LABELS[item.condition]) : null) },
      { id: 'inventory', header: t`Inventory`, cell: (item) => (item.inventory ? t`Yes` : t`Non-inventory`) },
      { id: 'bin', header: t`Bin`, sortable: true, cell: (item) => [item.zone?.code, item.bin?.code].filter(Boolean).join(' · ') },
      { id: 'container', header: t`Container`, cell: (item) => item.container?.code },
      { id: 'lot', header: t`Lot`, hiddenByDefault: true, cell: (item) => item.lotNumber },
      { id: 'tags', header: t`Tags`, cell: (item) => item.tags.map((tag) => tag.name).join(', ') },
      { id: 'receiptAt', header: t`Received`, sortable: true, cell: (item) => (item.receiptAt ? formatDate(item.receiptAt) : null) },
      { id: 'createdAt', header: t`Created`, sortable: true, hiddenByDefault: true, cell: (item) => formatDate(item.createdAt) },
    ],
    [i18n, t, selected, toggle],
  );

  const onCreated = (wmsNumber: string) => {
    setCreating(false);
    setCreated(wmsNumber);
    void queryClient.invalidateQueries({ queryKey: itemKeys.lists() });
    onSearchChange({ code: wmsNumber });
  };

  return (
    <ScreenFrame>
      {can('CREATE_NON_INVENTORY_ITEM') ? (
        <div className="list-actions">
          <Button onClick={() => setCreating(true)}>{t`New non-inventory item`}</Button>
        </div>
      ) : null}
      <p role="status" className="item-created">
        {created ? t`Non-inventory item ${created} created.` : null}
      </p>
      <PendingLabels />
      {selected.size > 0 ? (
        <Suspense fallback={null}>
          <ItemBulkBar selected={[...selected.values()]} onClear={() => setSelected(new Map())} />
        </Suspense>
      ) : null}
      <DataTable
        tableId="items"
        label={t`Items`}
        searchLabel={t`Search or scan a WMS number, serial, SKU code or barcode`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        onSearchSubmit={(code) => void openOrSearch(code)}
        getRowId={(item) => item.id}
        exportPath="/items/export"
        exportName="items.csv"
        exportQuery={apiQuery}
        filters={<ItemFilters values={search} onChange={(key, value) => onSearchChange({ ...search, [key]: value || undefined, page: undefined })} />}
      />
      <FormModal isOpen={creating} title={t`New non-inventory item`} onClose={() => setCreating(false)}>
        <NonInventoryItemFormView onSaved={(result) => onCreated(result.wmsNumber)} onCancel={() => setCreating(false)} />
      </FormModal>
    </ScreenFrame>
  );
}
