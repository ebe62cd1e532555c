import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { SYSTEM_CONFIG_KEYS, type SystemConfigUpdateSchema, type SystemConfigValues } from '../../../domain/settings/system-config';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { systemSettings } from '../../db/schema/admin';
import { company } from '../../db/schema/company';
import { auditCaller } from '../../lib/audit';
import { ok } from '../../lib/respond';
import { forgetSystemConfig, readSystemConfig } from '../../settings/system-config';

/** The config as the product applies it: the time zone is the company's own column, which the server reads. */
async function currentConfig(db: Database, companyId: string): Promise<SystemConfigValues> {
  const [org] = await db.select({ timeZone: company.timeZone }).from(company).where(eq(company.id, companyId));
  const values = await readSystemConfig(db, companyId);
  return org ? { ...values, 'general.timeZone': org.timeZone } : values;
}

export async function getSystemConfig(c: AppContext) {
  return ok(c, await currentConfig(c.get('deps').db, authOf(c).companyId));
}

export async function updateSystemConfig(c: AppContext, body: v.InferOutput<typeof SystemConfigUpdateSchema>) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const saved = await deps.db.transaction(async (tx) => {
    const before = await currentConfig(tx, auth.companyId);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of SYSTEM_CONFIG_KEYS) {
      const value = body[key];
      if (value === undefined) continue;
      await tx
        .insert(systemSettings)
        .values({ companyId: auth.companyId, key, value, updatedAt: deps.now(), updatedBy: auth.user.id })
        .onConflictDoUpdate({ target: [systemSettings.companyId, systemSettings.key], set: { value, updatedAt: deps.now(), updatedBy: auth.user.id } });
      if (value !== before[key]) changes[key] = { from: before[key], to: value };
    }
    if (body['general.timeZone'] !== undefined) {
      await tx.update(company).set({ timeZone: body['general.timeZone'] }).where(eq(company.id, auth.companyId));
    }
    await auditCaller(c, { action: 'settings.system_update', entity: 'system_config', detail: { changes } }, tx);
    return { ...before, ...body };
  });
  forgetSystemConfig(deps, auth.companyId);
  return ok(c, saved);
}

export async function getScannerDefaults(c: AppContext) {
  const values = await readSystemConfig(c.get('deps').db, authOf(c).companyId);
  return ok(c, {
    maxInterKeyMs: values['scanner.maxInterKeyMs'],
    minLength: values['scanner.minLength'],
    duplicateWindowMs: values['scanner.duplicateWindowMs'],
  });
}
