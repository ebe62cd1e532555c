import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  CountingBinOption, CountingCounter, CountingCycle, CountingCycleDetail, CountingCycleForm, CountingScopeOptions, CountingSkuOption,
} from '../../../domain/counting/cycles';
import type { CountingMode } from '../../../domain/counting/statuses';
import type { ListPage } from '../../../domain/lists/list-query';
import { api, apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';
import { countingCycleKeys } from './cycle-page/cycle-api';

/** The create form's pickers; cycles themselves share the cycle page's keys, so a cancel there refreshes the list too. */
const scopeKeys = entityKeys('counting-scope-option');

const base = '/counting/cycles';
const path = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const cycleListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: countingCycleKeys.list(query),
    queryFn: () => apiQuiet.get<ListPage<CountingCycle>>(base, { query }),
    // The current page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
  });

export const cycleQuery = (id: string) =>
  queryOptions({ queryKey: [...countingCycleKeys.detail(id), 'header'] as const, queryFn: () => api.get<CountingCycleDetail>(path(id)) });

export const scopeOptionsQuery = () => queryOptions({ queryKey: scopeKeys.all, queryFn: () => apiQuiet.get<CountingScopeOptions>('/counting/scope-options') });

export const binOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: scopeKeys.list({ kind: 'bins', q }),
    queryFn: () => apiQuiet.get<CountingBinOption[]>('/counting/scope-options/bins', { query: { q } }),
    placeholderData: keepPreviousData,
  });

export const skuOptionsQuery = (q: string, mode: CountingMode) =>
  queryOptions({
    queryKey: scopeKeys.list({ kind: 'skus', q, mode }),
    queryFn: () => apiQuiet.get<CountingSkuOption[]>('/counting/scope-options/skus', { query: { q, mode } }),
    placeholderData: keepPreviousData,
  });

export const counterOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: scopeKeys.list({ kind: 'counters', q }),
    queryFn: () => apiQuiet.get<CountingCounter[]>('/counting/counters', { query: { q } }),
    placeholderData: keepPreviousData,
  });

export const createCycle = (body: CountingCycleForm) => api.post<CountingCycleDetail>(base, body);
export const cancelCycle = (id: string, reason: string) => api.post<CountingCycleDetail>(`${path(id)}/cancel`, { reason });
