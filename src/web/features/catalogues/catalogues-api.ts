import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { CATALOGUE_KEYS, CATALOGUES, type CatalogueEntry, type CatalogueFormInput, type CatalogueKey, type CatalogueOption } from '../../../domain/catalogues/definitions';
import type { ImportMode, ImportResult } from '../../../domain/import/columns';
import type { ListPage } from '../../../domain/lists/list-query';
import { api, apiQuiet } from '../../lib/api/clients';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { entityKeys } from '../../lib/query/query-keys';

/** One key factory per catalogue: saving a brand refreshes brand lists and pickers, not dealers. */
const catalogueKeys = (catalogue: CatalogueKey) => entityKeys(`catalogue-${catalogue}`);

/** After a change: the catalogue's queries, and those of catalogues that show its names (models show their brand). */
export async function invalidateCatalogue(queryClient: QueryClient, catalogue: CatalogueKey): Promise<void> {
  const children = CATALOGUE_KEYS.filter((key) => CATALOGUES[key].parent === catalogue);
  await Promise.all([catalogue, ...children].map((key) => queryClient.invalidateQueries({ queryKey: catalogueKeys(key).all })));
}

const path = (catalogue: CatalogueKey) => `/catalogues/${catalogue}`;

export const catalogueListQuery = (catalogue: CatalogueKey, search: ListSearch) =>
  queryOptions({
    queryKey: catalogueKeys(catalogue).list(search),
    queryFn: () => apiQuiet.get<ListPage<CatalogueEntry>>(path(catalogue), { query: apiQueryOf(search) }),
    placeholderData: keepPreviousData,
  });

export const catalogueEntryQuery = (catalogue: CatalogueKey, id: string) =>
  queryOptions({ queryKey: catalogueKeys(catalogue).detail(id), queryFn: () => api.get<CatalogueEntry>(`${path(catalogue)}/${id}`) });

/** The active entries for pickers; `parent` narrows models to one brand. */
export const catalogueOptionsQuery = (catalogue: CatalogueKey, parent?: string) =>
  queryOptions({
    queryKey: [...catalogueKeys(catalogue).lists(), 'options', parent ?? null] as const,
    queryFn: () => apiQuiet.get<CatalogueOption[]>(`${path(catalogue)}/options`, { query: parent ? { parent } : {} }),
  });

export const createEntry = (catalogue: CatalogueKey, body: CatalogueFormInput) => api.post<CatalogueEntry>(path(catalogue), body);
export const updateEntry = (catalogue: CatalogueKey, id: string, body: CatalogueFormInput) => api.put<CatalogueEntry>(`${path(catalogue)}/${id}`, body);
export const setEntryActive = (catalogue: CatalogueKey, id: string, active: boolean) =>
  api.post<CatalogueEntry>(`${path(catalogue)}/${id}/${active ? 'activate' : 'deactivate'}`);
export const deleteEntry = (catalogue: CatalogueKey, id: string) => api.delete<null>(`${path(catalogue)}/${id}`);
export const importCatalogue = (catalogue: CatalogueKey, csv: string, mode: ImportMode) => api.post<ImportResult>(`${path(catalogue)}/import`, { csv, mode });
