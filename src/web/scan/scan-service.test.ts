import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEVICE_SETTINGS, type DeviceSettings } from '../../domain/scan/device-settings';
import { createScanService } from './scan-service';

// Colour, sound and vibration are not what these tests read, only which verdict they were given.
const given = vi.hoisted(() => [] as string[]);
vi.mock('./feedback', () => ({ giveFeedback: (outcome: string) => void given.push(outcome) }));

const BUILT_IN: DeviceSettings = { deviceName: '', ...DEFAULT_DEVICE_SETTINGS };

let detach: () => void = () => undefined;
afterEach(() => detach());

const press = (key: string) => window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

function listening(settings: DeviceSettings) {
  const service = createScanService(settings);
  detach = service.attach(window);
  const codes: string[] = [];
  service.subscribe((scan) => void codes.push(scan.code));
  return { service, codes };
}

describe('the scan service', () => {
  it('keeps a burst that is arriving when the device settings load', () => {
    const { service, codes } = listening(BUILT_IN);
    for (const key of 'WMS00') press(key);
    service.configure({ ...BUILT_IN, deviceName: 'Handheld 7', volume: 0.5 });
    for (const key of '1234') press(key);
    press('Enter');
    expect(codes).toEqual(['WMS001234']);
  });

  it('reads the next burst with the settings it was given', () => {
    const { service, codes } = listening(BUILT_IN);
    service.configure({ ...BUILT_IN, prefix: '#' });
    for (const key of '#WMS001234') press(key);
    press('Enter');
    expect(codes).toEqual(['WMS001234']);
  });

  it('refuses a scan no screen takes, and gives the screen in front the verdict', () => {
    const service = createScanService(BUILT_IN);
    given.length = 0;
    service.emit('WMS000001', 'manual');
    const off = service.subscribe(() => 'duplicate');
    service.emit('WMS000002', 'manual');
    off();
    const listener = service.subscribe(() => undefined);
    service.emit('WMS000003', 'manual');
    listener();
    expect(given).toEqual(['rejected', 'duplicate', 'accepted']);
  });
});
