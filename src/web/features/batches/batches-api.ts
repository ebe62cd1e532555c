import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListPage } from '../../../domain/lists/list-query';
import type { Batch, BatchDetail, BatchFilters, BatchPickers, BatchPreview } from '../../../domain/picking/batches';
import { api, apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';

/** Batches (a release or a cancel changes the batch and its orders) and the create form's preview. */
export const batchKeys = entityKeys('batch');
const previewKeys = entityKeys('batch-preview');
const pickerKeys = entityKeys('batch-picker');

const base = '/shipping/batches';
const path = (number: string) => `${base}/${encodeURIComponent(number)}`;

export const batchListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: batchKeys.list(query),
    queryFn: () => apiQuiet.get<ListPage<Batch>>(base, { query }),
    placeholderData: keepPreviousData,
  });

/** The list's picker filter choices: staff who may pick. */
export const batchPickersQuery = () => queryOptions({ queryKey: pickerKeys.all, queryFn: () => apiQuiet.get<BatchPickers>('/shipping/batch-pickers') });

export const batchQuery = (number: string) => queryOptions({ queryKey: batchKeys.detail(number), queryFn: () => api.get<BatchDetail>(path(number)) });

/** What the form's filters take now; null filters (the form does not parse) ask nothing. */
export const batchPreviewQuery = (filters: BatchFilters | null) =>
  queryOptions({
    queryKey: previewKeys.detail(JSON.stringify(filters)),
    queryFn: () => apiQuiet.post<BatchPreview>(`${base}/preview`, filters),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });

export const createBatch = (filters: BatchFilters) => api.post<BatchDetail>(base, filters);
export const batchStep = (number: string, step: 'release' | 'cancel') => api.post<BatchDetail>(`${path(number)}/${step}`);
