import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { ON_HAND_STATUSES } from '../../domain/inventory/dashboard';
import type { ItemStatus } from '../../domain/receiving/statuses';
import type { Movement } from '../../domain/ledger/movement';
import type { Database } from '../db/client';
import type { Actor } from './ledger-actor';

/*
 * The on-hand and movement summaries (ADR 0026), kept by the ledger module in the caller's transaction:
 * every writer of items takes the rows it changes out of the summary before the change and puts them
 * back after it; every writer of movements adds them to their quarter hour, what they change of the
 * stock to its day (stock history, ADR 0038), and a goods receipt's unit to the dock-to-stock rows (ADR
 * 0037). The ledger check compares all four with a recomputation from the items and movements
 * (ledger-check.ts).
 */

/** Slots per key: writers on different connections usually add to different rows, so they do not queue. */
const SLOTS = 8;
const slot = sql.raw(`pg_backend_pid() % ${SLOTS}`);
const QUARTER_MS = 15 * 60 * 1000;

/** The on-hand summary's key columns, in the order of its unique constraint (without the slot). */
export const ON_HAND_KEY = sql.raw('company_id, grain, sku_id, client_id, status, inventory, bin_id, lot_number, expiry, received_on');

/** The summary rows of the items `where` (a condition on `items`) selects: one per grain and key, units and items summed. */
export function onHandRowsOf(where: SQL): SQL {
  return onHandRowsFrom(sql`items`, where);
}

/**
 * The summary rows of `source`, a relation named `items` with the columns of ON_HAND_ITEM_COLUMNS (the
 * items table, or item rows a statement read or wrote), as `onHandRowsOf` gives them.
 */
function onHandRowsFrom(source: SQL, where: SQL = sql`true`): SQL {
  return sql`
    select items.company_id, g.grain, g.sku_id, g.client_id, items.status, items.inventory, g.bin_id, g.lot_number, g.expiry, g.received_on,
      cast(sum(items.quantity) as integer) as units, cast(count(*) as integer) as items
    from ${source} cross join lateral (values
      ('sku', items.sku_id, items.client_id, null::uuid, null::text, null::date, null::date),
      ('bin', null, null, items.bin_id, null, null, null),
      ('lot', items.sku_id, items.client_id, null, items.lot_number, items.expiry, null),
      ('receipt', null, null, null, null, null, (items.receipt_at at time zone 'UTC')::date)
    ) as g(grain, sku_id, client_id, bin_id, lot_number, expiry, received_on)
    where (${where}) and (g.grain <> 'lot' or items.lot_number is not null) and (g.grain <> 'receipt' or items.receipt_at is not null)
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`;
}

/** The movement summary's rows recomputed from the movements of one company. */
export function movementRowsOf(companyId: string): SQL {
  return sql`
    select company_id, type, date_bin('15 minutes', at, timestamptz '1970-01-01 00:00:00+00') as quarter,
      cast(sum(quantity) as integer) as quantity, cast(count(*) as integer) as movements
    from movements where company_id = ${companyId}
    group by company_id, type, quarter`;
}

const onHandList = sql.raw(ON_HAND_STATUSES.map((status) => `'${status}'`).join(', '));
const isOnHand = (status: ItemStatus | undefined) => status !== undefined && (ON_HAND_STATUSES as readonly string[]).includes(status);

/** The stock history's key columns, in the order of its unique constraint (without the slot). */
const STOCK_KEY = sql.raw('company_id, grain, day, client_id, sku_id, bin_id, lot_number');

/**
 * Stock changes (`changes`: company_id, day, sku_id, bin_id, lot_number, units) as the stock history's
 * rows: one per grain and key, the client the SKU's.
 */
