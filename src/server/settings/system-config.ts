import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { SYSTEM_CONFIG, type SystemConfigKey, type SystemConfigValues, systemConfigDefaults } from '../../domain/settings/system-config';
import type { Database } from '../db/client';
import { systemSettings } from '../db/schema/admin';

/**
 * The company's system config with every key filled in: saved values where they are valid, defaults
 * elsewhere (a value saved by an older version that no longer validates falls back rather than fails).
 */
export async function readSystemConfig(db: Database, companyId: string): Promise<SystemConfigValues> {
  const values = systemConfigDefaults();
  const rows = await db.select({ key: systemSettings.key, value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.companyId, companyId));
  for (const row of rows) {
    const definition = SYSTEM_CONFIG[row.key as SystemConfigKey];
    if (!definition) continue;
    const parsed = v.safeParse(definition.schema, row.value);
    if (parsed.success) (values as Record<string, unknown>)[row.key] = parsed.output;
  }
  return values;
}
