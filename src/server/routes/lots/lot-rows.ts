import { type SQL, and, asc, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { addDays } from '../../../domain/time/date-range';
import { LOT_DETAIL_MAX, type Lot, type LotListQuery, type LotMovement, type LotUnit } from '../../../domain/inventory/lots';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { lots } from '../../db/schema/lots';
import { bins, clients, containers, movements, skus } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { placesOf, selectMovements } from '../../ledger/movement-reader';
import { orderFor, pageOf, searchAny, totalOver } from '../../lib/list';

/** Units that left the warehouse or were lost are not on hand. */
const GONE = ['shipped', 'scrapped', 'missing'] as const;

// Correlated: PostgreSQL sums the page's rows only, after the sort and limit (unless sorted by it).
const onHand = sql<number>`cast(coalesce((select sum(${items.quantity}) from ${items}
  where ${items.lotId} = "lots"."id" and ${items.inventory} and ${items.status} not in (${sql.join(GONE.map((s) => sql`${s}`), sql`, `)})), 0) as integer)`;

const columns = {
  id: lots.id,
  number: lots.number,
  sku: { id: skus.id, code: skus.code, description: skus.description },
  client: { id: clients.id, code: clients.code, name: clients.name },
  expiry: lots.expiry,
  producedOn: lots.producedOn,
  notes: lots.notes,
  onHand,
  createdBy: users.username,
  createdAt: lots.createdAt,
  updatedAt: lots.updatedAt,
};

function joined(db: Database) {
  return db
    .select({ ...columns, total: totalOver })
    .from(lots)
    .innerJoin(skus, eq(skus.id, lots.skuId))
    .innerJoin(clients, eq(clients.id, lots.clientId))
    .leftJoin(users, eq(users.id, lots.createdBy));
}

type Row = Awaited<ReturnType<typeof joined>>[number];

const DAY_MS = 86_400_000;

/** A row as the API answers it; `today` is the caller's calendar day, from which days to expiry count. */
function toLot({ total: _total, ...row }: Row, today: string): Lot {
  return {
    ...row,
    daysToExpiry: row.expiry ? Math.round((Date.parse(row.expiry) - Date.parse(today)) / DAY_MS) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function expiryFilter(state: LotListQuery['expiry'], today: string): SQL | undefined {
  if (!state) return undefined;
  if (state === 'expired') return lt(lots.expiry, today);
  const days = Number(state.slice('within-'.length));
  return and(gte(lots.expiry, today), lte(lots.expiry, addDays(today, days)));
}

function listFilter(companyId: string, query: LotListQuery, today: string): SQL | undefined {
  return and(
    eq(lots.companyId, companyId),
    searchAny(query.q, [lots.number, skus.code, clients.code]),
    query.client ? eq(lots.clientId, query.client) : undefined,
    query.sku ? eq(lots.skuId, query.sku) : undefined,
    expiryFilter(query.expiry, today),
  );
}

const order = (query: LotListQuery) =>
  orderFor(
    query,
    { number: sql`lower(${lots.number})`, sku: sql`lower(${skus.code})`, client: sql`lower(${clients.code})`, expiry: lots.expiry, onHand, createdAt: lots.createdAt },
    { sort: 'createdAt', dir: 'desc' },
    lots.id,
  );

export async function listLots(db: Database, companyId: string, query: LotListQuery, today: string): Promise<{ items: Lot[]; total: number }> {
  const where = listFilter(companyId, query, today);
  const rows = await joined(db).where(where).orderBy(...order(query)).limit(pageOf(query).limit).offset(pageOf(query).offset);
  // An empty page past the end still needs the total, which only a row could carry.
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [row] = await db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(lots)
      .innerJoin(skus, eq(skus.id, lots.skuId))
      .innerJoin(clients, eq(clients.id, lots.clientId))
      .where(where);
    total = row?.n ?? 0;
  }
  return { items: rows.map((row) => toLot(row, today)), total };
}

export async function exportLots(db: Database, companyId: string, query: LotListQuery, today: string, max: number): Promise<Lot[]> {
  return (await joined(db).where(listFilter(companyId, query, today)).orderBy(...order(query)).limit(max)).map((row) => toLot(row, today));
}

/** One lot by id, or every lot of a number (in any case), narrowed to one SKU when asked. */
export async function findLots(db: Database, companyId: string, by: { id: string } | { number: string; skuId?: string | undefined }, today: string): Promise<Lot[]> {
  const where =
    'id' in by
      ? eq(lots.id, by.id)
      : and(sql`lower(${lots.number}) = lower(${by.number})`, by.skuId ? eq(lots.skuId, by.skuId) : undefined);
  const rows = await joined(db)
    .where(and(eq(lots.companyId, companyId), where))
    .orderBy(asc(sql`lower(${skus.code})`), asc(sql`lower(${clients.code})`))
    .limit(100);
  return rows.map((row) => toLot(row, today));
}

/** The lot's units, and the movements of its units or of its number (non-serial stock moved by SKU and lot), newest first. */
export async function unitsAndMovements(db: Database, lot: Lot): Promise<{ units: LotUnit[]; movements: LotMovement[] }> {
  const units = await db
    .select({ id: items.id, wmsNumber: items.wmsNumber, serial: items.serial, quantity: items.quantity, status: items.status, bin: bins.code, container: containers.code })
    .from(items)
    .leftJoin(bins, eq(bins.id, items.binId))
    .leftJoin(containers, eq(containers.id, items.containerId))
    .where(eq(items.lotId, lot.id))
    .orderBy(desc(items.createdAt), asc(items.id))
    .limit(LOT_DETAIL_MAX);
  const ids = units.map((unit) => unit.id);
  const sameLot = (column: typeof movements.fromLotNumber | typeof movements.toLotNumber) => and(eq(movements.skuId, lot.sku.id), sql`lower(${column}) = lower(${lot.number})`);
  const rows = await selectMovements(db, { wmsNumber: items.wmsNumber })
    .leftJoin(items, eq(items.id, movements.itemId))
    .where(or(ids.length > 0 ? inArray(movements.itemId, ids) : undefined, sameLot(movements.fromLotNumber), sameLot(movements.toLotNumber)))
    .orderBy(desc(movements.at), desc(movements.id))
    .limit(LOT_DETAIL_MAX);
  return {
    units: units.map(({ bin, container, ...unit }) => ({ ...unit, place: { bin, container } })),
    movements: rows.map((row) => ({
      id: row.id,
      type: row.type,
      wmsNumber: row.wmsNumber,
      quantity: row.quantity,
      ...placesOf(row),
      username: row.username,
      at: row.at.toISOString(),
    })),
  };
}


