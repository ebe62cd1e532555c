import { queryOptions } from '@tanstack/react-query';
import type { PackOrder, PackingQueue, PutWallBatchList, PutWallPack } from '../../../domain/shipping/packing';
import { apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';
import { deviceDb } from '../../offline/device-db';
import { freshOrKept } from '../../offline/fresh-or-kept';

const base = '/shipping/packing';
export const packingQueueKeys = entityKeys('packing-queue');
export const packOrderKeys = entityKeys('pack-order');

const packKey = (userId: string, orderId: string) => `${userId} ${orderId}`;

export const packingQueueQuery = () => queryOptions({ queryKey: packingQueueKeys.lists(), queryFn: () => apiQuiet.get<PackingQueue>(`${base}/queue`), refetchInterval: 30_000 });

function loadPackOrder(userId: string, orderId: string): Promise<{ pack: PackOrder; offline: boolean }> {
  const key = packKey(userId, orderId);
  return freshOrKept<PackOrder>(
    () => apiQuiet.get<PackOrder>(`${base}/orders/${encodeURIComponent(orderId)}`),
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
        () => apiQuiet.get<PutWallPack>(`${base}/batches/${encodeURIComponent(batchId)}`),
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
