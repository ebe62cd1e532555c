import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Client, CLIENT_SORTS } from '../../../domain/clients/clients';
import { formatDate } from '../../i18n/format-date';
import type { ListSearch } from '../../lib/navigation/list-search';
import { ActiveFilter } from '../../ui/data-table/active-filter';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { ClientStatus } from './client-status';
import { clientListQuery } from './clients-api';

export type ClientSearch = ListSearch<(typeof CLIENT_SORTS)[number], 'active'>;

/** Clients: server-paged, searchable, filtered by state; CSV of the same filter. */
export function ClientListPage({ search, onSearchChange }: { search: ClientSearch; onSearchChange: (next: ClientSearch) => void }) {
  const { t } = useLingui();
  const list = useQuery(clientListQuery(search));

  const columns = useMemo<DataColumn<Client>[]>(
    () => [
      {
        id: 'code',
        header: t`Code`,
        sortable: true,
        alwaysVisible: true,
        cell: (c) => (
          <PageLink page="client-detail" params={{ id: c.id }}>
            {c.code}
          </PageLink>
        ),
      },
      { id: 'name', header: t`Name`, sortable: true, cell: (c) => c.name },
      { id: 'contactName', header: t`Contact`, sortable: true, cell: (c) => c.contactName },
      { id: 'email', header: t`E-mail`, cell: (c) => c.email },
      { id: 'phone', header: t`Phone`, cell: (c) => c.phone },
      { id: 'status', header: t`Status`, cell: (c) => <ClientStatus active={c.active} /> },
      { id: 'address', header: t`Address`, hiddenByDefault: true, cell: (c) => c.address },
      { id: 'createdAt', header: t`Created`, sortable: true, hiddenByDefault: true, cell: (c) => formatDate(c.createdAt) },
    ],
    [t],
  );

  return (
    <ScreenFrame>
      <div className="list-actions">
        <PageLink page="client-create" className="app-button app-button--solid">
          {t`Create client`}
        </PageLink>
      </div>
      <DataTable
        tableId="clients"
        label={t`Clients`}
        searchLabel={t`Search clients`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(c) => c.id}
        exportPath="/clients/export"
        exportName="clients.csv"
        filters={
          <ActiveFilter value={search.active} onChange={(value) => onSearchChange({ ...search, active: (value || undefined) as typeof search.active, page: undefined })} />
        }
      />
    </ScreenFrame>
  );
}
