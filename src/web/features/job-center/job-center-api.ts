import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { JobType } from '../../../domain/job-center/job-types';
import type { JobQueuePage, JobSend, JobUnit } from '../../../domain/job-center/job-reads';
import { api, apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';

/** The queues' units (a result or a send changes them). */
export const jobQueueKeys = entityKeys('job-queue');

export const jobQueueQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: jobQueueKeys.list(query),
    queryFn: () => apiQuiet.get<JobQueuePage>('/job-center/queue', { query }),
    placeholderData: keepPreviousData,
  });

export const sendToQueue = (body: JobSend) => api.post<{ sent: number }>('/job-center/send', body);

/** A code the pack does not hold, asked of the server: the units it names, whatever their status. */
export const lookupJobUnits = (type: JobType, code: string) => apiQuiet.get<{ units: JobUnit[] }>(`/job-center/${type}/units`, { query: { code } });
