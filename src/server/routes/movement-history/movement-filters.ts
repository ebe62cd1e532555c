import { type AnyColumn, type SQL, and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { MovementHistoryQuery } from '../../../domain/ledger/movement-history';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { countingCycles } from '../../db/schema/counting';
import { deletedItems } from '../../db/schema/inventory';
import { bins, containers, movements, skus, zones } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { unitCodeWhere } from '../../ledger/unit-codes';

/**
 * The history's filters as SQL over `movements`. Codes (WMS number, SKU, bin…) are looked up first, so
 * the page query compares ids and each filter can use its (id, at, id) index in the ledger's order.
 * Place filters (bin, zone, container, lot) hold on a side: a movement matches when its from side or its
 * to side is in that place; the page query reads the two sides apart (see movement-history-rows).
 */
export interface HistoryFilter {
  where: SQL;
  /** The place filters on the from and the to side; null when none is asked. */
  sides: { from: SQL; to: SQL } | null;
}

const same = (column: SQL | typeof items.wmsNumber, text: string) => sql`lower(${column}) = lower(${text})`;

async function ids(rows: Promise<{ id: string }[]>): Promise<string[]> {
  return (await rows).map((row) => row.id);
}

/** Units by WMS number, serial or old label (ledger/unit-codes), standing or deleted (their tombstones keep number and serial). */
async function itemIds(db: Database, companyId: string, code: string): Promise<string[]> {
  const [standing, deleted] = await Promise.all([
    ids(db.select({ id: items.id }).from(items).where(and(eq(items.companyId, companyId), await unitCodeWhere(db, companyId, code)))),
    ids(db.select({ id: deletedItems.id }).from(deletedItems).where(and(eq(deletedItems.companyId, companyId), or(same(sql`${deletedItems.wmsNumber}`, code), same(sql`${deletedItems.serial}`, code))))),
  ]);
  return [...standing, ...deleted];
}

/** Counting movements name their cycle by id; users know its number. */
async function referenceIds(db: Database, companyId: string, reference: string): Promise<string[]> {
  const cycles = await ids(db.select({ id: countingCycles.id }).from(countingCycles).where(and(eq(countingCycles.companyId, companyId), same(sql`${countingCycles.number}`, reference))));
  return [reference, ...cycles];
}

const byCode = (db: Database, table: typeof bins | typeof zones | typeof containers | typeof skus, companyId: string, code: string) =>
  ids(db.select({ id: table.id }).from(table).where(and(eq(table.companyId, companyId), same(sql`${table.code}`, code))));

/** One id compares with `=` (an ordered index scan); several (one SKU code in two clients) with `in`. */
const oneOf = (column: AnyColumn, values: string[]) => (values.length === 1 ? eq(column, values[0]!) : inArray(column, values));

interface Lookups {
  item?: string[];
  user?: string[];
  sku?: string[];
  bin?: string[];
  zone?: string[];
  container?: string[];
  reference?: string[];
}

async function lookups(db: Database, companyId: string, query: MovementHistoryQuery): Promise<Lookups> {
  const found: Lookups = {};
  const asks: Promise<void>[] = [];
  const ask = (key: keyof Lookups, code: string | undefined, look: (code: string) => Promise<string[]>) => {
    if (code) asks.push(look(code).then((values) => void (found[key] = values)));
  };
  ask('item', query.item, (code) => itemIds(db, companyId, code));
  ask('user', query.user, (code) => ids(db.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), same(sql`${users.username}`, code)))));
  ask('sku', query.sku, (code) => byCode(db, skus, companyId, code));
  ask('bin', query.bin, (code) => byCode(db, bins, companyId, code));
  ask('zone', query.zone, (code) => byCode(db, zones, companyId, code));
  ask('container', query.container, (code) => byCode(db, containers, companyId, code));
  ask('reference', query.reference, (code) => referenceIds(db, companyId, code));
  await Promise.all(asks);
  return found;
}

function side(which: 'from' | 'to', query: MovementHistoryQuery, found: Lookups): SQL | undefined {
  const bin = which === 'from' ? movements.fromBinId : movements.toBinId;
  const container = which === 'from' ? movements.fromContainerId : movements.toContainerId;
  const lot = which === 'from' ? movements.fromLotNumber : movements.toLotNumber;
  return and(
    found.bin ? oneOf(bin, found.bin) : undefined,
    found.zone ? inArray(bin, sql`(select ${bins.id} from ${bins} where ${inArray(bins.zoneId, found.zone)})`) : undefined,
    found.container ? oneOf(container, found.container) : undefined,
    query.lot ? eq(lot, query.lot) : undefined,
  );
}

/** The filter of a query; null when a code names nothing, so no movement can match. */
export async function historyFilter(db: Database, companyId: string, query: MovementHistoryQuery): Promise<HistoryFilter | null> {
  const found = await lookups(db, companyId, query);
  if (Object.values(found).some((values) => values.length === 0)) return null;
  const where = and(
    eq(movements.companyId, companyId),
    query.type ? eq(movements.type, query.type) : undefined,
    query.from ? gte(movements.at, new Date(query.from)) : undefined,
    query.to ? lt(movements.at, new Date(query.to)) : undefined,
    found.item ? oneOf(movements.itemId, found.item) : undefined,
    found.user ? oneOf(movements.userId, found.user) : undefined,
    found.sku ? oneOf(movements.skuId, found.sku) : undefined,
    query.device ? sql`lower(${movements.device}) = lower(${query.device})` : undefined,
    query.referenceType ? eq(movements.referenceType, query.referenceType) : undefined,
    found.reference ? inArray(movements.referenceId, found.reference) : undefined,
  )!;
  const from = side('from', query, found);
  const to = side('to', query, found);
  return { where, sides: from && to ? { from, to } : null };
}
