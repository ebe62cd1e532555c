import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListPage } from '../../../domain/lists/list-query';
import type { ScrapList, ScrapListCreate, ScrapListDetail, ScrapListForm, ScrapShip } from '../../../domain/scrap/scrap-lists';
import { api, apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';

/** Scrap lists (a step changes the list and its units' holds). */
export const scrapKeys = entityKeys('scrap-list');

const base = '/scrap-lists';
const path = (number: string) => `${base}/${encodeURIComponent(number)}`;

export const scrapListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: scrapKeys.list(query),
    queryFn: () => apiQuiet.get<ListPage<ScrapList>>(base, { query }),
    placeholderData: keepPreviousData,
  });

export const scrapQuery = (number: string) => queryOptions({ queryKey: scrapKeys.detail(number), queryFn: () => api.get<ScrapListDetail>(path(number)) });

export const createScrapList = (body: ScrapListCreate) => api.post<ScrapListDetail>(base, body);
export const updateScrapList = (number: string, body: ScrapListForm) => api.put<ScrapListDetail>(path(number), body);
export const addScrapUnits = (number: string, units: string[]) => api.post<ScrapListDetail>(`${path(number)}/units`, { units });
export const removeScrapUnits = (number: string, units: string[]) => api.post<ScrapListDetail>(`${path(number)}/units/remove`, { units });

export type ScrapStep = 'submit' | 'reopen' | 'approve' | 'cancel' | 'destroy';
export const scrapStep = (number: string, step: ScrapStep, body?: { reason: string } | { witness: string }) => api.post<ScrapListDetail>(`${path(number)}/${step}`, body);
export const shipScrapList = (number: string, body: ScrapShip) => api.post<ScrapListDetail>(`${path(number)}/ship`, body);
