import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEVICE_SETTINGS, DeviceSettingsSchema } from './device-settings';

const settings = (changes: Record<string, unknown>) => ({ deviceName: 'TC52 dock 1', ...DEFAULT_DEVICE_SETTINGS, ...changes });
const failingFields = (changes: Record<string, unknown>) =>
  v.safeParse(DeviceSettingsSchema, settings(changes)).issues?.map((issue) => v.getDotPath(issue)) ?? [];

describe('device settings: the GS substitute', () => {
  it('is empty by default and takes one printable character', () => {
    expect(failingFields({})).toEqual([]);
    expect(failingFields({ groupSeparator: '~' })).toEqual([]);
  });

  it.each([['ab'], ['\u001d'], [' ']])('refuses %j', (groupSeparator) => {
    expect(failingFields({ groupSeparator })).toEqual(['groupSeparator']);
  });

  it('refuses a character that is also in the prefix or suffix, on the substitute field', () => {
    expect(failingFields({ groupSeparator: '|', prefix: '|' })).toEqual(['groupSeparator']);
    expect(failingFields({ groupSeparator: '#', suffix: 'X#' })).toEqual(['groupSeparator']);
  });
});
