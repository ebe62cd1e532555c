import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';

/**
 * The installed app's state: whether a new version waits, and whether the browser agreed to keep
 * this device's data (the outbox) when storage runs low.
 */
export interface PwaStatus {
  updateWaiting: boolean;
  storagePersisted: boolean | null;
}

let status: PwaStatus = { updateWaiting: false, storagePersisted: null };
const listeners = new Set<() => void>();
let workbox: Pick<Workbox, 'messageSkipWaiting' | 'addEventListener'> | null = null;

function set(next: Partial<PwaStatus>): void {
  status = { ...status, ...next };
  listeners.forEach((listener) => listener());
}

/** Registers the service worker (production builds only) and asks for persistent storage. */
export function startPwa(wb: Pick<Workbox, 'messageSkipWaiting' | 'addEventListener' | 'register'> | null = defaultWorkbox()): void {
  if (wb) {
    workbox = wb;
    wb.addEventListener('waiting', () => set({ updateWaiting: true }));
    void wb.register();
  }
  if (navigator.storage?.persist) {
    void navigator.storage.persist().then((granted) => set({ storagePersisted: granted }));
  }
}

function defaultWorkbox(): Workbox | null {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  return new Workbox('/sw.js', { scope: '/' });
}

/**
 * Applies a waiting update, only on the user's tap: the outbox is sent first, and whatever cannot be
 * sent stays in IndexedDB, which survives the reload. The page reloads when the new worker controls it.
 */
export async function applyUpdate(): Promise<void> {
  if (!workbox) return;
  // Loaded on demand: the outbox (and IndexedDB code) stays out of the login page's first load.
  const { flushBeforeUpdate } = await import('../outbox-control');
  await flushBeforeUpdate();
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePwaStatus(): PwaStatus {
  return useSyncExternalStore(subscribe, () => status, () => status);
}
