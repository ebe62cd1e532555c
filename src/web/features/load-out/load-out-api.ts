import { queryOptions } from '@tanstack/react-query';
import type { LoadOutPack } from '../../../domain/shipping/load-out';
import { apiQuiet } from '../../lib/api/clients';
import { freshOrKept } from '../../offline/fresh-or-kept';
import { entityKeys } from '../../lib/query/query-keys';
import { deviceDb } from '../../offline/device-db';

const loadOutKeys = entityKeys('load-out');

/** The download, fresh when the server answers, else this account's copy in IndexedDB (a dock often has no network). */
async function loadPack(userId: string): Promise<{ pack: LoadOutPack; offline: boolean }> {
  const db = deviceDb();
  return freshOrKept(
    () => apiQuiet.get<LoadOutPack>('/shipping/load-out'),
    (pack) => db.loadOutPacks.put({ userId, pack }),
    async () => (await db.loadOutPacks.get(userId))?.pack,
  );
}

export const loadOutQuery = (userId: string) =>
  queryOptions({ queryKey: loadOutKeys.detail(userId), queryFn: () => loadPack(userId), networkMode: 'always', staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false });
