import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { UnitAlias } from '../../domain/inventory/relabel';
import type { Database } from '../db/client';
import { deletedItems, itemAliases } from '../db/schema/inventory';
import { items } from '../db/schema/receiving';

/*
 * What a scanned or typed code names among a company's units (docs/decisions/0033-relabel.md): the WMS
 * number on its label, its serial, or a label it carried before it was relabelled. Every reader that
 * resolves a unit by code asks here, so an old label finds its unit everywhere at once.
 */

/**
 * The ids of the units whose old label is `code`, asked first (a small index lookup) so the condition
 * callers get is an OR of indexed equalities: an `in (select …)` branch would make PostgreSQL scan
 * every item.
 */
async function aliasedIds(db: Database, companyId: string, code: string): Promise<string[]> {
  const rows = await db
    .select({ itemId: itemAliases.itemId })
    .from(itemAliases)
    .where(and(eq(itemAliases.companyId, companyId), sql`lower(${itemAliases.oldNumber}) = lower(${code})`));
  return rows.map((row) => row.itemId);
}

const orAliased = (ids: readonly string[]): SQL => (ids.length > 0 ? sql` or ${inArray(items.id, [...ids])}` : sql``);

/** The item rows `code` names by their WMS number or an old label (not by serial): the item detail's address. */
export async function labelWhere(db: Database, companyId: string, code: string): Promise<SQL> {
  return sql`(lower(${items.wmsNumber}) = lower(${code})${orAliased(await aliasedIds(db, companyId, code))})`;
}

/**
 * The item rows `code` names: by WMS number, serial or an old label. The company is repeated in the WMS
 * branch for the (company, lower(WMS number)) index; callers still limit the whole to their company.
 */
export async function unitCodeWhere(db: Database, companyId: string, code: string): Promise<SQL> {
  const byNumber = sql`(${items.companyId} = ${companyId} and lower(${items.wmsNumber}) = lower(${code}))`;
  return sql`(${byNumber} or lower(${items.serial}) = lower(${code})${orAliased(await aliasedIds(db, companyId, code))})`;
}

/**
 * The old labels among `codes`, each with its unit's id and current number, keyed by the code lower-cased:
 * what a screen tells the user ("relabelled, now …") when a scan was an old label.
 */
export async function aliasesOf(db: Database, companyId: string, codes: readonly string[]): Promise<Map<string, UnitAlias & { itemId: string }>> {
  const keys = [...new Set(codes.map((code) => code.toLowerCase()))];
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ code: itemAliases.oldNumber, itemId: items.id, wmsNumber: items.wmsNumber })
    .from(itemAliases)
    .innerJoin(items, eq(items.id, itemAliases.itemId))
    .where(and(eq(itemAliases.companyId, companyId), inArray(sql`lower(${itemAliases.oldNumber})`, keys)));
  return new Map(rows.map((row) => [row.code.toLowerCase(), row]));
}

/** The unit `code` was an old label of, with its number now; null when the code is no old label. */
export async function aliasOf(db: Database, companyId: string, code: string): Promise<UnitAlias | null> {
  const alias = (await aliasesOf(db, companyId, [code])).get(code.toLowerCase());
  return alias ? { code: alias.code, wmsNumber: alias.wmsNumber } : null;
}

/**
 * Every old label of the units `itemIds`: what a device's download carries so an old label scanned
 * offline still finds its unit. One array parameter, as a pack may hold more units than a query has
 * parameters.
 */
export async function oldLabelsOf(db: Database, companyId: string, itemIds: readonly string[]): Promise<{ code: string; itemId: string }[]> {
  if (itemIds.length === 0) return [];
  return db
    .select({ code: itemAliases.oldNumber, itemId: itemAliases.itemId })
    .from(itemAliases)
    .where(and(eq(itemAliases.companyId, companyId), sql`${itemAliases.itemId} = any(${`{${itemIds.join(',')}}`}::uuid[])`));
}

/**
 * The numbers among `numbers` that are or were a unit's label (current, old, or a deleted unit's): a
 * relabel never gives a unit a number another label carries or carried.
 */
export async function labelsTaken(db: Database, companyId: string, numbers: readonly string[]): Promise<string[]> {
  if (numbers.length === 0) return [];
  const keys = numbers.map((n) => n.toLowerCase());
  const lowerIn = (column: SQL | typeof items.wmsNumber) => inArray(sql`lower(${column})`, keys);
  // One after the other: inside a transaction the statements share one connection anyway.
  const current = await db.select({ n: items.wmsNumber }).from(items).where(and(eq(items.companyId, companyId), lowerIn(items.wmsNumber)));
  const old = await db.select({ n: itemAliases.oldNumber }).from(itemAliases).where(and(eq(itemAliases.companyId, companyId), lowerIn(sql`${itemAliases.oldNumber}`)));
  const deleted = await db.select({ n: deletedItems.wmsNumber }).from(deletedItems).where(and(eq(deletedItems.companyId, companyId), lowerIn(sql`${deletedItems.wmsNumber}`)));
  const taken = new Set([...current, ...old, ...deleted].map((row) => row.n.toLowerCase()));
  return numbers.filter((n) => taken.has(n.toLowerCase()));
}
