import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SystemConfigFormSchema, SystemConfigSchema, flattenSystemConfig, nestSystemConfig, systemConfigDefaults } from './system-config';

describe('the system config form shape', () => {
  it('nests and flattens without losing a key', () => {
    const values = { ...systemConfigDefaults(), 'general.timeZone': 'Europe/Madrid' };
    const form = nestSystemConfig(values);
    expect(form.general).toEqual({ timeZone: 'Europe/Madrid', appUrl: '' });
    expect(flattenSystemConfig(form)).toEqual(values);
  });

  it('validates with the same rules as the flat schema, failing on the same path', () => {
    const values = { ...systemConfigDefaults(), 'sessions.maxDays': 0 };
    const flat = v.safeParse(SystemConfigSchema, values);
    const nested = v.safeParse(SystemConfigFormSchema, nestSystemConfig(values));
    expect(flat.issues?.map((issue) => v.getDotPath(issue))).toEqual(['sessions.maxDays']);
    expect(nested.issues?.map((issue) => [v.getDotPath(issue), issue.type])).toEqual([['sessions.maxDays', 'min_value']]);
    expect(v.safeParse(SystemConfigFormSchema, nestSystemConfig(systemConfigDefaults())).success).toBe(true);
  });
});
