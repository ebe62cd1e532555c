import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RoleSummary } from '../../../domain/accounts/roles';
import { formatDate } from '../../i18n/format-date';
import type { ListSearch } from '../../lib/navigation/list-search';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { roleListQuery } from './accounts-api';

export type RoleSearch = ListSearch<'name' | 'accounts' | 'createdAt'>;

export function RoleListPage({ search, onSearchChange }: { search: RoleSearch; onSearchChange: (next: RoleSearch) => void }) {
  const { t } = useLingui();
  const list = useQuery(roleListQuery(search));
  const columns = useMemo<DataColumn<RoleSummary>[]>(
    () => [
      {
        id: 'name',
        header: t`Name`,
        sortable: true,
        alwaysVisible: true,
        cell: (r) => (
          <PageLink page="admin-role-view" params={{ id: r.id }}>
            {r.name}
          </PageLink>
        ),
      },
      { id: 'description', header: t`Description`, cell: (r) => r.description },
      { id: 'permissions', header: t`Permissions`, cell: (r) => (r.isSuperAdmin ? <span className="chip">{t`super admin: all`}</span> : r.permissionCount) },
      { id: 'accounts', header: t`Accounts`, sortable: true, cell: (r) => r.accounts },
      { id: 'createdAt', header: t`Created`, sortable: true, hiddenByDefault: true, cell: (r) => formatDate(r.createdAt) },
    ],
    [t],
  );
  return (
    <ScreenFrame>
      <div className="list-actions">
        <PageLink page="admin-role-create" className="app-button app-button--solid">
          {t`Create role`}
        </PageLink>
      </div>
      <DataTable
        tableId="roles"
        label={t`Roles`}
        searchLabel={t`Search roles`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(r) => r.id}
      />
    </ScreenFrame>
  );
}
