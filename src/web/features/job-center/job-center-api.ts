import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { JobType } from '../../../domain/job-center/job-types';
import type { JobPack, JobQueuePage, JobSend, JobUnit } from '../../../domain/job-center/job-reads';
import { api, apiQuiet } from '../../lib/api/clients';
import { freshOrKept } from '../../offline/fresh-or-kept';
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
  return freshOrKept(
    () => apiQuiet.get<JobPack>(`/job-center/${type}/pack`),
    (pack) => db.settings.put({ key: packKey(userId, type), value: pack }),
    async () => (await db.settings.get(packKey(userId, type)))?.value as JobPack | undefined,
  );
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
