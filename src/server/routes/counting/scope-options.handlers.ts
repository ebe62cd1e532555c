import { and, asc, eq, sql } from 'drizzle-orm';
import { SCOPE_SEARCH_MAX } from '../../../domain/counting/cycles';
import type { CountingMode } from '../../../domain/counting/statuses';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/auth';
import { bins, clients, skus, zones } from '../../db/schema/master';
import { ok } from '../../lib/respond';
import { searchAny } from '../../lib/list';
import { mayCount } from './cycle-checks';
import { personName } from './cycle-rows';

/** Staff who may be assigned to count, matching `q` (name or username), by name. */
export async function countersHandler(c: AppContext, _body: undefined, { q }: { q?: string | undefined }) {
  const deps = c.get('deps');
  const name = personName(users);
  const rows = await deps.db
    .select({ id: users.id, name, username: users.username })
    .from(users)
    .where(and(mayCount(authOf(c).companyId, deps.now()), searchAny(q, [users.username, users.firstname, users.lastname, name])))
    .orderBy(asc(name), asc(users.username))
    .limit(SCOPE_SEARCH_MAX);
  return ok(c, rows);
}

/** Every active zone and client: few enough to list whole in the create form. */
export async function scopeOptionsHandler(c: AppContext) {
  const { db } = c.get('deps');
  const { companyId } = authOf(c);
  const active = (table: typeof zones | typeof clients) =>
    db.select({ id: table.id, code: table.code, name: table.name }).from(table as typeof zones).where(and(eq(table.companyId, companyId), eq(table.active, true))).orderBy(asc(table.code));
  return ok(c, { zones: await active(zones), clients: await active(clients) });
}

/** Active bins whose code holds `q`, in code order. */
export async function binOptionsHandler(c: AppContext, _body: undefined, { q }: { q?: string | undefined }) {
  const rows = await c
    .get('deps')
    .db.select({ id: bins.id, code: bins.code, zone: zones.code })
    .from(bins)
    .innerJoin(zones, eq(zones.id, bins.zoneId))
    .where(and(eq(bins.companyId, authOf(c).companyId), eq(bins.active, true), searchAny(q, [bins.code])))
    .orderBy(asc(bins.code))
    .limit(SCOPE_SEARCH_MAX);
  return ok(c, rows);
}

/** Active SKUs whose code or description holds `q`, of one mode (serialised or not) when asked. */
export async function skuOptionsHandler(c: AppContext, _body: undefined, { q, mode }: { q?: string | undefined; mode?: CountingMode | undefined }) {
  const rows = await c
    .get('deps')
    .db.select({ id: skus.id, code: skus.code, description: skus.description, client: clients.code, serialised: skus.serialised })
    .from(skus)
    .innerJoin(clients, eq(clients.id, skus.clientId))
    .where(
      and(
        eq(skus.companyId, authOf(c).companyId),
        eq(skus.active, true),
        mode ? eq(skus.serialised, mode === 'serial') : undefined,
        searchAny(q, [skus.code, skus.description]),
      ),
    )
    .orderBy(asc(sql`lower(${skus.code})`), asc(clients.code))
    .limit(SCOPE_SEARCH_MAX);
  return ok(c, rows);
}
