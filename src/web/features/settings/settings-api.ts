import { queryOptions } from '@tanstack/react-query';
import type { SequenceInput, SequenceList, SequenceRow } from '../../../domain/settings/sequences';
import type { ConnectionTest, ShippingCredentialInput, ShippingCredentialView } from '../../../domain/settings/shipping';
import type { SystemConfigValues } from '../../../domain/settings/system-config';
import { api } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';

/** The settings screens' calls (SETTING_MENU), one query-key factory per entity. */
export const sequenceKeys = entityKeys('sequence');
export const systemConfigKeys = entityKeys('system-config');
export const shippingCredentialKeys = entityKeys('shipping-credential');

export const sequencesQuery = () =>
  queryOptions({ queryKey: sequenceKeys.lists(), queryFn: () => api.get<SequenceList>('/settings/sequences') });

export const saveSequence = (docType: string, input: SequenceInput) => api.put<SequenceRow>(`/settings/sequences/${docType}`, input);

export const systemConfigQuery = () =>
  queryOptions({ queryKey: systemConfigKeys.all, queryFn: () => api.get<SystemConfigValues>('/settings/system') });

export const saveSystemConfig = (changes: Partial<SystemConfigValues>) => api.put<SystemConfigValues>('/settings/system', changes);

export const shippingCredentialsQuery = () =>
  queryOptions({ queryKey: shippingCredentialKeys.lists(), queryFn: () => api.get<ShippingCredentialView[]>('/settings/shipping-api') });

export const saveShippingCredential = (id: string | null, input: ShippingCredentialInput) =>
  id ? api.put<ShippingCredentialView>(`/settings/shipping-api/${id}`, input) : api.post<ShippingCredentialView>('/settings/shipping-api', input);

export const deleteShippingCredential = (id: string) => api.delete<null>(`/settings/shipping-api/${id}`);

export const testShippingCredential = (id: string) => api.post<ConnectionTest>(`/settings/shipping-api/${id}/test`);
