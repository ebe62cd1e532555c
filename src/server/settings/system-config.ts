import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { SYSTEM_CONFIG, type SystemConfigKey, type SystemConfigValues, systemConfigDefaults } from '../../domain/settings/system-config';
import type { Deps } from '../context';
import type { Database } from '../db/client';
import { systemSettings } from '../db/schema/admin';

/** The keys the company has saved, each valid; a value saved by an older version that no longer validates is left out. */
async function readSavedSystemConfig(db: Database, companyId: string): Promise<Partial<SystemConfigValues>> {
  const saved: Record<string, unknown> = {};
  const rows = await db.select({ key: systemSettings.key, value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.companyId, companyId));
  for (const row of rows) {
    const definition = SYSTEM_CONFIG[row.key as SystemConfigKey];
    if (!definition) continue;
    const parsed = v.safeParse(definition.schema, row.value);
    if (parsed.success) saved[row.key] = parsed.output;
  }
  return saved as Partial<SystemConfigValues>;
}

/** The company's system config with every key filled in: saved values where valid, defaults elsewhere. */
export async function readSystemConfig(db: Database, companyId: string): Promise<SystemConfigValues> {
  return { ...systemConfigDefaults(), ...(await readSavedSystemConfig(db, companyId)) };
}

/**
 * The session check runs on every request; reading the config there would add a query to each. Each
 * process keeps the saved keys this long instead: a change made through this process applies at once
 * (the PUT forgets the entry), one made through another API process within this time.
 */
const CACHE_MS = 30_000;
const caches = new WeakMap<Deps, Map<string, { until: number; saved: Promise<Partial<SystemConfigValues>> }>>();

export function cachedSystemConfig(deps: Deps, companyId: string): Promise<Partial<SystemConfigValues>> {
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new Map()));
  const now = performance.now();
  const hit = cache.get(companyId);
  if (hit && hit.until > now) return hit.saved;
  const saved = readSavedSystemConfig(deps.db, companyId);
  cache.set(companyId, { until: now + CACHE_MS, saved });
  // A failed read must not be served from the cache for the next 30 s.
  saved.catch(() => cache.delete(companyId));
  return saved;
}

export function forgetSystemConfig(deps: Deps, companyId: string): void {
  caches.get(deps)?.delete(companyId);
}

/** Session lengths: the saved system config, else the environment's SESSION_IDLE_MINUTES / SESSION_MAX_DAYS. */
export async function sessionPolicy(deps: Deps, companyId: string): Promise<{ idleMs: number; maxMs: number }> {
  const saved = await cachedSystemConfig(deps, companyId);
  return {
    idleMs: (saved['sessions.idleMinutes'] ?? deps.env.SESSION_IDLE_MINUTES) * 60_000,
    maxMs: (saved['sessions.maxDays'] ?? deps.env.SESSION_MAX_DAYS) * 86_400_000,
  };
}
