import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { JobType } from '../../../domain/job-center/job-types';
import type { JobPack, JobQueuePage, JobSend, JobUnit } from '../../../domain/job-center/job-reads';
import { api, apiQuiet } from '../../lib/api/clients';
import { isApiError } from '../../lib/api/api-error';
import { entityKeys } from '../../lib/query/query-keys';
import { deviceDb } from '../../offline/device-db';

/** The queues' units (a result or a send changes them). */
export const jobQueueKeys = entityKeys('job-queue');
const jobPackKeys = entityKeys('job-pack');

export const jobQueueQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: jobQueueKeys.list(query),
    queryFn: () => apiQuiet.get<JobQueuePage>('/job-center/queue', { query }),
    placeholderData: keepPreviousData,
  });

export const sendToQueue = (body: JobSend) => api.post<{ sent: number }>('/job-center/send', body);

const packKey = (userId: string, type: JobType) => `job-pack:${userId}:${type}`;

/**
 * A station's download, fresh from the server when it answers, else the copy this account kept on the
 * device: a QC bench opens the screen once online and works its queue without network. A refusal (no
 * permission) is shown, not hidden behind an old copy.
 */
async function loadPack(userId: string, type: JobType): Promise<{ pack: JobPack; offline: boolean }> {
  const db = deviceDb();
  try {
    const pack = await apiQuiet.get<JobPack>(`/job-center/${type}/pack`);
    await db.settings.put({ key: packKey(userId, type), value: pack });
    return { pack, offline: false };
  } catch (error) {
    if (isApiError(error) && error.status !== null && error.status < 500) throw error;
    const kept = (await db.settings.get(packKey(userId, type)))?.value as JobPack | undefined;
    if (!kept) throw error;
    return { pack: kept, offline: true };
  }
}

export const jobPackQuery = (userId: string, type: JobType) =>
  queryOptions({
    queryKey: jobPackKeys.detail(`${userId}:${type}`),
    queryFn: () => loadPack(userId, type),
    // Runs offline too: the copy on the device is the answer then.
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** A code the pack does not hold, asked of the server: the units it names, whatever their status. */
export const lookupJobUnits = (type: JobType, code: string) => apiQuiet.get<{ units: JobUnit[] }>(`/job-center/${type}/units`, { query: { code } });
