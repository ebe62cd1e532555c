import { queryOptions } from '@tanstack/react-query';
import type { JobPack } from '../../../domain/job-center/job-reads';
import type { JobType } from '../../../domain/job-center/job-types';
import { apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';
import { deviceDb } from '../../offline/device-db';
import { freshOrKept } from '../../offline/fresh-or-kept';

/*
 * A station's download, kept on the device (Dexie): its own module, so the screens that only send
 * units to a queue (the item list, a catalogue's texts) do not bring the device database (ADR 0023).
 */
const jobPackKeys = entityKeys('job-pack');

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

