import { queryOptions } from '@tanstack/react-query';
import type { PackOrder, PackingQueue, PutWallBatchList, PutWallPack } from '../../../domain/shipping/packing';
import { apiQuiet } from '../../lib/api/clients';
import { isApiError } from '../../lib/api/api-error';
import { entityKeys } from '../../lib/query/query-keys';
import { deviceDb } from '../../offline/device-db';

const base = '/shipping/packing';
export const packingQueueKeys = entityKeys('packing-queue');
export const packOrderKeys = entityKeys('pack-order');

const packKey = (userId: string, orderId: string) => `${userId} ${orderId}`;

export const packingQueueQuery = () => queryOptions({ queryKey: packingQueueKeys.lists(), queryFn: () => apiQuiet.get<PackingQueue>(`${base}/queue`), refetchInterval: 30_000 });

/**
 * A packing download fresh from the server when it answers, else the copy kept in IndexedDB for this
 * account: a station opens an order or a batch once online and packs it with no network. A refusal is
 * shown, not hidden behind an old copy.
 */
async function freshOrKept<T>(path: string, keep: (fresh: T) => Promise<unknown>, kept: () => Promise<T | undefined>): Promise<{ pack: T; offline: boolean }> {
  try {
    const pack = await apiQuiet.get<T>(path);
    await keep(pack);
    return { pack, offline: false };
  } catch (error) {
    if (isApiError(error) && error.status !== null && error.status < 500) throw error;
    const copy = await kept();
    if (!copy) throw error;
    return { pack: copy, offline: true };
  }
}

function loadPackOrder(userId: string, orderId: string): Promise<{ pack: PackOrder; offline: boolean }> {
  const key = packKey(userId, orderId);
  return freshOrKept<PackOrder>(
    `${base}/orders/${encodeURIComponent(orderId)}`,
    (pack) => deviceDb().packOrders.put({ key, userId, orderId, pack }),
    async () => (await deviceDb().packOrders.get(key))?.pack,
  );
}

export const packOrderQuery = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: packOrderKeys.detail(packKey(userId, orderId)),
    queryFn: () => loadPackOrder(userId, orderId),
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });

const putWallKeys = entityKeys('put-wall');
export const putWallBatchesQuery = () => queryOptions({ queryKey: putWallKeys.lists(), queryFn: () => apiQuiet.get<PutWallBatchList>(`${base}/batches`) });
/** A batch's put-wall download, kept for offline work like an order's (per account and batch). */
export const putWallQuery = (userId: string, batchId: string) =>
  queryOptions({
    queryKey: putWallKeys.detail(packKey(userId, batchId)),
    queryFn: async () => {
      const key = packKey(userId, batchId);
      const { pack } = await freshOrKept<PutWallPack>(
        `${base}/batches/${encodeURIComponent(batchId)}`,
        (wall) => deviceDb().wallPacks.put({ key, userId, batchId, wall }),
        async () => (await deviceDb().wallPacks.get(key))?.wall,
      );
      return pack;
    },
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
