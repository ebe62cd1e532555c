import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ImportMode, ImportResult } from '../../../domain/import/columns';
import type { ListPage } from '../../../domain/lists/list-query';
import type { SkuMovementPage } from '../../../domain/skus/sku-movements';
import type { Sku, SkuFormInput, SkuOptions } from '../../../domain/skus/skus';
import { api, apiQuiet } from '../../lib/api/clients';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { entityKeys } from '../../lib/query/query-keys';

export const skuKeys = entityKeys('sku');
const skuMovementKeys = entityKeys('sku-movement');
const skuOptionKeys = entityKeys('sku-option');

export const skuListQuery = (search: ListSearch) =>
  queryOptions({
    queryKey: skuKeys.list(search),
    queryFn: () => apiQuiet.get<ListPage<Sku>>('/skus', { query: apiQueryOf(search) }),
    // The current page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
  });

export const skuQuery = (id: string) => queryOptions({ queryKey: skuKeys.detail(id), queryFn: () => api.get<Sku>(`/skus/${id}`) });

/** The form's pickers: clients and the brand, model and SKU type catalogues (active entries only). */
export const skuOptionsQuery = () => queryOptions({ queryKey: skuOptionKeys.all, queryFn: () => apiQuiet.get<SkuOptions>('/skus/options') });

export const skuMovementsQuery = (id: string, search: ListSearch) =>
  queryOptions({
    queryKey: skuMovementKeys.list({ id, ...search }),
    queryFn: () => apiQuiet.get<SkuMovementPage>(`/skus/${id}/movements`, { query: apiQueryOf(search) }),
    placeholderData: keepPreviousData,
  });

export const createSku = (body: SkuFormInput) => api.post<Sku>('/skus', body);
export const updateSku = (id: string, body: SkuFormInput) => api.put<Sku>(`/skus/${id}`, body);
export const setSkuActive = (id: string, active: boolean) => api.put<Sku>(`/skus/${id}/active`, { active });
export const deleteSku = (id: string) => api.delete<null>(`/skus/${id}`);
export const importSkus = (csv: string, mode: ImportMode) => api.post<ImportResult>('/skus/import', { csv, mode });

/** The form body of an existing SKU. */
export function formOf(sku: Sku): SkuFormInput {
  return {
    code: sku.code,
    description: sku.description,
    clientId: sku.client.id,
    skuTypeId: sku.skuType?.id ?? null,
    brandId: sku.brand?.id ?? null,
    modelId: sku.model?.id ?? null,
    serialised: sku.serialised,
    unit: sku.unit,
    sapMaterialNumber: sku.sapMaterialNumber,
    unitValue: sku.unitValue,
    hsTariffNumber: sku.hsTariffNumber,
    originCountry: sku.originCountry,
    active: sku.active,
    barcodes: sku.barcodes,
  };
}
