import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Lot, LotDetail, LotExpiry, LotForm, LotLookup, LotOptions, LotSkuOption } from '../../../domain/inventory/lots';
import type { ListPage } from '../../../domain/lists/list-query';
import { api, apiQuiet } from '../../lib/api/clients';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { entityKeys } from '../../lib/query/query-keys';

/** Lots (list, detail by id, lookup by number) and the form's pickers. */
export const lotKeys = entityKeys('lot');
const lotOptionKeys = entityKeys('lot-option');

export const lotListQuery = (search: ListSearch) =>
  queryOptions({
    queryKey: lotKeys.list(search),
    queryFn: () => apiQuiet.get<ListPage<Lot>>('/lots', { query: apiQueryOf(search) }),
    // The current page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
  });

export const lotQuery = (id: string) => queryOptions({ queryKey: lotKeys.detail(id), queryFn: () => api.get<LotDetail>(`/lots/${id}`) });

/** The lots of a number, narrowed to one SKU when the URL names it. */
export const lotLookupQuery = (lotNumber: string, sku: string | undefined) =>
  queryOptions({
    queryKey: [...lotKeys.details(), 'number', lotNumber, sku ?? null] as const,
    queryFn: () => api.get<LotLookup>(`/lots/number/${encodeURIComponent(lotNumber)}`, { query: sku ? { sku } : {} }),
  });

export const lotOptionsQuery = () => queryOptions({ queryKey: lotOptionKeys.all, queryFn: () => apiQuiet.get<LotOptions>('/lots/options') });

export const lotSkuOptionsQuery = (clientId: string) =>
  queryOptions({
    queryKey: lotOptionKeys.detail(clientId),
    queryFn: () => apiQuiet.get<LotSkuOption[]>('/lots/options/skus', { query: { clientId } }),
    enabled: clientId !== '',
  });

export const createLot = (body: LotForm) => api.post<Lot>('/lots', body);
export const correctLotExpiry = (id: string, body: LotExpiry) => api.post<LotDetail>(`/lots/${id}/expiry`, body);

interface LotLoaderArgs {
  context: { queryClient: QueryClient };
  /** Read loosely: typing them through the route tree makes the tree's type circular. */
  params: unknown;
  deps: { sku?: string | undefined };
}

/** The detail route's loader: the lots of the number, and the lot itself when the number names one. */
export async function lotLoader({ context, params, deps }: LotLoaderArgs): Promise<void> {
  const { lotNumber = '' } = params as { lotNumber?: string };
  const found = await context.queryClient.ensureQueryData(lotLookupQuery(lotNumber, deps.sku));
  const [only] = found.lots;
  if (only && found.lots.length === 1) await context.queryClient.ensureQueryData(lotQuery(only.id));
}
