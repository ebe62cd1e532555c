import { Workbox } from 'workbox-window';
import { updateIsWaiting } from './pwa-status';

/** A handheld keeps the app open for whole shifts: look for a new version this often, and when shown. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** What registration needs from workbox-window's `Workbox` (a fake in unit tests). */
export interface RegistrableWorker {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
  register(): Promise<unknown>;
  update(): Promise<void>;
}

/**
 * Registers the generated service worker (vite-plugin-pwa, prompt mode) in production builds; the dev
 * server has none. A new version installs in the background and waits: pwa-status shows "Update
 * available" and applies it only on the user's tap.
 */
export function registerServiceWorker(create: () => RegistrableWorker | null = productionWorkbox): void {
  const wb = create();
  if (!wb) return;
  wb.addEventListener('waiting', () => updateIsWaiting(wb));
  wb.register().then(
    () => {
      setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible' && navigator.onLine) void wb.update().catch(() => undefined);
      });
    },
    (error: unknown) => console.warn('The service worker could not be registered; the app will not open offline', error),
  );
}

function productionWorkbox(): Workbox | null {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  return new Workbox('/sw.js', { scope: '/' });
}
