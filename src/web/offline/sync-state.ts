import { useSyncExternalStore } from 'react';
import { firstScreenCommitted } from '../lib/first-screen';
import { StorageKey, readItem, readJson, writeItem } from '../lib/storage';
import { createStore, useStore } from '../lib/store/create-store';

/**
 * What the header shows of the outbox, without the outbox: this module is light, and outbox-control
 * (the outbox with Dexie, ~30 kB compressed) loads only once this page needs it (`outboxNeeded`), and
 * never before the first screen is on view (ADR 0023).
 */

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

export interface SyncState {
  queued: number;
  problems: number;
  lastSyncAt: number | null;
}

function isSyncState(value: unknown): value is SyncState {
  if (typeof value !== 'object' || value === null) return false;
  const { queued, problems, lastSyncAt } = value as Record<string, unknown>;
  return Number.isInteger(queued) && Number.isInteger(problems) && (lastSyncAt === null || Number.isFinite(lastSyncAt));
}

/**
 * The counts as the outbox last wrote them (localStorage `wms.outbox`, shared by the device's tabs), or
 * null when this device has none (first start, storage cleared, an older build).
 */
function keptSyncState(): SyncState | null {
  const kept = readJson<unknown>(StorageKey.outbox);
  return isSyncState(kept) ? kept : null;
}

const waiting = (state: SyncState | null) => state === null || state.queued > 0 || state.problems > 0;

let needed: () => void = () => undefined;
const need = new Promise<void>((resolve) => {
  needed = resolve;
});

/**
 * Settles when this page needs its outbox (Dexie and the outbox, ~0.5 s of a 4× slowed phone's main
 * thread to load and open: most of the home screen's blocking time), never before the first screen is
 * on view. At once then when the last count left something to send or to show, or there is no count,
 * so a queue from an earlier visit is sent as before; otherwise once a screen or action loads the
 * outbox (outbox-control calls `needOutbox`) or another tab of the device queues something.
 */
export const outboxNeeded: Promise<void> = firstScreenCommitted.then(() => {
  if (waiting(keptSyncState())) needOutbox();
  return need;
});

export function needOutbox(): void {
  needed();
}

/**
 * Counted while someone shows them (outbox-control's watchSyncState: at once, then on a slow poll), and
 * shown from the last count until then.
 */
export const syncState = createStore<SyncState>(keptSyncState() ?? { queued: 0, problems: 0, lastSyncAt: null }, {
  onObserved() {
    let stop: (() => void) | null = null;
    let left = false;
    void outboxNeeded
      .then(() => import('./outbox-control'))
      .then(({ watchSyncState }) => {
        if (!left) stop = watchSyncState();
      });
    return () => {
      left = true;
      stop?.();
    };
  },
});

const sameCounts = (a: SyncState, b: SyncState) => a.queued === b.queued && a.problems === b.problems && a.lastSyncAt === b.lastSyncAt;

/**
 * The outbox's own count: shown, and kept for the next start and for the device's other tabs. Written
 * when it differs from the kept one (not on every poll, which would wake every other tab).
 */
export function setSyncState(next: SyncState): void {
  if (!sameCounts(syncState.get(), next)) syncState.set(next);
  const json = JSON.stringify(next);
  if (readItem(StorageKey.outbox) !== json) writeItem(StorageKey.outbox, json);
}

// Another tab of this device counted: the outbox is the device's, so its counts are this tab's too.
window.addEventListener('storage', (event) => {
  if (event.key !== StorageKey.outbox) return;
  const kept = keptSyncState();
  if (kept === null) return;
  if (!sameCounts(syncState.get(), kept)) syncState.set(kept);
  if (waiting(kept)) needOutbox();
});

/** Counts of this device's outbox, for the header and the /scanner page. */
export function useSyncState(): SyncState {
  return useStore(syncState);
}

let gate: Promise<unknown> = Promise.resolve();

/**
 * Work that must be done before the outbox first sends (the label-print watcher must hear the
 * answers of prints queued in an earlier visit). The main layout sets it before any screen renders;
 * the outbox waits for it without blocking the first paint.
 */
export function holdSyncUntil(ready: Promise<unknown>): void {
  const before = gate;
  gate = Promise.all([before, ready.catch(() => undefined)]);
}

export function syncGate(): Promise<unknown> {
  return gate;
}
