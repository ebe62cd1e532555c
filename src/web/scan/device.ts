import { useEffect } from 'react';
import { DEFAULT_DEVICE_SETTINGS, type DeviceSettings } from '../../domain/scan/device-settings';
import type { ScannerDefaults } from '../../domain/settings/system-config';
import { apiQuiet } from '../lib/api/clients';
import { createStore, useStore } from '../lib/store/create-store';
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

interface Device {
  settings: DeviceSettings | null;
  service: ScanService | null;
}

let loading: Promise<void> | null = null;
// Whoever reads the device first starts it.
const device = createStore<Device>({ settings: null, service: null }, { onObserved: () => void ensureStarted() });

/**
 * Starts listening for the hardware scanner, once per page, then applies this device's settings.
 * The listener starts at once with the built-in settings: a new device asks the server for the
 * company's defaults first, and a scan made while that call is slow would otherwise be lost.
 */
function ensureStarted(): Promise<void> {
  if (loading) return loading;
  const service = createScanService({ deviceName: '', ...DEFAULT_DEVICE_SETTINGS });
  service.attach();
  device.set({ settings: null, service });
  loading = loadSettings().then((loaded) => {
    service.configure(loaded);
    device.set({ settings: loaded, service });
  });
  return loading;
}

export async function saveDeviceSettings(next: DeviceSettings): Promise<void> {
  await ensureStarted();
  await deviceDb().settings.put({ key: SETTINGS_KEY, value: next });
  device.get().service?.configure(next);
  device.set((current) => ({ ...current, settings: next }));
}

const settingsOf = (state: Device) => state.settings;
const serviceOf = (state: Device) => state.service;

/** This device's settings, or null while they load from IndexedDB. */
export function useDeviceSettings(): DeviceSettings | null {
  return useStore(device, settingsOf);
}

/** The scan service, or null while it starts. */
export function useScanService(): ScanService | null {
  return useStore(device, serviceOf);
}

/** Gives the screen every scan while it is mounted; the newest screen decides accept or reject. */
export function useScans(handler: ScanHandler): void {
  const scans = useScanService();
  useEffect(() => scans?.subscribe(handler), [scans, handler]);
}
