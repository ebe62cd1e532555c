import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InvitationSent } from '../../../domain/accounts/account-tokens';
import type { Account, AccountCreated } from '../../../domain/accounts/accounts';
import type { ApiKey, ApiKeyCreated, ApiKeyFormInput } from '../../../domain/clients/api-keys';
import type { ClientAccountFormInput, PortalRole } from '../../../domain/clients/client-accounts';
import type { Client, ClientFormInput } from '../../../domain/clients/clients';
import type { ListPage } from '../../../domain/lists/list-query';
import { api, apiQuiet } from '../../lib/api/clients';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { entityKeys } from '../../lib/query/query-keys';

export const clientKeys = entityKeys('client');
export const clientAccountKeys = entityKeys('client-account');
export const apiKeyKeys = entityKeys('client-api-key');

export const clientListQuery = (search: ListSearch) =>
  queryOptions({
    queryKey: clientKeys.list(search),
    queryFn: () => apiQuiet.get<ListPage<Client>>('/clients', { query: apiQueryOf(search) }),
    // The current page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
  });

export const clientQuery = (id: string) => queryOptions({ queryKey: clientKeys.detail(id), queryFn: () => api.get<Client>(`/clients/${id}`) });

export const createClient = (body: ClientFormInput) => api.post<Client>('/clients', body);
export const updateClient = (id: string, body: ClientFormInput) => api.put<Client>(`/clients/${id}`, body);
export const deleteClient = (id: string) => api.delete<null>(`/clients/${id}`);

/** The form body of an existing client, for edits that change one thing (activate, deactivate). */
export function clientFormOf(client: Client): ClientFormInput {
  return { code: client.code, name: client.name, contactName: client.contactName, email: client.email, phone: client.phone, address: client.address, active: client.active };
}

export const clientAccountsQuery = (clientId: string) =>
  queryOptions({ queryKey: clientAccountKeys.list({ clientId }), queryFn: () => api.get<Account[]>(`/clients/${clientId}/accounts`) });

export const clientAccountQuery = (clientId: string, id: string) =>
  queryOptions({ queryKey: [...clientAccountKeys.detail(id), { clientId }], queryFn: () => api.get<Account>(`/clients/${clientId}/accounts/${id}`) });

export const portalRolesQuery = () => queryOptions({ queryKey: clientAccountKeys.list({ roles: true }), queryFn: () => api.get<PortalRole[]>('/client-accounts/roles') });

export const createClientAccount = (clientId: string, body: ClientAccountFormInput) => api.post<AccountCreated>(`/clients/${clientId}/accounts`, body);
export const updateClientAccount = (clientId: string, id: string, body: ClientAccountFormInput) => api.put<Account>(`/clients/${clientId}/accounts/${id}`, body);

export const resendClientInvitation = (clientId: string, id: string) => api.post<InvitationSent>(`/clients/${clientId}/accounts/${id}/invitation`);

export function clientAccountFormOf(account: Account): ClientAccountFormInput {
  return { username: account.username, firstname: account.firstname, lastname: account.lastname, email: account.email ?? '', roleIds: account.roles.map((r) => r.id), active: account.active };
}

export const apiKeysQuery = (clientId: string) => queryOptions({ queryKey: apiKeyKeys.list({ clientId }), queryFn: () => api.get<ApiKey[]>(`/clients/${clientId}/api-keys`) });

export const createApiKey = (clientId: string, body: ApiKeyFormInput) => api.post<ApiKeyCreated>(`/clients/${clientId}/api-keys`, body);
export const revokeApiKey = (clientId: string, id: string) => api.post<ApiKey>(`/clients/${clientId}/api-keys/${id}/revoke`);
