import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ImportMode, ImportResult } from '../../../domain/import/columns';
import type { ListPage } from '../../../domain/lists/list-query';
import type { Bin, BinFormInput, Container, ContainerCreateInput, ContainerFormInput, LabelResolution, Zone, ZoneFormInput } from '../../../domain/locations/locations';
import { api, apiQuiet } from '../../lib/api/clients';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { entityKeys } from '../../lib/query/query-keys';

export const zoneKeys = entityKeys('zone');
export const binKeys = entityKeys('bin');
export const containerKeys = entityKeys('container');

export const zoneListQuery = (search: ListSearch) =>
  queryOptions({ queryKey: zoneKeys.list(search), queryFn: () => apiQuiet.get<ListPage<Zone>>('/zones', { query: apiQueryOf(search) }), placeholderData: keepPreviousData });
export const binListQuery = (search: ListSearch) =>
  queryOptions({ queryKey: binKeys.list(search), queryFn: () => apiQuiet.get<ListPage<Bin>>('/bins', { query: apiQueryOf(search) }), placeholderData: keepPreviousData });
export const containerListQuery = (search: ListSearch) =>
  queryOptions({
    queryKey: containerKeys.list(search),
    queryFn: () => apiQuiet.get<ListPage<Container>>('/containers', { query: apiQueryOf(search) }),
    placeholderData: keepPreviousData,
  });
export const allZonesQuery = () => zoneListQuery({ pageSize: 100, sort: 'code' });

export const saveZone = (body: ZoneFormInput, id?: string) => (id ? api.put<Zone>(`/zones/${id}`, body) : api.post<Zone>('/zones', body));
export const saveBin = (body: BinFormInput, id?: string) => (id ? api.put<Bin>(`/bins/${id}`, body) : api.post<Bin>('/bins', body));
export const createContainers = (body: ContainerCreateInput) => api.post<Container[]>('/containers', body);
export const updateContainer = (id: string, body: ContainerFormInput) => api.put<Container>(`/containers/${id}`, body);
export const deleteLocation = (kind: 'zones' | 'bins' | 'containers', id: string) => api.delete<null>(`/${kind}/${id}`);
export const importBins = (csv: string, mode: ImportMode) => api.post<ImportResult>('/bins/import', { csv, mode });
export const resolveLabel = (code: string) => apiQuiet.get<LabelResolution>('/labels/resolve', { query: { code } });
