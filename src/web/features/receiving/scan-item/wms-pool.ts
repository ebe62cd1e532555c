import { RECEIVE_ITEM, WMS_BLOCK_SIZE, type WmsBlock } from '../../../../domain/receiving/items';
import { apiQuiet } from '../../../lib/api/clients';
import { createStore, useStore } from '../../../lib/store/create-store';
import { deviceDb } from '../../../offline/device-db';
import { afterPaint } from '../../../scan/after-paint';

/**
 * This device's reserved WMS numbers. A scan takes one synchronously from memory (the label and the
 * feedback cannot wait for IndexedDB); the outbox entry that carries it is written before the number
 * leaves the stored pool, so after a crash a number can be found in both, never in neither, and
 * loading skips the ones already queued.
 */
const LOW = 50;

let numbers: string[] = [];
let loaded: Promise<void> | null = null;
let refilling: Promise<void> | null = null;
/** How many numbers are left, for the screen; the numbers themselves change in the scan's own task. */
const size = createStore(0, { batch: afterPaint });
const changed = () => size.set(numbers.length);

async function load(): Promise<void> {
  const db = deviceDb();
  const [pool, queued] = await Promise.all([db.wmsPool.orderBy('seq').toArray(), db.outbox.toArray()]);
  const used = new Set(queued.filter((entry) => entry.kind === RECEIVE_ITEM).map((entry) => (entry.payload as { wmsNumber: string }).wmsNumber));
  numbers = pool.map((row) => row.number).filter((number) => !used.has(number));
  changed();
}

/** Reads the stored pool once per page and tops it up when it runs low and the network is there. */
export function startWmsPool(): Promise<void> {
  loaded ??= load();
  return loaded.then(() => refill());
}

export function refill(): Promise<void> {
  if (numbers.length >= LOW || !navigator.onLine) return Promise.resolve();
  refilling ??= apiQuiet
    .post<WmsBlock>('/receiving/wms-blocks', { count: WMS_BLOCK_SIZE }, { skipAuthEvents: true })
    .then(async (block) => {
      await deviceDb().wmsPool.bulkAdd(block.numbers.map((number) => ({ number })));
      numbers = [...numbers, ...block.numbers];
      changed();
    })
    .catch(() => undefined)
    .finally(() => {
      refilling = null;
    });
  return refilling;
}

/** The next free number, or null when the pool is empty (offline for longer than a block lasts). */
export function takeWmsNumber(): string | null {
  const number = numbers.shift() ?? null;
  changed();
  if (numbers.length < LOW) void refill();
  return number;
}

/** Called once the unit's outbox entry is stored. */
export async function forgetWmsNumber(number: string): Promise<void> {
  await deviceDb().wmsPool.where('number').equals(number).delete();
}

/** How many labels this device can still print without the network. */
export function useWmsPoolSize(): number {
  return useStore(size);
}
