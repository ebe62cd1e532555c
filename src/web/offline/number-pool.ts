import { createStore, useStore } from '../lib/store/create-store';
import { afterPaint } from '../scan/after-paint';
import { type NumberPoolRow, type StoredOutboxEntry, deviceDb } from './device-db';

/*
 * Numbers a device reserved while online, to use with no network: WMS numbers for received units
 * (receiving), carton SSCCs and own-fleet tracking numbers (packing). A scan takes one synchronously
 * from memory (the label and the feedback cannot wait for IndexedDB); the outbox entry that carries it
 * is written before the number leaves the stored pool (or in the same transaction), so after a crash a
 * number can be found in both, never in neither, and loading skips the ones already queued.
 */

export type PoolKind = NumberPoolRow['kind'];

const DEVICE_ID_KEY = 'deviceId';
let deviceIdLoad: Promise<string> | null = null;

/**
 * The id this device made for itself, once: the server reserves packing numbers to it and takes them
 * only from it. It is not the device's name (the Device header), which the user may change.
 */
export function loadDeviceId(): Promise<string> {
  deviceIdLoad ??= deviceDb().transaction('rw', deviceDb().settings, async () => {
    const stored = (await deviceDb().settings.get(DEVICE_ID_KEY))?.value;
    if (typeof stored === 'string') return stored;
    const made = crypto.randomUUID();
    await deviceDb().settings.put({ key: DEVICE_ID_KEY, value: made });
    return made;
  });
  return deviceIdLoad;
}

interface PoolOptions<K extends PoolKind> {
  /** Below this many of a kind, the pool asks for a new block (when online). */
  low: number;
  /** Reserves a block on the server: the numbers of each kind, in order. */
  fetchBlock: () => Promise<Record<K, string[]>>;
  /** The numbers a queued outbox entry carries, so loading after a crash does not hand them out again. */
  queued: (entry: StoredOutboxEntry) => { kind: K; number: string }[];
}

export function createNumberPool<K extends PoolKind>(kinds: readonly K[], options: PoolOptions<K>) {
  const numbers = new Map<K, string[]>(kinds.map((kind) => [kind, []]));
  let loaded: Promise<void> | null = null;
  let refilling: Promise<void> | null = null;
  /** How many of each are left, for the screen; the numbers themselves change in the scan's own task. */
  const sizes = createStore<Record<string, number>>({}, { batch: afterPaint });
  const changed = () => sizes.set(Object.fromEntries(kinds.map((kind) => [kind, numbers.get(kind)!.length])));
  const low = () => kinds.some((kind) => numbers.get(kind)!.length < options.low);

  async function load(): Promise<void> {
    const db = deviceDb();
    const [pool, queued] = await Promise.all([db.numberPool.where('kind').anyOf([...kinds]).sortBy('seq'), db.outbox.toArray()]);
    const used = new Set(queued.flatMap(options.queued).map(({ kind, number }) => `${kind} ${number}`));
    for (const kind of kinds) numbers.set(kind, pool.filter((row) => row.kind === kind && !used.has(`${kind} ${row.number}`)).map((row) => row.number));
    changed();
  }

  function refill(): Promise<void> {
    if (!low() || !navigator.onLine) return Promise.resolve();
    refilling ??= options
      .fetchBlock()
      .then(async (block) => {
        await deviceDb().numberPool.bulkAdd(kinds.flatMap((kind) => block[kind].map((number) => ({ kind, number }))));
        for (const kind of kinds) numbers.set(kind, [...numbers.get(kind)!, ...block[kind]]);
        changed();
      })
      .catch(() => undefined)
      .finally(() => {
        refilling = null;
      });
    return refilling;
  }

  return {
    /** Reads the stored pool once per page and tops it up when it runs low and the network is there. */
    start(): Promise<void> {
      loaded ??= load();
      return loaded.then(() => refill());
    },
    refill,
    /** The next free number of a kind, or null when none is left (offline for longer than a block lasts). */
    take(kind: K): string | null {
      const number = numbers.get(kind)!.shift() ?? null;
      changed();
      if (low()) void refill();
      return number;
    },
    /** How many of a kind are left right now. */
    left: (kind: K) => numbers.get(kind)!.length,
    /** Removes a number from the stored pool once the outbox entry that carries it is stored. */
    async forget(kind: K, number: string): Promise<void> {
      await deviceDb().numberPool.where('[kind+number]').equals([kind, number]).delete();
    },
    /** How many of a kind this device can still use without the network. */
    useLeft: (kind: K) => useStore(sizes, (all) => all[kind] ?? 0),
  };
}
