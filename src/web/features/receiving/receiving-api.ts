import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListPage } from '../../../domain/lists/list-query';
import type {
  ControlNumber, ControlNumberDetail, ControlNumberForm, GoodsReceiptResult, ReceivedItem, ReceivingOptions, ReceivingSkuOption,
} from '../../../domain/receiving/control-numbers';
import type { ItemEdit } from '../../../domain/receiving/items';
import { api, apiQuiet } from '../../lib/api/clients';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { entityKeys } from '../../lib/query/query-keys';

/** Control numbers, their units (a unit's change also changes its control number's counts) and the pickers. */
export const controlNumberKeys = entityKeys('control-number');
const receivingOptionKeys = entityKeys('receiving-option');

const base = '/receiving/control-numbers';
const path = (number: string) => `${base}/${encodeURIComponent(number)}`;

export const controlNumberListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: controlNumberKeys.list(query),
    queryFn: () => apiQuiet.get<ListPage<ControlNumber>>(base, { query }),
    // The current page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
  });

export const controlNumberQuery = (number: string) =>
  queryOptions({ queryKey: controlNumberKeys.detail(number), queryFn: () => api.get<ControlNumberDetail>(path(number)) });

export const receivedItemsQuery = (number: string, search: ListSearch) =>
  queryOptions({
    queryKey: [...controlNumberKeys.detail(number), 'items', search] as const,
    queryFn: () => apiQuiet.get<ListPage<ReceivedItem>>(`${path(number)}/items`, { query: apiQueryOf(search) }),
    placeholderData: keepPreviousData,
  });

export const receivingOptionsQuery = () => queryOptions({ queryKey: receivingOptionKeys.all, queryFn: () => apiQuiet.get<ReceivingOptions>('/receiving/options') });

export const receivingSkuOptionsQuery = (clientId: string) =>
  queryOptions({
    queryKey: receivingOptionKeys.detail(clientId),
    queryFn: () => apiQuiet.get<ReceivingSkuOption[]>('/receiving/options/skus', { query: { clientId } }),
    enabled: clientId !== '',
  });

export const createControlNumber = (body: ControlNumberForm) => api.post<ControlNumberDetail>(base, body);
export const updateControlNumber = (number: string, body: ControlNumberForm) => api.put<ControlNumberDetail>(path(number), body);
export const closeControlNumber = (number: string) => api.post<ControlNumberDetail>(`${path(number)}/close`);
export const cancelControlNumber = (number: string) => api.post<ControlNumberDetail>(`${path(number)}/cancel`);
export const goodsReceiptWhole = (number: string) => api.post<GoodsReceiptResult>(`${path(number)}/goods-receipt`);
export const goodsReceiptOne = (wmsNumber: string) => api.post<GoodsReceiptResult>(`/receiving/items/${encodeURIComponent(wmsNumber)}/goods-receipt`);
export const goodsReceiptMany = (wmsNumbers: string[]) => api.post<GoodsReceiptResult>('/receiving/goods-receipt', { wmsNumbers });
export const editReceivedItem = (id: string, body: ItemEdit) => api.put<ReceivedItem>(`/receiving/items/${id}`, body);
export const deleteReceivedItem = (id: string) => api.delete<null>(`/receiving/items/${id}`);

/** The form body of an existing control number. */
export function formOf(cn: ControlNumberDetail): ControlNumberForm {
  return {
    clientId: cn.client.id,
    sourceTypeId: cn.sourceType?.id ?? null,
    dealerId: cn.dealer?.id ?? null,
    carrierId: cn.carrier?.id ?? null,
    trackingNumbers: cn.trackingNumbers,
    lines: cn.lines.filter((line) => line.expected > 0).map((line) => ({ skuId: line.sku.id, quantity: line.expected })),
    notes: cn.notes,
  };
}
