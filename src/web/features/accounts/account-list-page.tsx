import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import type { Account, ACCOUNT_SORTS } from '../../../domain/accounts/accounts';
import { formatDate } from '../../i18n/format-date';
import type { ListSearch } from '../../lib/navigation/list-search';
import { ActiveFilter } from '../../ui/data-table/active-filter';
import { FilterSelect } from '../../ui/data-table/filter-fields';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';
import { accountListQuery, allRolesQuery } from './accounts-api';
import { AccountStatus } from './account-status';

export type AccountSearch = ListSearch<(typeof ACCOUNT_SORTS)[number], 'role' | 'active' | 'temporary'>;

/** Accounts: server-paged, searchable, filtered by role, state and kind; CSV of the same filter. */
export function AccountListPage({ search, onSearchChange, aside }: { search: AccountSearch; onSearchChange: (next: AccountSearch) => void; aside?: ReactNode }) {
  const { t } = useLingui();
  const list = useQuery(accountListQuery(search));
  const roles = useQuery(allRolesQuery());

  const columns = useMemo<DataColumn<Account>[]>(
    () => [
      {
        id: 'username',
        header: t`Username`,
        sortable: true,
        alwaysVisible: true,
        cell: (a) => (
          <PageLink page={a.expiresAt ? 'admin-account-view-temporary' : 'admin-account-detail'} params={{ id: a.id }}>
            {a.username}
          </PageLink>
        ),
      },
      { id: 'name', header: t`Name`, sortable: true, cell: (a) => `${a.firstname} ${a.lastname}`.trim() },
      { id: 'email', header: t`E-mail`, sortable: true, cell: (a) => a.email },
      { id: 'roles', header: t`Roles`, cell: (a) => a.roles.map((r) => r.name).join(', ') },
      { id: 'status', header: t`Status`, cell: (a) => <AccountStatus account={a} /> },
      { id: 'expiresAt', header: t`Ends`, sortable: true, cell: (a) => formatDate(a.expiresAt) },
      { id: 'lastLoginAt', header: t`Last login`, sortable: true, cell: (a) => formatDate(a.lastLoginAt) },
      { id: 'lastLoginDevice', header: t`Last device`, hiddenByDefault: true, cell: (a) => a.lastLoginDevice },
      { id: 'createdAt', header: t`Created`, sortable: true, hiddenByDefault: true, cell: (a) => formatDate(a.createdAt) },
    ],
    [t],
  );

  const set = (key: 'role' | 'active' | 'temporary', value: string) => onSearchChange({ ...search, [key]: value || undefined, page: undefined });

  return (
    <ScreenFrame>
      <div className="list-actions">
        <PageLink page="admin-account-create" className="app-button app-button--solid">
          {t`Create account`}
        </PageLink>
        <PageLink page="admin-account-create-temporary" className="app-button app-button--outline">
          {t`Create temporary account`}
        </PageLink>
      </div>
      <DataTable
        tableId="accounts"
        label={t`Accounts`}
        searchLabel={t`Search accounts`}
        columns={columns}
        query={list}
        search={search}
        onSearchChange={onSearchChange}
        getRowId={(a) => a.id}
        exportPath="/admin/accounts/export"
        exportName="accounts.csv"
        filters={
          <>
            <FilterSelect label={t`Role`} all={t`All roles`} value={search.role} choices={(roles.data?.items ?? []).map((role) => ({ value: role.id, label: role.name }))} onChange={(value) => set('role', value)} />
            <ActiveFilter value={search.active} onChange={(value) => set('active', value)} />
            <FilterSelect label={t`Kind`} all={t`All accounts`} value={search.temporary} choices={[{ value: 'no', label: t`Permanent` }, { value: 'yes', label: t`Temporary` }]} onChange={(value) => set('temporary', value)} />
          </>
        }
      />
      {aside}
    </ScreenFrame>
  );
}
