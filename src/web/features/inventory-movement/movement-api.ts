import { queryOptions } from '@tanstack/react-query';
import type { MoveUnitLookup, MovementPack } from '../../../domain/inventory/movement';
import { apiQuiet } from '../../lib/api/clients';
import { isApiError } from '../../lib/api/api-error';
import { entityKeys } from '../../lib/query/query-keys';
import { deviceDb } from '../../offline/device-db';

const movePackKeys = entityKeys('movement-pack');

/** The zone whose units this account last took along on this device (a setting of the handheld). */
const zoneSetting = (userId: string) => `movement-zone:${userId}`;

/**
 * The movement screen's download, fresh from the server when it answers, else the copy kept in
 * IndexedDB for this account: a handheld opens the screen once online and moves stock for hours
 * without network. A refusal (no permission) is shown, not hidden behind an old copy. `zone`
 * undefined asks for the zone chosen last on this device; null for received units only.
 */
async function loadPack(userId: string, zone: string | null | undefined): Promise<{ pack: MovementPack; offline: boolean }> {
  const db = deviceDb();
  try {
    const zoneId = zone === undefined ? (((await db.settings.get(zoneSetting(userId)))?.value as string | null | undefined) ?? null) : zone;
    const pack = await apiQuiet.get<MovementPack>('/movement/pack', { query: zoneId ? { zoneId } : {} });
    await db.transaction('rw', [db.movePacks, db.settings], async () => {
      await db.movePacks.put({ userId, pack });
      await db.settings.put({ key: zoneSetting(userId), value: zoneId });
    });
    return { pack, offline: false };
  } catch (error) {
    if (isApiError(error) && error.status !== null && error.status < 500) throw error;
    const kept = await db.movePacks.get(userId);
    if (!kept) throw error;
    return { pack: kept.pack, offline: true };
  }
}

export const movePackQuery = (userId: string, zone: string | null | undefined) =>
  queryOptions({
    queryKey: movePackKeys.list({ userId, zone: zone === undefined ? 'last' : zone }),
    queryFn: () => loadPack(userId, zone),
    // Runs offline too: the copy in IndexedDB is the answer then.
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** A scanned code the pack does not know, asked of the server: the units it names (none when unknown). */
export const lookupUnits = (code: string) => apiQuiet.get<MoveUnitLookup>('/movement/units', { query: { code } });

/** Units looked up online go into the kept pack too, so they are known after a reload offline. */
export async function keepLookedUp(userId: string, pack: MovementPack): Promise<void> {
  await deviceDb().movePacks.put({ userId, pack });
}
