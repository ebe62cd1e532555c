import { queryOptions } from '@tanstack/react-query';
import type { ForceDelete, ItemDetail, ItemDetailEdit, ItemEditOptions, ReasonBody, RevertStatus } from '../../../domain/inventory/item-detail';
import { api, apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';

/** Items by WMS number; every action answers the unit as it now is, which replaces the cached one. */
export const itemKeys = entityKeys('item');

const path = (wmsNumber: string) => `/items/${encodeURIComponent(wmsNumber)}`;

export const itemQuery = (wmsNumber: string) => queryOptions({ queryKey: itemKeys.detail(wmsNumber), queryFn: () => api.get<ItemDetail>(path(wmsNumber)) });

export const itemEditOptionsQuery = (wmsNumber: string) =>
  queryOptions({ queryKey: [...itemKeys.detail(wmsNumber), 'edit-options'] as const, queryFn: () => apiQuiet.get<ItemEditOptions>(`${path(wmsNumber)}/edit-options`) });

export const editItem = (wmsNumber: string, body: ItemDetailEdit) => api.put<ItemDetail>(path(wmsNumber), body);
export const recordLabelPrint = (wmsNumber: string) => api.post<ItemDetail>(`${path(wmsNumber)}/label-print`);
export const revertItemStatus = (wmsNumber: string, body: RevertStatus) => api.post<ItemDetail>(`${path(wmsNumber)}/revert-status`, body);
export const convertItem = (wmsNumber: string, toInventory: boolean, body: ReasonBody) =>
  api.post<ItemDetail>(`${path(wmsNumber)}/${toInventory ? 'convert-to-inventory' : 'convert-to-non-inventory'}`, body);
export const deleteItem = (wmsNumber: string, body: ReasonBody) => api.post<ItemDetail>(`${path(wmsNumber)}/delete`, body);
export const forceDeleteItem = (wmsNumber: string, body: ForceDelete) => api.post<ItemDetail>(`${path(wmsNumber)}/force-delete`, body);
