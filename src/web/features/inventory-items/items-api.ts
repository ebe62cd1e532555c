import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BulkTag, ItemFilterOptions, ItemRow } from '../../../domain/inventory/item-list';
import type { NonInventoryItemForm, NonInventoryItemResult } from '../../../domain/inventory/non-inventory-item';
import type { ListPage } from '../../../domain/lists/list-query';
import { api, apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';

/** Items (a bulk tag or a new item changes the lists) and what the list filters pick from. */
export const itemKeys = entityKeys('item');
const itemOptionKeys = entityKeys('item-option');

export const itemListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: itemKeys.list(query),
    queryFn: () => apiQuiet.get<ListPage<ItemRow>>('/items', { query }),
    placeholderData: keepPreviousData,
  });

export const itemFilterOptionsQuery = () => queryOptions({ queryKey: itemOptionKeys.all, queryFn: () => apiQuiet.get<ItemFilterOptions>('/items/options') });

/** The WMS number of the one item whose WMS number or serial is `code` (any case); null when none or several. */
export async function findItemByCode(code: string): Promise<string | null> {
  const page = await apiQuiet.get<ListPage<ItemRow>>('/items', { query: { code, pageSize: '10' } });
  return page.total === 1 ? (page.items[0]?.wmsNumber ?? null) : null;
}

export const tagItems = (body: BulkTag) => api.post<{ changed: number }>('/items/tags', body);
export const createNonInventoryItem = (body: NonInventoryItemForm) => api.post<NonInventoryItemResult>('/items/non-inventory', body);
