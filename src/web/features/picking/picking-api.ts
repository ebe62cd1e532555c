import { queryOptions } from '@tanstack/react-query';
import type { ClaimAnswer, PickBatchList, PickPack } from '../../../domain/picking/picking';
import { apiQuiet } from '../../lib/api/clients';
import { freshOrKept } from '../../offline/fresh-or-kept';
import { entityKeys } from '../../lib/query/query-keys';
import { deviceDb } from '../../offline/device-db';

const base = '/shipping/picking';
const pickKeys = entityKeys('pick-pack');
export const pickBatchKeys = entityKeys('pick-batches');

const packKey = (userId: string, batchId: string) => `${userId} ${batchId}`;

export const pickBatchesQuery = () => queryOptions({ queryKey: pickBatchKeys.lists(), queryFn: () => apiQuiet.get<PickBatchList>(`${base}/batches`) });

/**
 * A batch's download, fresh from the server when it answers, else the copy kept in IndexedDB for this
 * account: a picker opens the batch once online and picks it with no network. A refusal (no
 * permission, a batch no longer open for picking) is shown, not hidden behind an old copy.
 */
async function loadPack(userId: string, batchId: string): Promise<{ pack: PickPack; offline: boolean }> {
  const db = deviceDb();
  return freshOrKept(
    () => apiQuiet.get<PickPack>(`${base}/batches/${encodeURIComponent(batchId)}/pack`),
    (pack) => db.pickPacks.put({ key: packKey(userId, batchId), userId, batchId, pack }),
    async () => (await db.pickPacks.get(packKey(userId, batchId)))?.pack,
  );
}

export const pickPackQuery = (userId: string, batchId: string) =>
  queryOptions({
    queryKey: pickKeys.detail(`${userId} ${batchId}`),
    queryFn: () => loadPack(userId, batchId),
    // Runs offline too: the copy in IndexedDB is the answer then.
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** Takes a task for this picker, so a second picker of the batch walks to another; 409 names who holds it. */
export const claimTask = (taskId: string) => apiQuiet.post<ClaimAnswer>(`${base}/tasks/${encodeURIComponent(taskId)}/claim`);
