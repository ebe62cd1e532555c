import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PortalOrder } from '../../../domain/clients/client-stock';
import { ORDER_STATUSES, type ORDER_SORTS } from '../../../domain/orders/statuses';
import { orderStates } from '../../../domain/states/order-states';
import { DATE_FORMAT, dayjs, formatDate } from '../../i18n/format-date';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { FilterSelect, stateChoices } from '../../ui/data-table/filter-fields';
import { StateChip } from '../../ui/state-chip';
import { ClientPicker, useHasClient } from './client-picker';
import { portalOrdersQuery } from './portal-api';
import { PortalFrame } from './portal-layout';

export type PortalOrderSearch = ListSearch<(typeof ORDER_SORTS)[number], 'status' | 'clientId'>;

/** The client's orders, newest first, with their state and each carton's tracking number (a link to the carrier's page where known). */
export function ClientOrdersPage({ search, onSearchChange }: { search: PortalOrderSearch; onSearchChange: (next: PortalOrderSearch) => void }) {
  const { i18n, t } = useLingui();
  const ready = useHasClient(search.clientId);
  const list = useQuery({ ...portalOrdersQuery(apiQueryOf(search)), enabled: ready });

  const columns = useMemo<DataColumn<PortalOrder>[]>(
    () => [
      { id: 'number', header: t`Order`, sortable: true, alwaysVisible: true, cell: (row) => row.number },
      { id: 'reference', header: t`Your reference`, cell: (row) => row.reference },
      { id: 'status', header: t`Status`, sortable: true, cell: (row) => <StateChip machine={orderStates} state={row.status} /> },
      { id: 'shipBy', header: t`Ship by`, sortable: true, cell: (row) => (row.shipBy ? dayjs(row.shipBy).format(DATE_FORMAT) : null) },
      { id: 'ordered', header: t`Units ordered`, cell: (row) => i18n.number(row.ordered) },
      {
        id: 'tracking',
        header: t`Tracking`,
        cell: (row) =>
          row.trackings.map((tracking) =>
            tracking.url ? (
              <a key={tracking.number} href={tracking.url} target="_blank" rel="noreferrer noopener" className="tracking-link">
                {tracking.number}
              </a>
            ) : (
              <span key={tracking.number} className="tracking-link">{tracking.number}</span>
            ),
          ),
      },
      { id: 'createdAt', header: t`Ordered on`, sortable: true, cell: (row) => formatDate(row.createdAt) },
    ],
    [i18n, t],
  );

  return (
    <PortalFrame title={t`Client orders`}>
      <ClientPicker value={search.clientId} onChange={(clientId) => onSearchChange({ ...search, clientId, page: undefined })} />
      {ready ? (
        <DataTable
          tableId="portal-orders"
          label={t`Orders`}
          searchLabel={t`Search by order number or your reference`}
          columns={columns}
          query={list}
          search={search}
          onSearchChange={onSearchChange}
          getRowId={(row) => row.number}
          filters={
            <FilterSelect
              label={t`Status`}
              all={t`All states`}
              value={search.status}
              choices={stateChoices(i18n, orderStates, ORDER_STATUSES)}
              onChange={(value) => onSearchChange({ ...search, status: value || undefined, page: undefined })}
            />
          }
        />
      ) : (
        <p>{t`Choose a client to see its orders.`}</p>
      )}
    </PortalFrame>
  );
}
