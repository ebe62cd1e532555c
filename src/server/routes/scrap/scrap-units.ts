import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { ItemStatus } from '../../../domain/receiving/statuses';
import { SCRAP_LIST_MAX_UNITS, type ScrapUnitRefusal } from '../../../domain/scrap/scrap-lists';
import type { Database } from '../../db/client';
import { items } from '../../db/schema/receiving';
import { scrapListItems } from '../../db/schema/scrap';
import { type LockedItem, lockItems } from '../../ledger/lock-items';
import { aliasesOf } from '../../ledger/unit-codes';
import type { Actor } from '../../lib/audit';
import { AppError } from '../../lib/errors';

/** Units that may be written off: in the warehouse and promised to no order. */
const SCRAPPABLE: readonly ItemStatus[] = ['received', 'available', 'qc', 'repair', 'clean'];

export interface Refused {
  code: string;
  refusal: ScrapUnitRefusal;
  detail?: string;
}

/**
 * The items named by WMS number, old label (ledger/unit-codes) or serial (as typed or scanned, any case). A serial names the unit in
 * stock: a shipped or scrapped unit with the same serial is history, not a candidate.
 */
export async function idsOf(tx: Database, companyId: string, codes: readonly string[]): Promise<{ found: Map<string, string>; refused: Refused[] }> {
  const keys = [...new Set(codes.map((code) => code.toLowerCase()))];
  const rows = await tx
    .select({ id: items.id, wms: sql<string>`lower(${items.wmsNumber})`, serial: sql<string | null>`lower(${items.serial})` })
    .from(items)
    .where(
      and(
        eq(items.companyId, companyId),
        or(inArray(sql`lower(${items.wmsNumber})`, keys), and(inArray(sql`lower(${items.serial})`, keys), notInArray(items.status, ['shipped', 'scrapped']))),
      ),
    );
  const aliases = await aliasesOf(tx, companyId, keys);
  const found = new Map<string, string>();
  const refused: Refused[] = [];
  for (const key of keys) {
    const byWms = rows.find((row) => row.wms === key);
    const bySerial = rows.filter((row) => row.serial === key);
    const id = byWms?.id ?? aliases.get(key)?.itemId ?? (bySerial.length === 1 ? bySerial[0]!.id : undefined);
    if (id) found.set(key, id);
    else refused.push({ code: codes.find((code) => code.toLowerCase() === key)!, refusal: bySerial.length > 1 ? 'ambiguous' : 'unknown' });
  }
  return { found, refused };
}

function refusalOf(unit: LockedItem, listNumber: string): Refused | null {
  if (unit.heldBy !== null && unit.heldBy !== listNumber) return { code: unit.wmsNumber, refusal: 'held', detail: unit.heldBy };
  if (!SCRAPPABLE.includes(unit.status)) return { code: unit.wmsNumber, refusal: 'not-scrappable', detail: unit.status };
  return null;
}

function refuse(refused: readonly Refused[]): never {
  const first = refused[0]!;
  const why = first.refusal === 'held' ? `is on scrap list ${first.detail}` : first.refusal === 'not-scrappable' ? `is ${first.detail}` : 'is not a unit here';
  throw new AppError(409, `${first.code} ${why}${refused.length > 1 ? `, and ${refused.length - 1} more cannot be added` : ''}. Nothing was added.`, { reason: 'units-refused', units: refused });
}

/**
 * Puts the units on the list and holds them: all or none. Each unit is locked (in id order) and checked
 * after the lock, so of two lists taking one unit at once the second sees the first's hold and refuses.
 */
export async function holdUnits(tx: Database, actor: Actor, list: { id: string; number: string }, codes: readonly string[]): Promise<number> {
  if (codes.length === 0) return 0;
  const { found, refused } = await idsOf(tx, actor.companyId, codes);
  const units = found.size > 0 ? await lockItems(tx, actor.companyId, { ids: [...new Set(found.values())] }) : [];
  const problems = [...refused, ...units.map((unit) => refusalOf(unit, list.number)).filter((r): r is Refused => r !== null)];
  if (problems.length > 0) refuse(problems);
  const fresh = units.filter((unit) => unit.heldBy === null);
  const [{ held } = { held: 0 }] = await tx
    .select({ held: sql<number>`cast(count(*) as integer)` })
    .from(scrapListItems)
    .where(and(eq(scrapListItems.listId, list.id), isNull(scrapListItems.releasedAt)));
  if (held + fresh.length > SCRAP_LIST_MAX_UNITS) throw new AppError(409, `A scrap list holds at most ${SCRAP_LIST_MAX_UNITS} units.`, { reason: 'list-full', max: SCRAP_LIST_MAX_UNITS });
  if (fresh.length > 0) await tx.insert(scrapListItems).values(fresh.map((unit) => ({ listId: list.id, itemId: unit.id, addedBy: actor.userId, addedAt: actor.at })));
  return fresh.length;
}

/** Takes units off a draft by WMS number or serial: they are free again at once. */
export async function releaseUnits(tx: Database, actor: Actor, listId: string, codes: readonly string[]): Promise<number> {
  const keys = [...new Set(codes.map((code) => code.toLowerCase()))];
  const named = tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.companyId, actor.companyId), or(inArray(sql`lower(${items.wmsNumber})`, keys), inArray(sql`lower(${items.serial})`, keys))));
  const rows = await tx
    .update(scrapListItems)
    .set({ releasedAt: actor.at, removedAt: actor.at })
    .where(and(eq(scrapListItems.listId, listId), isNull(scrapListItems.releasedAt), inArray(scrapListItems.itemId, named)))
    .returning({ id: scrapListItems.id });
  return rows.length;
}

/** Every unit the list holds, locked in id order (destroy, ship). */
export async function heldUnits(tx: Database, actor: Actor, listId: string): Promise<LockedItem[]> {
  const lines = await tx.select({ itemId: scrapListItems.itemId }).from(scrapListItems).where(and(eq(scrapListItems.listId, listId), isNull(scrapListItems.releasedAt)));
  return lines.length === 0 ? [] : lockItems(tx, actor.companyId, { ids: lines.map((line) => line.itemId) });
}

/** The list lets go of every unit it holds (cancel, and after destroy or ship). */
export async function releaseAll(tx: Database, at: Date, listId: string): Promise<number> {
  const rows = await tx.update(scrapListItems).set({ releasedAt: at }).where(and(eq(scrapListItems.listId, listId), isNull(scrapListItems.releasedAt))).returning({ id: scrapListItems.id });
  return rows.length;
}
