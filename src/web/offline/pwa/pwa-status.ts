import { readItem, writeItem } from '../../lib/storage';
import { createStore, patchStore, useStore } from '../../lib/store/create-store';

/**
 * The installed app's state: whether a new version waits for the user's tap, and whether the browser
 * agreed to keep this device's data (the outbox) when storage runs low (null: not known yet).
 */
export interface PwaState {
  updateWaiting: boolean;
  storagePersisted: boolean | null;
}

/** What applying an update needs from workbox-window's `Workbox` (a fake in unit tests). */
export interface UpdatableWorker {
  addEventListener(type: 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
}

/**
 * localStorage: the browser's last answer on keeping this device's data. The screen shows it from the
 * first render, and the check of this start confirms or corrects it: a warning that appeared only once
 * the check came back would move the screen under the user's finger, and be its latest paint.
 */
const PERSISTED_KEY = 'wms.storagePersisted';

const lastAnswer = (): boolean | null => {
  const stored = readItem(PERSISTED_KEY);
  return stored === null ? null : stored === '1';
};

const FRESH: PwaState = { updateWaiting: false, storagePersisted: null };
const state = createStore<PwaState>({ ...FRESH, storagePersisted: lastAnswer() });
let worker: UpdatableWorker | null = null;
let applying = false;

/** register.ts: a new service worker is installed and waits. */
export function updateIsWaiting(waiting: UpdatableWorker): void {
  worker = waiting;
  patchStore(state, { updateWaiting: true });
}

export function storagePersistenceIs(persisted: boolean | null): void {
  writeItem(PERSISTED_KEY, persisted === null ? null : persisted ? '1' : '0');
  patchStore(state, { storagePersisted: persisted });
}

export function getPwaState(): PwaState {
  return state.get();
}

/**
 * Applies the waiting version, only ever from the user's tap. The outbox is sent first; whatever
 * cannot be sent stays in IndexedDB, which the reload does not touch, and is sent by the new version.
 * The page reloads once the new worker controls it, so no page runs old code against a new cache.
 */
export async function applyUpdate(): Promise<void> {
  const waiting = worker;
  if (!waiting || applying) return;
  applying = true;
  try {
    // Loaded on demand: the outbox and Dexie stay out of the login page's first load.
    const { flushBeforeUpdate } = await import('../outbox-control');
    await flushBeforeUpdate();
  } catch (error) {
    // The queue is durable; a failed send must not hold the update back.
    console.warn('The outbox could not be sent before the update; it stays queued', error);
  }
  waiting.addEventListener('controlling', () => window.location.reload());
  waiting.messageSkipWaiting();
}

export interface PwaStatus extends PwaState {
  applyUpdate: () => Promise<void>;
}

export function usePwaStatus(): PwaStatus {
  const current = useStore(state);
  return { ...current, applyUpdate };
}

/** Unit tests only: back to a fresh page. */
export function resetPwaStateForTests(): void {
  state.set(FRESH);
  worker = null;
  applying = false;
}
