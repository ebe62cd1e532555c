import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Account, AccountCreated, AccountFormInput } from '../../../domain/accounts/accounts';
import type { RoleDetail, RoleFormInput, RoleSummary } from '../../../domain/accounts/roles';
import type { ListPage } from '../../../domain/lists/list-query';
import { api, apiQuiet } from '../../lib/api/clients';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { entityKeys } from '../../lib/query/query-keys';

export const accountKeys = entityKeys('account');
export const roleKeys = entityKeys('role');

export const accountListQuery = (search: ListSearch) =>
  queryOptions({
    queryKey: accountKeys.list(search),
    queryFn: () => apiQuiet.get<ListPage<Account>>('/admin/accounts', { query: apiQueryOf(search) }),
    // The current page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
  });

export const accountQuery = (id: string) =>
  queryOptions({ queryKey: accountKeys.detail(id), queryFn: () => api.get<Account>(`/admin/accounts/${id}`) });

export const createAccount = (body: AccountFormInput) => api.post<AccountCreated>('/admin/accounts', body);
export const updateAccount = (id: string, body: AccountFormInput) => api.put<Account>(`/admin/accounts/${id}`, body);
export const resetSecondFactor = (id: string) => api.post<Account>(`/admin/accounts/${id}/second-factor/reset`);
export const resendInvitation = (id: string) => api.post<{ delivery: 'smtp' | 'outbox'; link: string | null }>(`/admin/accounts/${id}/invitation`);

/** The form body of an existing account, for edits that change one thing (activate, deactivate). */
export function formOf(account: Account): AccountFormInput {
  return {
    username: account.username,
    firstname: account.firstname,
    lastname: account.lastname,
    email: account.email ?? '',
    roleIds: account.roles.map((r) => r.id),
    active: account.active,
    totpRequired: account.totpRequired,
    expiresAt: account.expiresAt,
  };
}

export const roleListQuery = (search: ListSearch) =>
  queryOptions({
    queryKey: roleKeys.list(search),
    queryFn: () => apiQuiet.get<ListPage<RoleSummary>>('/admin/roles', { query: apiQueryOf(search) }),
    placeholderData: keepPreviousData,
  });

/** Every role, for pickers (a company has tens of roles, not thousands). */
export const allRolesQuery = () => roleListQuery({ pageSize: 100, sort: 'name' });

export const roleQuery = (id: string) => queryOptions({ queryKey: roleKeys.detail(id), queryFn: () => api.get<RoleDetail>(`/admin/roles/${id}`) });

export const createRole = (body: RoleFormInput) => api.post<RoleDetail>('/admin/roles', body);
export const updateRole = (id: string, body: RoleFormInput) => api.put<RoleDetail>(`/admin/roles/${id}`, body);
export const deleteRole = (id: string) => api.delete<null>(`/admin/roles/${id}`);
