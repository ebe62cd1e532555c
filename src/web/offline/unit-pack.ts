import { queryOptions } from '@tanstack/react-query';
import type { MovementPack } from '../../domain/inventory/movement';
import { apiQuiet } from '../lib/api/clients';
import { freshOrKept } from './fresh-or-kept';
import { entityKeys } from '../lib/query/query-keys';
import { deviceDb } from './device-db';

/*
 * The unit pack: bins, containers, SKUs and the units a handheld is likely to handle, with their old
 * labels (GET /v1/movement/pack; the relabel screen downloads the same from /v1/relabel/pack under its
 * own permission). Each screen keeps its own copy per account, and its own rows of what it changed on
 * this device (moves, relabels), applied to the copy again after a reload.
 */

export type PackScreen = 'movement' | 'relabel';

const paths: Record<PackScreen, string> = { movement: '/movement/pack', relabel: '/relabel/pack' };

const unitPackKeys = entityKeys('unit-pack');

const packKey = (screen: PackScreen, userId: string) => `${screen}:${userId}`;

/** The zone whose units this account last took along on this device for the screen (a setting of the handheld). */
const zoneSetting = (screen: PackScreen, userId: string) => `${screen}-zone:${userId}`;

/**
 * A screen's download, fresh from the server when it answers, else the copy kept in IndexedDB for
 * this account: a handheld opens the screen once online and works for hours without network. A
 * refusal (no permission) is shown, not hidden behind an old copy. `zone` undefined asks for the zone
 * chosen last on this device; null for received units only.
 */
async function loadUnitPack(screen: PackScreen, userId: string, zone: string | null | undefined): Promise<{ pack: MovementPack; offline: boolean }> {
  const db = deviceDb();
  let zoneId: string | null = null;
  return freshOrKept(
    async () => {
      zoneId = zone === undefined ? (((await db.settings.get(zoneSetting(screen, userId)))?.value as string | null | undefined) ?? null) : zone;
      return apiQuiet.get<MovementPack>(paths[screen], { query: zoneId ? { zoneId } : {} });
    },
    (pack) =>
      db.transaction('rw', [db.unitPacks, db.settings], async () => {
        await db.unitPacks.put({ key: packKey(screen, userId), userId, pack });
        await db.settings.put({ key: zoneSetting(screen, userId), value: zoneId });
      }),
    async () => (await db.unitPacks.get(packKey(screen, userId)))?.pack,
  );
}

export const unitPackQuery = (screen: PackScreen, userId: string, zone: string | null | undefined) =>
  queryOptions({
    queryKey: unitPackKeys.list({ screen, userId, zone: zone === undefined ? 'last' : zone }),
    queryFn: () => loadUnitPack(screen, userId, zone),
    // Runs offline too: the copy in IndexedDB is the answer then.
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** Stores the screen's copy as it changed on this device, so a reload offline sees the change. */
export async function keepUnitPack(screen: PackScreen, userId: string, pack: MovementPack): Promise<void> {
  await deviceDb().unitPacks.put({ key: packKey(screen, userId), userId, pack });
}
