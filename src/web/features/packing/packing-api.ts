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
 * An order's packing download, fresh from the server when it answers, else the copy kept in IndexedDB
 * for this account: a station opens the order once online and packs it with no network. A refusal is
 * shown, not hidden behind an old copy.
 */
async function loadPackOrder(userId: string, orderId: string): Promise<{ pack: PackOrder; offline: boolean }> {
  const db = deviceDb();
  try {
    const pack = await apiQuiet.get<PackOrder>(`${base}/orders/${encodeURIComponent(orderId)}`);
    await db.packOrders.put({ key: packKey(userId, orderId), userId, orderId, pack });
    return { pack, offline: false };
  } catch (error) {
    if (isApiError(error) && error.status !== null && error.status < 500) throw error;
    const kept = await db.packOrders.get(packKey(userId, orderId));
    if (!kept) throw error;
    return { pack: kept.pack, offline: true };
  }
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
export const putWallQuery = (batchId: string) =>
  queryOptions({ queryKey: putWallKeys.detail(batchId), queryFn: () => apiQuiet.get<PutWallPack>(`${base}/batches/${encodeURIComponent(batchId)}`), staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false });
