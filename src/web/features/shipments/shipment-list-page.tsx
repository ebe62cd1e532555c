import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Shipment } from '../../../domain/shipping/shipments';
import { SHIPMENT_STATUSES, type SHIPMENT_FILTERS, type SHIPMENT_SORTS } from '../../../domain/shipping/statuses';
import { shipmentStates } from '../../../domain/states/shipment-states';
import { formatDate } from '../../i18n/format-date';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { can } from '../../lib/session/session';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { FilterSelect, clientChoices, stateChoices } from '../../ui/data-table/filter-fields';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { StateChip } from '../../ui/state-chip';
import { TextField } from '../../ui/text-field';
import { orderOptionsQuery } from '../orders/public';
import { shipmentListQuery } from './shipments-api';
import { useClientLabel } from '../../i18n/client-label';

export type ShipmentSearch = ListSearch<(typeof SHIPMENT_SORTS)[number], (typeof SHIPMENT_FILTERS)[number]>;
type Filter = (typeof SHIPMENT_FILTERS)[number];

/** Shipments: server-paged, searchable by number, tracking number, SSCC or order; filters state, client, carrier, day. */
export function ShipmentListPage({ search, onSearchChange }: { search: ShipmentSearch; onSearchChange: (next: ShipmentSearch) => void }) {
  const { i18n, t } = useLingui();
  const clientLabel = useClientLabel();
  const list = useQuery(shipmentListQuery(apiQueryOf(search)));
  const options = useQuery(orderOptionsQuery()).data;

  const columns = useMemo<DataColumn<Shipment>[]>(
    () => [
      {
        id: 'number',
        header: t`Shipment`,
        sortable: true,
        alwaysVisible: true,
        cell: (shipment) => (
          <PageLink page="shipping-shipment-view-detail" params={{ shipmentId: shipment.number }}>
            {shipment.number}
          </PageLink>
        ),
      },
      { id: 'status', header: t`Status`, sortable: true, cell: (shipment) => <StateChip machine={shipmentStates} state={shipment.status} /> },
      { id: 'client', header: t`Client`, cell: (shipment) => clientLabel(shipment.client, 'name') },
      { id: 'carrier', header: t`Carrier`, cell: (shipment) => [shipment.carrier ?? t`Own fleet`, shipment.service].filter(Boolean).join(' · ') },
      { id: 'orders', header: t`Orders`, cell: (shipment) => shipment.orders.join(', ') },
      { id: 'cartons', header: t`Cartons`, cell: (shipment) => i18n.number(shipment.cartons) },
      { id: 'tracking', header: t`Tracking numbers`, cell: (shipment) => shipment.trackingNumbers.join(', ') },
      { id: 'createdAt', header: t`Created`, sortable: true, cell: (shipment) => formatDate(shipment.createdAt) },
      { id: 'shippedAt', header: t`Shipped`, sortable: true, hiddenByDefault: true, cell: (shipment) => (shipment.shippedAt ? formatDate(shipment.shippedAt) : null) },
    ],
    [i18n, t, clientLabel],
  );

  const set = (key: Filter, value: string) => onSearchChange({ ...search, [key]: value || undefined, page: undefined });

  return (
    <ScreenFrame>
      {can('SHIPMENT_PACKING_DETAIL') ? (
        <div className="list-actions">
          <PageLink page="shipping-shipment-create" className="app-button app-button--solid">
            {t`Create shipment`}
          </PageLink>
        </div>
      ) : null}
      <DataTable
        tableId="shipments"
        label={t`Shipments`}
        searchLabel={t`Search by shipment, tracking number, SSCC or order`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(shipment) => shipment.id}
        exportPath="/shipping/shipments/export"
        exportName="shipments.csv"
        exportQuery={apiQueryOf}
        filters={
          <>
            <FilterSelect
              label={t`Status`}
              all={t`All states`}
              value={search.status}
              choices={stateChoices(i18n, shipmentStates, SHIPMENT_STATUSES)}
              onChange={(value) => set('status', value)}
            />
            <FilterSelect label={t`Client`} all={t`All clients`} value={search.client} choices={clientChoices(options?.clients)} onChange={(value) => set('client', value)} />
            <FilterSelect label={t`Carrier`} all={t`All carriers`} value={search.carrier} choices={clientChoices(options?.carriers)} onChange={(value) => set('carrier', value)} />
            <TextField id="shipment-day" type="date" label={t`Made on`} value={search.day ?? ''} onChange={(value) => set('day', value)} />
          </>
        }
      />
    </ScreenFrame>
  );
}
