import { queryOptions } from '@tanstack/react-query';
import type { LoadOutPack } from '../../../domain/shipping/load-out';
import { apiQuiet } from '../../lib/api/clients';
import { isApiError } from '../../lib/api/api-error';
import { entityKeys } from '../../lib/query/query-keys';
import { deviceDb } from '../../offline/device-db';

const loadOutKeys = entityKeys('load-out');

/** The download, fresh when the server answers, else this account's copy in IndexedDB (a dock often has no network). */
async function loadPack(userId: string): Promise<{ pack: LoadOutPack; offline: boolean }> {
  const db = deviceDb();
  try {
    const pack = await apiQuiet.get<LoadOutPack>('/shipping/load-out');
    await db.loadOutPacks.put({ userId, pack });
    return { pack, offline: false };
  } catch (error) {
    if (isApiError(error) && error.status !== null && error.status < 500) throw error;
    const kept = await db.loadOutPacks.get(userId);
    if (!kept) throw error;
    return { pack: kept.pack, offline: true };
  }
}

export const loadOutQuery = (userId: string) =>
  queryOptions({ queryKey: loadOutKeys.detail(userId), queryFn: () => loadPack(userId), networkMode: 'always', staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false });
