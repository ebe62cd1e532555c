import { queryOptions } from '@tanstack/react-query';
import type { CountingBinStates } from '../../../../domain/counting/bin-states';
import type { CountingPack } from '../../../../domain/counting/pack';
import { apiQuiet } from '../../../lib/api/clients';
import { freshOrKept } from '../../../offline/fresh-or-kept';
import { entityKeys } from '../../../lib/query/query-keys';
import { deviceDb } from '../../../offline/device-db';

export const countPackKeys = entityKeys('counting-pack');

/**
 * The cycle's download, fresh from the server when it answers, else the copy kept in IndexedDB: a
 * counter opens the cycle once online and counts for hours without network. A refusal (not started,
 * not a counter of it) is shown, not hidden behind an old copy.
 */
async function loadPack(cycleId: string): Promise<{ pack: CountingPack; offline: boolean }> {
  return freshOrKept(
    () => apiQuiet.get<CountingPack>(`/counting/cycles/${encodeURIComponent(cycleId)}/pack`),
    (pack) => deviceDb().countPacks.put({ cycleId, pack }),
    async () => (await deviceDb().countPacks.get(cycleId))?.pack,
  );
}

export const countPackQuery = (cycleId: string) =>
  queryOptions({
    queryKey: countPackKeys.detail(cycleId),
    queryFn: () => loadPack(cycleId),
    // Runs offline too: the copy in IndexedDB is the answer then.
    networkMode: 'always',
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    // Recount tasks reach counters who stay on the screen; the pack can be large, so not often.
    refetchInterval: 120_000,
  });

export const binStatesKeys = entityKeys('counting-bin-states');

/** Where the cycle's bins stand on the server: asked while online, often, since it is small. */
export const binStatesQuery = (cycleId: string) =>
  queryOptions({
    queryKey: binStatesKeys.detail(cycleId),
    queryFn: () => apiQuiet.get<CountingBinStates>(`/counting/cycles/${encodeURIComponent(cycleId)}/bin-states`),
    retry: false,
    refetchInterval: 15_000,
    refetchOnWindowFocus: true,
  });
