import { type SQL, and, eq, inArray } from 'drizzle-orm';
import type { FieldError } from '../../../domain/api';
import type { CountingCycleForm } from '../../../domain/counting/cycles';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { bins, clients, skus, zones } from '../../db/schema/master';
import { AppError } from '../../lib/errors';
import { staffHolding } from '../../auth/staff-holding';

/** Staff who may count a cycle. */
export const mayCount = (companyId: string, now: Date): SQL | undefined => staffHolding(companyId, now, 'COUNTING_ITEMS');

type IdTable = typeof zones | typeof bins | typeof skus | typeof clients;

async function known(db: Database, table: IdTable, companyId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: table.id }).from(table).where(and(eq(table.companyId, companyId), inArray(table.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/**
 * 400 on each list holding an id the company does not have (zones, bins, SKUs, clients), a SKU of
 * the other mode (a serial cycle counts serialised SKUs only), or a counter who may not count.
 */
export async function checkCycleForm(db: Database, companyId: string, body: CountingCycleForm, now: Date): Promise<void> {
  const fields: FieldError[] = [];
  const lists = [
    ['scope.zoneIds', zones, body.scope.zoneIds, 'No such zone.'],
    ['scope.binIds', bins, body.scope.binIds, 'No such bin.'],
    ['scope.skuIds', skus, body.scope.skuIds, 'No such SKU.'],
    ['scope.clientIds', clients, body.scope.clientIds, 'No such client.'],
  ] as const;
  for (const [field, table, ids, message] of lists) {
    const found = await known(db, table, companyId, ids);
    if (ids.some((id) => !found.has(id))) fields.push({ field, rule: 'unknown', message });
  }
  if (body.scope.skuIds.length > 0 && !fields.some((f) => f.field === 'scope.skuIds')) {
    const other = await db
      .select({ id: skus.id })
      .from(skus)
      .where(and(inArray(skus.id, body.scope.skuIds), eq(skus.serialised, body.mode !== 'serial')))
      .limit(1);
    if (other.length > 0) {
      fields.push({
        field: 'scope.skuIds',
        rule: 'mode',
        message: body.mode === 'serial' ? 'A serial cycle counts serialised SKUs only.' : 'A non-serial cycle counts SKUs without serials only.',
      });
    }
  }
  if (body.counterIds.length > 0) {
    const counters = await db.select({ id: users.id }).from(users).where(and(mayCount(companyId, now), inArray(users.id, body.counterIds)));
    const found = new Set(counters.map((row) => row.id));
    if (body.counterIds.some((id) => !found.has(id))) fields.push({ field: 'counterIds', rule: 'counter', message: 'Only active staff allowed to count can be counters.' });
  }
  if (fields.length > 0) throw new AppError(400, fields[0]?.message ?? 'Some fields are not valid.', { fields });
}
