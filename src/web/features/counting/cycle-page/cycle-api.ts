import { queryOptions } from '@tanstack/react-query';
import type {
  CountingDiscrepancies, CountingProgress, DiscrepancyAcceptResult, RecountOrderResult,
} from '../../../../domain/counting/results';
import type { CountingSummary } from '../../../../domain/counting/cycles';
import { api, apiQuiet } from '../../../lib/api/clients';
import { entityKeys } from '../../../lib/query/query-keys';
import { saveBlob } from '../../../ui/data-table/download';

/** A counting cycle and what hangs off it (progress, discrepancies): one entity, so an action refreshes them all. */
export const countingCycleKeys = entityKeys('counting-cycle');

/** How often the supervisor's view reads the cycle again while counters are at work. */
export const LIVE_REFRESH_MS = 5000;

const path = (id: string) => `/counting/cycles/${encodeURIComponent(id)}`;

export const progressQuery = (id: string) =>
  queryOptions({
    queryKey: [...countingCycleKeys.detail(id), 'progress'] as const,
    // Quiet: a refresh every few seconds must not flash the loading overlay.
    queryFn: () => apiQuiet.get<CountingProgress>(`${path(id)}/progress`),
    refetchInterval: (query) => (query.state.data?.cycle.status === 'in_progress' ? LIVE_REFRESH_MS : false),
  });

export const discrepanciesQuery = (id: string, live: boolean) =>
  queryOptions({
    queryKey: [...countingCycleKeys.detail(id), 'discrepancies'] as const,
    queryFn: () => apiQuiet.get<CountingDiscrepancies>(`${path(id)}/discrepancies`),
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });

export const completeCycle = (id: string) => api.post<{ summary: CountingSummary }>(`${path(id)}/complete`);
export const orderRecounts = (id: string, binIds: string[]) => api.post<RecountOrderResult>(`${path(id)}/recounts`, { binIds });
export const acceptDiscrepancies = (id: string, ids?: string[]) => api.post<DiscrepancyAcceptResult>(`${path(id)}/discrepancies/accept`, ids ? { ids } : {});

export async function exportResult(id: string, number: string): Promise<void> {
  saveBlob(await api.download(`${path(id)}/discrepancies/export`), `counting-${number}.csv`);
}
