import { useEffect } from 'react';
import { readJson, writeItem } from '../../lib/storage';
import { storagePersistenceIs } from './pwa-status';

/**
 * localStorage: when persistent storage was last asked for on this device. Firefox asks the user, so a
 * refusal is not asked again on every start; Chromium decides silently and grants once the app is
 * installed, so installing (standalone display) or a week passing asks again.
 */
const ASKED_KEY = 'wms.persistAsked';
const ASK_AGAIN_MS = 7 * 24 * 60 * 60 * 1000;

interface Asked {
  at: number;
  standalone: boolean;
}

function standalone(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
}

let requested = false;

/**
 * Asks the browser to keep this device's IndexedDB (the outbox) when space runs low, once per page,
 * from the first signed-in screen: a refusal is recorded in pwa-status so screens can warn.
 */
export async function requestPersistentStorage(storage: Pick<StorageManager, 'persist' | 'persisted'> | undefined = navigator.storage): Promise<void> {
  if (requested) return;
  requested = true;
  if (!storage?.persist || !storage.persisted) return;
  try {
    if (await storage.persisted()) return storagePersistenceIs(true);
    const asked = readJson<Asked>(ASKED_KEY);
    if (asked && asked.standalone === standalone() && Date.now() - asked.at < ASK_AGAIN_MS) return storagePersistenceIs(false);
    writeItem(ASKED_KEY, JSON.stringify({ at: Date.now(), standalone: standalone() } satisfies Asked));
    storagePersistenceIs(await storage.persist());
  } catch (error) {
    console.warn('Persistent storage could not be requested', error);
  }
}

/** Main layout: the request goes out on the first signed-in load. */
export function usePersistentStorageRequest(): void {
  useEffect(() => void requestPersistentStorage(), []);
}

/** Unit tests only. */
export function resetPersistentStorageRequestForTests(): void {
  requested = false;
}
