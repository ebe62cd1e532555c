/**
 * Browser storage in one place. What lives where:
 * - localStorage `wms.token`: the bearer token of the signed-in user (shared by every tab).
 * - localStorage `wms.session`: user, permissions and company of that token, so a later offline
 *   start can run the guard without the network.
 * - localStorage `wms.locale`, `wms.theme`: interface preferences.
 * - localStorage `wms.outbox`: the outbox's last counts (waiting, problems, last sync), so a start knows
 *   whether the outbox has anything to send before it loads it.
 * - sessionStorage `wms.deniedPage`: the page name the guard last refused (per tab).
 * Storage may be unavailable (private mode, quota): reads then return null and writes are dropped.
 */
export const StorageKey = {
  token: 'wms.token',
  session: 'wms.session',
  locale: 'wms.locale',
  theme: 'wms.theme',
  outbox: 'wms.outbox',
  deniedPage: 'wms.deniedPage',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null, which: Area = 'local'): void {
  try {
    const store = area(which);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch (error) {
    console.warn(`Could not write ${key} to storage`, error);
  }
}

export function readJson<T>(key: string, which: Area = 'local'): T | null {
  const raw = readItem(key, which);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