function stockRowsOf(changes: SQL): SQL {
  return sql`
    select c.company_id, g.grain, c.day, s.client_id, g.sku_id, g.bin_id, g.lot_number, cast(sum(c.units) as integer) as units
    from (${changes}) as c join skus s on s.id = c.sku_id
    cross join lateral (values ('sku', c.sku_id, null::uuid, null::text), ('bin', null, c.bin_id, null), ('lot', c.sku_id, null, c.lot_number)) as g(grain, sku_id, bin_id, lot_number)
    where g.grain <> 'lot' or c.lot_number is not null
    group by 1, 2, 3, 4, 5, 6, 7 having sum(c.units) <> 0`;
}

/**
 * The stock history's rows recomputed from the movements of one company: each movement puts its units
 * on its to side and takes them off its from side (a quantity change only adds, signed, where the units
 * lie), counted where that side's status is an on-hand one, as the ledger check reads the ledger.
 */
export function stockRowsFromMovements(companyId: string): SQL {
  const day = sql`(m.at at time zone co.time_zone)::date`;
  return stockRowsOf(sql`
    select m.company_id, ${day} as day, m.sku_id, m.to_bin_id as bin_id, m.to_lot_number as lot_number, m.quantity as units
      from movements m join company co on co.id = m.company_id where m.company_id = ${companyId} and m.to_status in (${onHandList})
    union all
    select m.company_id, ${day}, m.sku_id, m.from_bin_id, m.from_lot_number, -m.quantity
      from movements m join company co on co.id = m.company_id where m.company_id = ${companyId} and m.from_status in (${onHandList}) and not m.quantity_change`);
}

/**
 * Adds what `list`, written at `actor.at`, changes of the stock to that day of the company's time zone.
 * Moves within one SKU, bin and lot (a status change, allocation) change nothing and write nothing.
 */
async function addStockChanges(tx: Database, actor: Actor, list: readonly Movement[]): Promise<void> {
  const changes = new Map<string, { sku_id: string; bin_id: string | null; lot_number: string | null; units: number }>();
  const add = (skuId: string, binId: string | null, lotNumber: string | null, units: number) => {
    const key = `${skuId} ${binId} ${lotNumber}`;
    const change = changes.get(key) ?? { sku_id: skuId, bin_id: binId, lot_number: lotNumber, units: 0 };
    changes.set(key, { ...change, units: change.units + units });
  };
  for (const m of list) {
    if (m.to && isOnHand(m.to.status)) add(m.skuId, m.to.binId, m.to.lotNumber, m.quantity);
    if (m.from && !m.change && isOnHand(m.from.status)) add(m.skuId, m.from.binId, m.from.lotNumber, -m.quantity);
  }
  const rows = [...changes.values()].filter((change) => change.units !== 0);
  if (rows.length === 0) return;
  // One parameter however many keys: a count's acceptance changes thousands of bins at once.
  await tx.execute(sql`
    insert into stock_daily (company_id, grain, day, client_id, sku_id, bin_id, lot_number, slot, units)
    select ${STOCK_KEY}, ${slot}, units from (${stockRowsOf(sql`
      select co.id as company_id, (${actor.at.toISOString()}::timestamptz at time zone co.time_zone)::date as day, v.sku_id, v.bin_id, v.lot_number, v.units
      from json_to_recordset(${JSON.stringify(rows)}::json) as v(sku_id uuid, bin_id uuid, lot_number text, units integer) cross join company co
      where co.id = ${actor.companyId}`)}) as rows
    order by ${STOCK_KEY}
    on conflict on constraint stock_daily_key
    do update set units = stock_daily.units + excluded.units`);
}

/**
 * Goods receipts (`receipts`: company_id, item_id, sku_id, at, quantity) as dock-to-stock rows: each
 * beside its unit's receive scan, the last one before it (a unit received again after a return has
 * several), or the first after it when a device's clock ran ahead. A unit with no receive scan has no
 * arrival and no row.
 */
