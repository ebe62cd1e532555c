import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ImportMode, ImportResult } from '../../../domain/import/columns';
import type { ListPage } from '../../../domain/lists/list-query';
import type { ClientTracking, TrackingFormInput, TrackingOptions } from '../../../domain/tracking/client-tracking';
import type { TrackingReport } from '../../../domain/tracking/tracking-report';
import { api, apiQuiet } from '../../lib/api/clients';
import { apiQueryOf, type ListSearch } from '../../lib/navigation/list-search';
import { entityKeys } from '../../lib/query/query-keys';

export const trackingKeys = entityKeys('client-tracking');
const trackingOptionKeys = entityKeys('client-tracking-option');
const trackingReportKeys = entityKeys('tracking-report');

const BASE = '/receiving/client-trackings';

export const trackingListQuery = (search: ListSearch) =>
  queryOptions({
    queryKey: trackingKeys.list(search),
    queryFn: () => apiQuiet.get<ListPage<ClientTracking>>(BASE, { query: apiQueryOf(search) }),
    placeholderData: keepPreviousData,
  });

/** The active clients, for the form and the report's filter. */
export const trackingOptionsQuery = () => queryOptions({ queryKey: trackingOptionKeys.all, queryFn: () => apiQuiet.get<TrackingOptions>(`${BASE}/options`) });

export const trackingReportQuery = (search: Record<string, string | undefined>) =>
  queryOptions({
    queryKey: trackingReportKeys.list(search),
    queryFn: () => apiQuiet.get<TrackingReport>('/receiving/tracking-report', { query: apiQueryOf(search) }),
    placeholderData: keepPreviousData,
  });

export const createTracking = (body: TrackingFormInput) => api.post<ClientTracking>(BASE, body);
export const updateTracking = (id: string, body: TrackingFormInput) => api.put<ClientTracking>(`${BASE}/${id}`, body);
export const deleteTracking = (id: string) => api.delete<null>(`${BASE}/${id}`);
export const importTrackings = (csv: string, mode: ImportMode) => api.post<ImportResult>(`${BASE}/import`, { csv, mode });

/** A parcel as the form edits it. */
export const formOf = (tracking: ClientTracking): TrackingFormInput => ({
  clientId: tracking.client?.id ?? '',
  trackingNumber: tracking.trackingNumber,
  carrierId: tracking.carrier?.id ?? null,
  expectedOn: tracking.expectedOn,
  reference: tracking.reference,
  notes: tracking.notes,
});
