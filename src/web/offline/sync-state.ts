import { useSyncExternalStore } from 'react';
import { firstScreenCommitted } from '../lib/first-screen';
import { createStore, useStore } from '../lib/store/create-store';

/**
 * What the header shows of the outbox, without the outbox: this module is light, and outbox-control
 * (the outbox with Dexie, ~30 kB compressed) loads only once someone shows the counts or sends, and
 * not before the first screen is on view (ADR 0023).
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

/** Counted while someone shows them (outbox-control's watchSyncState: at once, then on a slow poll). */
export const syncState = createStore<SyncState>(
  { queued: 0, problems: 0, lastSyncAt: null },
  {
    onObserved() {
      let stop: (() => void) | null = null;
      let left = false;
      void firstScreenCommitted.then(() => import('./outbox-control')).then(({ watchSyncState }) => {
        if (!left) stop = watchSyncState();
      });
      return () => {
        left = true;
        stop?.();
      };
    },
  },
);

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
