import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OrderReversal } from '../../../domain/shipping/reversal';
import type { ImportMode, ImportResult } from '../../../domain/import/columns';
import type { ListPage } from '../../../domain/lists/list-query';
import type { AllocateOrdersResult, CancelOrder, Order, OrderDetail, OrderForm, OrderOptions, OrderSkuOption } from '../../../domain/orders/orders';
import { api, apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';

/** Orders (an allocation changes an order's lines and units) and the pickers of the order screens. */
export const orderKeys = entityKeys('order');
const orderOptionKeys = entityKeys('order-option');

const base = '/shipping/orders';
const path = (number: string) => `${base}/${encodeURIComponent(number)}`;

export const orderListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: () => apiQuiet.get<ListPage<Order>>(base, { query }),
    placeholderData: keepPreviousData,
  });

export const orderQuery = (number: string) => queryOptions({ queryKey: orderKeys.detail(number), queryFn: () => api.get<OrderDetail>(path(number)) });

export const orderOptionsQuery = () => queryOptions({ queryKey: orderOptionKeys.all, queryFn: () => apiQuiet.get<OrderOptions>('/shipping/order-options') });

export const orderSkuOptionsQuery = (clientId: string) =>
  queryOptions({
    queryKey: orderOptionKeys.detail(clientId),
    queryFn: () => apiQuiet.get<OrderSkuOption[]>('/shipping/order-options/skus', { query: { clientId } }),
    enabled: clientId !== '',
  });

export const createOrder = (body: OrderForm) => api.post<OrderDetail>(base, body);
export const updateOrder = (number: string, body: OrderForm) => api.put<OrderDetail>(path(number), body);
export const orderStep = (number: string, step: 'open' | 'allocate' | 'deallocate') => api.post<OrderDetail>(`${path(number)}/${step}`);
/** Every open order, due first (up to the server's cap): what the list's "Allocate open orders" does. */
export const allocateOpenOrders = () => api.post<AllocateOrdersResult>(`${base}/allocate`, {});
export const importOrders = (csv: string, mode: ImportMode) => api.post<ImportResult>(`${base}/import`, { csv, mode });
export const cancelOrder = (number: string, body: CancelOrder) => api.post<OrderDetail>(`${path(number)}/cancel`, body);

/** The form body of an existing order. */
export function formOf(order: OrderDetail): OrderForm {
  return {
    clientId: order.client?.id ?? '',
    reference: order.reference,
    shipTo: order.shipTo,
    carrierId: order.carrier?.id ?? null,
    service: order.service,
    shipBy: order.shipBy,
    priority: order.priority,
    notes: order.notes,
    lines: order.lines.map((line) => ({ skuId: line.sku.id, quantity: line.ordered, lotNumber: line.lotNumber, unit: line.unit })),
  };
}
export const reverseOrder = (number: string, body: OrderReversal) => api.post<OrderDetail>(`${path(number)}/reverse`, body);
