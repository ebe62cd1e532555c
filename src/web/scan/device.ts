import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_DEVICE_SETTINGS, type DeviceSettings } from '../../domain/scan/device-settings';
import type { ScannerDefaults } from '../../domain/settings/system-config';
import { apiQuiet } from '../lib/api/clients';
import { describeDevice } from '../lib/session/device';
import { deviceDb } from '../offline/device-db';
import { type ScanHandler, type ScanService, createScanService } from './scan-service';

const SETTINGS_KEY = 'deviceSettings';

/** The company's scanner defaults (system config), or none when offline or signed out: the built-in ones apply. */
async function companyDefaults(): Promise<Partial<ScannerDefaults>> {
  try {
    return await apiQuiet.get<ScannerDefaults>('/settings/scanner-defaults', { skipAuthEvents: true });
  } catch {
    return {};
  }
}

async function loadSettings(): Promise<DeviceSettings> {
  const stored = (await deviceDb().settings.get(SETTINGS_KEY))?.value as Partial<DeviceSettings> | undefined;
  // A device that saved its own settings keeps them; a new one starts from what the company set.
  const defaults = stored ? {} : await companyDefaults();
  return { deviceName: await describeDevice(), ...DEFAULT_DEVICE_SETTINGS, ...defaults, ...stored };
}

let settings: DeviceSettings | null = null;
let service: ScanService | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads this device's settings and starts listening for the hardware scanner, once per page. */
function ensureStarted(): Promise<void> {
  loading ??= loadSettings().then((loaded) => {
    settings = loaded;
    service = createScanService(loaded);
    service.attach();
    listeners.forEach((listener) => listener());
  });
  return loading;
}

export async function saveDeviceSettings(next: DeviceSettings): Promise<void> {
  await ensureStarted();
  await deviceDb().settings.put({ key: SETTINGS_KEY, value: next });
  settings = next;
  service?.configure(next);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void ensureStarted();
  return () => listeners.delete(listener);
}

/** This device's settings, or null while they load from IndexedDB. */
export function useDeviceSettings(): DeviceSettings | null {
  return useSyncExternalStore(subscribe, () => settings, () => null);
}

/** The scan service, or null while it starts. */
export function useScanService(): ScanService | null {
  return useSyncExternalStore(subscribe, () => service, () => null);
}

/** Gives the screen every scan while it is mounted; the newest screen decides accept or reject. */
export function useScans(handler: ScanHandler): void {
  const scans = useScanService();
  useEffect(() => scans?.subscribe(handler), [scans, handler]);
}
