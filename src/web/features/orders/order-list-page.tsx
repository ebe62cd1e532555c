import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ORDER_IMPORT_COLUMNS } from '../../../domain/orders/order-import';
import type { Order } from '../../../domain/orders/orders';
import { ORDER_PRIORITIES, ORDER_STATUSES, type ORDER_FILTERS, type ORDER_SORTS } from '../../../domain/orders/statuses';
import { orderStates } from '../../../domain/states/order-states';
import { formatDate } from '../../i18n/format-date';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { can } from '../../lib/session/session';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { FilterDate, FilterSelect, FilterText, stateChoices } from '../../ui/data-table/filter-fields';
import { ImportPanel } from '../../ui/import/import-panel';
import { ModalFrame } from '../../ui/modal-frame';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { StateChip } from '../../ui/state-chip';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { allocateOpenOrders, importOrders, orderKeys, orderListQuery, orderOptionsQuery } from './orders-api';
import { usePriorityLabel } from './order-labels';
import { useClientLabel } from '../../i18n/client-label';

export type OrderSearch = ListSearch<(typeof ORDER_SORTS)[number], (typeof ORDER_FILTERS)[number]>;
type Filter = (typeof ORDER_FILTERS)[number];

/** Orders: server-paged, searchable by number and the client's reference; partly allocated and late said in words. */
export function OrderListPage({ search, onSearchChange }: { search: OrderSearch; onSearchChange: (next: OrderSearch) => void }) {
  const { i18n, t } = useLingui();
  const clientLabel = useClientLabel();
  const list = useQuery(orderListQuery(apiQueryOf(search)));
  const options = useQuery(orderOptionsQuery()).data;
  const priorityLabel = usePriorityLabel();
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState(false);
  const allocating = useMutation({
    mutationFn: allocateOpenOrders,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
  const allocated = allocating.data;

  const columns = useMemo<DataColumn<Order>[]>(
    () => [
      {
        id: 'number',
        header: t`Order`,
        sortable: true,
        alwaysVisible: true,
        cell: (order) => (
          <PageLink page="shipping-order-view" params={{ id: order.number }}>
            {order.number}
          </PageLink>
        ),
      },
      { id: 'status', header: t`Status`, sortable: true, cell: (order) => <StateChip machine={orderStates} state={order.status} /> },
      { id: 'client', header: t`Client`, sortable: true, cell: (order) => clientLabel(order.client, 'code') },
      { id: 'reference', header: t`Reference`, cell: (order) => order.reference },
      {
        id: 'allocated',
        header: t`Allocated`,
        cell: (order) => {
          const figures = `${i18n.number(order.allocated)} / ${i18n.number(order.ordered)}`;
          return order.short ? t`${figures} (short)` : figures;
        },
      },
      { id: 'carrier', header: t`Carrier`, cell: (order) => order.carrier?.name },
      { id: 'priority', header: t`Priority`, sortable: true, cell: (order) => priorityLabel(order.priority) },
      { id: 'shipBy', header: t`Ship by`, sortable: true, cell: (order) => (order.shipBy ? (order.late ? t`${order.shipBy} (late)` : order.shipBy) : null) },
      { id: 'createdAt', header: t`Created`, sortable: true, hiddenByDefault: true, cell: (order) => formatDate(order.createdAt) },
    ],
    [i18n, t, priorityLabel, clientLabel],
  );

  const set = (key: Filter, value: string) => onSearchChange({ ...search, [key]: value || undefined, page: undefined });
  const select = (key: Exclude<Filter, 'shipBy' | 'batch'>, label: string, all: string, choices: readonly { value: string; label: string }[]) => (
    <FilterSelect label={label} all={all} value={search[key]} choices={choices} onChange={(value) => set(key, value)} />
  );
  const yesNo = [
    { value: 'yes', label: t`Yes` },
    { value: 'no', label: t`No` },
  ];

  return (
    <ScreenFrame>
      {can('SHIPMENT_ORDER_CREATE') || can('SHIPMENT_ORDER_EDIT') ? (
        <div className="list-actions">
          {can('SHIPMENT_ORDER_CREATE') ? (
            <>
              <PageLink page="shipping-order-create" className="app-button app-button--solid">
                {t`Create order`}
              </PageLink>
              <Button variant="outline" onClick={() => setImporting(true)}>
                {t`Import CSV`}
              </Button>
            </>
          ) : null}
          {can('SHIPMENT_ORDER_EDIT') ? (
            <Button variant="outline" onClick={() => allocating.mutate()} disabled={allocating.isPending}>
              {allocating.isPending ? t`Allocating…` : t`Allocate open orders`}
            </Button>
          ) : null}
        </div>
      ) : null}
      {allocated ? (
        <p role="status" data-testid="allocate-result">
          {t`Allocated ${allocated.allocated.length} orders; ${allocated.partly.length} stay open with short lines.`}
        </p>
      ) : null}
      {allocating.isError ? (
        <p role="alert" className="form-error">
          {isApiError(allocating.error) ? apiErrorText(allocating.error) : t`Something went wrong.`}
        </p>
      ) : null}
      <DataTable
        tableId="orders"
        label={t`Orders`}
        searchLabel={t`Search by order number or client reference`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(order) => order.id}
        exportPath="/shipping/orders/export"
        exportName="orders.csv"
        exportQuery={apiQueryOf}
        filters={
          <>
            {select('status', t`Status`, t`All states`, stateChoices(i18n, orderStates, ORDER_STATUSES))}
            {select('client', t`Client`, t`All clients`, (options?.clients ?? []).map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` })))}
            {select('carrier', t`Carrier`, t`All carriers`, (options?.carriers ?? []).map((c) => ({ value: c.id, label: c.name })))}
            {select('priority', t`Priority`, t`All priorities`, ORDER_PRIORITIES.map((p) => ({ value: p, label: priorityLabel(p) })))}
            <FilterDate label={t`Ship by`} value={search.shipBy} onChange={(value) => set('shipBy', value)} />
            {select('late', t`Late`, t`Late or not`, yesNo)}
            {select('short', t`Partly allocated`, t`Any allocation`, yesNo)}
            <FilterText label={t`Batch`} value={search.batch} onChange={(value) => set('batch', value)} />
          </>
        }
      />
      <ModalFrame isOpen={importing} title={t`Import CSV`} label={t`Import orders from CSV`} onDidDismiss={() => setImporting(false)}>
        <ImportPanel
          columns={ORDER_IMPORT_COLUMNS}
          templateName="order-template.csv"
          run={importOrders}
          onImported={() => void queryClient.invalidateQueries({ queryKey: orderKeys.lists() })}
        />
      </ModalFrame>
    </ScreenFrame>
  );
}