function dockRowsOf(receipts: SQL): SQL {
  return sql`
    select g.company_id, g.item_id, s.client_id, r.at as arrived_at, g.at as posted_at, g.quantity
    from (${receipts}) as g join skus s on s.id = g.sku_id
    cross join lateral (
      select m.at from movements m where m.item_id = g.item_id and m.type = 'receive'
      order by m.at > g.at, case when m.at <= g.at then m.at end desc, m.at limit 1
    ) as r`;
}

/** The dock-to-stock rows recomputed from the goods receipts of one company. */
export function dockRowsFromMovements(companyId: string): SQL {
  return dockRowsOf(sql`select company_id, item_id, sku_id, at, quantity from movements where company_id = ${companyId} and type = 'goods-receipt' and item_id is not null`);
}

async function addDockToStock(tx: Database, actor: Actor, list: readonly Movement[]): Promise<void> {
  const receipts = list.filter((m) => m.type === 'goods-receipt' && m.itemId).map((m) => ({ item_id: m.itemId, sku_id: m.skuId, quantity: m.quantity }));
  if (receipts.length === 0) return;
  await tx.execute(sql`
    insert into dock_to_stock (company_id, item_id, client_id, arrived_at, posted_at, quantity)
    ${dockRowsOf(sql`
      select ${actor.companyId}::uuid as company_id, v.item_id, v.sku_id, ${actor.at.toISOString()}::timestamptz as at, v.quantity
      from json_to_recordset(${JSON.stringify(receipts)}::json) as v(item_id uuid, sku_id uuid, quantity integer)`)}`);
}

/**
 * Adds (`sign` 1) or takes out (-1) the items `where` selects as they stand now. In key order, so two
 * transactions touching the same keys lock their rows in the same order and cannot deadlock on them.
 */
export async function shiftOnHand(tx: Database, where: SQL, sign: 1 | -1): Promise<void> {
  await tx.execute(sql`
    insert into on_hand_summary (company_id, grain, sku_id, client_id, status, inventory, bin_id, lot_number, expiry, received_on, slot, units, items)
    select ${ON_HAND_KEY}, ${slot}, ${sign} * units, ${sign} * items from (${onHandRowsOf(where)}) as rows
    order by ${ON_HAND_KEY}
    on conflict on constraint on_hand_summary_key
    do update set units = on_hand_summary.units + excluded.units, items = on_hand_summary.items + excluded.items`);
}

/** The item columns the on-hand summary is keyed and summed by, qualified: what a write on items returns for `writeItemsShifting`. */
export const ON_HAND_ITEM_COLUMNS = sql.raw('items.company_id, items.sku_id, items.client_id, items.status, items.inventory, items.bin_id, items.lot_number, items.expiry, items.receipt_at, items.quantity');

/** Ids as one uuid[] parameter (ids the server made or read, never input: an id holding a comma would be two). */
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** `column in` the ids, read from one array parameter: the planner looks each up by its index, where a list of thousands of parameters made it scan the table. */
export function inIds(column: SQL | SQLWrapper, ids: readonly string[]): SQL {
  return sql`${column} in (select unnest(${uuidArray(ids)}))`;
}

/**
 * Runs `write`, an update or insert of items that answers `returning ${ON_HAND_ITEM_COLUMNS}`, and keeps
 * the on-hand summary in the same statement: the items `ids` names are taken out as they stood before
 * it, the rows it wrote are put in as they stand after it, and only the keys whose sums change are
 * written, in key order (see shiftOnHand). `write` finds the items as `in (select id from ids)`.
 * One statement instead of a read of the items before, the write and a read after: a bulk allocation
 * changes tens of thousands of items.
 */
export async function writeItemsShifting(tx: Database, ids: readonly string[], write: (idsIn: SQL) => SQL): Promise<void> {
  const idsIn = sql`(select id from ids)`;
  await tx.execute(sql`
    with ids as (select unnest(${uuidArray(ids)}) as id),
    old_items as (select ${ON_HAND_ITEM_COLUMNS} from items where items.id in ${idsIn}),
    new_items as (${write(idsIn)}),
    delta as (
      select ${ON_HAND_KEY}, sum(units) as units, sum(items) as items from (
        select ${ON_HAND_KEY}, -units as units, -items as items from (${onHandRowsFrom(sql`old_items as items`)}) as out_rows
        union all
        select ${ON_HAND_KEY}, units, items from (${onHandRowsFrom(sql`new_items as items`)}) as in_rows
      ) as shifted
      group by ${ON_HAND_KEY}
      having sum(units) <> 0 or sum(items) <> 0)
    insert into on_hand_summary (company_id, grain, sku_id, client_id, status, inventory, bin_id, lot_number, expiry, received_on, slot, units, items)
    select ${ON_HAND_KEY}, ${slot}, cast(units as integer), cast(items as integer) from delta
    order by ${ON_HAND_KEY}
    on conflict on constraint on_hand_summary_key
    do update set units = on_hand_summary.units + excluded.units, items = on_hand_summary.items + excluded.items`);
}

/** Adds movements written at `actor.at` to their quarter hour, one row per type. */
export async function addMovements(tx: Database, actor: Actor, list: readonly Movement[]): Promise<void> {
  const byType = new Map<string, { quantity: number; movements: number }>();
  for (const m of list) {
    const sum = byType.get(m.type) ?? { quantity: 0, movements: 0 };
    byType.set(m.type, { quantity: sum.quantity + m.quantity, movements: sum.movements + 1 });
  }
  if (byType.size === 0) return;
  await addStockChanges(tx, actor, list);
  await addDockToStock(tx, actor, list);
  const quarter = new Date(Math.floor(actor.at.getTime() / QUARTER_MS) * QUARTER_MS).toISOString();
  const values = [...byType.entries()].sort(([a], [b]) => a.localeCompare(b))
    .map(([type, sum]) => sql`(${actor.companyId}::uuid, ${type}, ${quarter}::timestamptz, ${slot}, ${sum.quantity}::integer, ${sum.movements}::integer)`);
  await tx.execute(sql`
    insert into movement_summary (company_id, type, quarter, slot, quantity, movements) values ${sql.join(values, sql`, `)}
    on conflict (company_id, type, quarter, slot)
    do update set quantity = movement_summary.quantity + excluded.quantity, movements = movement_summary.movements + excluded.movements`);
}

/**
 * The summaries and the stock history of one company recomputed from its items and movements: after
 * rows were written in bulk around the ledger module (the demo seed, bench data).
 */
export async function rebuildSummaries(tx: Database, companyId: string): Promise<void> {
  await tx.execute(sql`delete from on_hand_summary where company_id = ${companyId}`);
  await tx.execute(sql`
    insert into on_hand_summary (company_id, grain, sku_id, client_id, status, inventory, bin_id, lot_number, expiry, received_on, slot, units, items)
    select ${ON_HAND_KEY}, 0, units, items from (${onHandRowsOf(sql`items.company_id = ${companyId}`)}) as rows`);
  await tx.execute(sql`delete from movement_summary where company_id = ${companyId}`);
  await tx.execute(sql`
    insert into movement_summary (company_id, type, quarter, slot, quantity, movements)
    select company_id, type, quarter, 0, quantity, movements from (${movementRowsOf(companyId)}) as rows`);
  await tx.execute(sql`delete from stock_daily where company_id = ${companyId}`);
  await tx.execute(sql`
    insert into stock_daily (company_id, grain, day, client_id, sku_id, bin_id, lot_number, slot, units)
    select ${STOCK_KEY}, 0, units from (${stockRowsFromMovements(companyId)}) as rows`);
  await tx.execute(sql`delete from dock_to_stock where company_id = ${companyId}`);
  await tx.execute(sql`insert into dock_to_stock (company_id, item_id, client_id, arrived_at, posted_at, quantity) ${dockRowsFromMovements(companyId)}`);
}
