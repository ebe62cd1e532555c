// The inventory bench's data: `npm run bench:data -- --items 1000000 --movements 5000000` fills the
// database of DATABASE_URL (else the PGlite of --dir, default .bench/pglite) with the demo company, a
// bench zone set of bins, SKUs over the demo clients, and `items` units whose `movements` span two
// years, then the warehouse's activity on them (activity-data.ts). Everything is INSERT … SELECT
// generate_series on the server, a slice of units per statement; nothing is built row by row in
// JavaScript. Consistent with the ledger invariant (ADR 0017): each unit is received into a bin,
// goods-received there, put away and transferred from bin to bin, and stands available, quantity 1,
// where its last movement took it, until the activity takes it further.
import { parseArgs } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../src/server/db/client';
import { hasDemoCompany, seedDemo } from '../../src/server/db/seed';
import { rebuildSummaries } from '../../src/server/ledger/summary-writes';
import { generateActivity, hasActivity } from './activity-data';

export interface InventorySizes {
  items: number;
  movements: number;
}

const BENCH_ZONES = 10;
const BINS_PER_ZONE = 500;
const BENCH_SKUS = 2000;
/** Units per statement: a slice keeps one statement's work (and PGlite's memory) bounded. */
const SLICE = 100_000;
/** Every tenth SKU is lotted; its units take a new lot every this many bench units (about ten units a lot, 10,000 lots). */
const LOTTED_EVERY = 10;
const UNITS_PER_LOT_SPAN = 20_000;
/** Bench rows are told apart by these prefixes (and the generator refuses to run twice on one database). */
export const BENCH_SKU_PREFIX = 'BENCH-SKU-';
export const BENCH_BIN_PREFIX = 'BZ';
const BENCH_LOT_PREFIX = 'BL-';

const rows = async <T>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Whether the database holds bench data already, and how much. */
export async function benchDataSize(db: Database): Promise<InventorySizes | null> {
  const [found] = await rows<{ items: number }>(db, sql`select cast(count(*) as integer) as items from items where wms_number like 'BW%'`);
  if (!found || found.items === 0) return null;
  const [moves] = await rows<{ n: number }>(db, sql`select cast(count(*) as integer) as n from movements where device like 'BENCH-%'`);
  return { items: found.items, movements: moves?.n ?? 0 };
}

async function masterData(db: Database, companyId: string): Promise<void> {
  await db.execute(sql`insert into zones (company_id, code, name) select ${companyId}, ${BENCH_BIN_PREFIX} || lpad(z::text, 2, '0'), 'Bench zone ' || z from generate_series(1, ${BENCH_ZONES}) z`);
  await db.execute(sql`
    insert into bins (company_id, zone_id, code, pick_sequence)
    select ${companyId}, zones.id, zones.code || '-' || lpad(b::text, 4, '0'), b
    from zones cross join generate_series(1, ${BINS_PER_ZONE}) b
    where zones.company_id = ${companyId} and zones.code like ${`${BENCH_BIN_PREFIX}%`}`);
  await db.execute(sql`
    insert into skus (company_id, client_id, code, description, serialised)
    select ${companyId}, c.id, ${BENCH_SKU_PREFIX} || lpad(s::text, 5, '0'), 'Bench handset ' || s, true
    from generate_series(1, ${BENCH_SKUS}) s
    join (select id, row_number() over (order by code) - 1 as n, count(*) over () as total from clients where company_id = ${companyId}) c on c.n = s % c.total`);
  // Numbered lookups, so a unit's SKU, bins and user are arithmetic on its number.
  await db.execute(sql`create table if not exists bench_bins as select row_number() over (order by code) - 1 as n, id from bins where company_id = ${companyId} and code like ${`${BENCH_BIN_PREFIX}%`}`);
  await db.execute(sql`create table if not exists bench_skus as select row_number() over (order by code) - 1 as n, id, client_id from skus where company_id = ${companyId} and code like ${`${BENCH_SKU_PREFIX}%`}`);
  await db.execute(sql`create table if not exists bench_users as select row_number() over (order by username) - 1 as n, id from users where company_id = ${companyId} and client_id is null`);
}

/**
 * One slice of units [first, last]: the items and all their movements. Unit n has `2 + t` movements
 * (receive, goods receipt, then t moves: a put-away and transfers); its k-th bin is a hash of (n, k).
 */
async function slice(db: Database, companyId: string, first: number, last: number, sizes: InventorySizes): Promise<void> {
  const transfers = Math.floor((sizes.movements - 2 * sizes.items) / sizes.items);
  const extra = (sizes.movements - 2 * sizes.items) % sizes.items;
  const nBins = BENCH_ZONES * BINS_PER_ZONE;
  // Units spread over two years up to 11 days ago; each later movement 1 to 48 hours after the one before.
  const units = sql`
    select n, md5('bench-item-' || n)::uuid as item_id,
      now() - interval '2 years' + (n::float8 / ${sizes.items}) * (interval '2 years' - interval '11 days') as received_at,
      ${transfers} + case when n < ${extra} then 1 else 0 end as t,
      1 + (n % 48) as gap_hours,
      case when n % ${BENCH_SKUS} % ${LOTTED_EVERY} = 0 then ${BENCH_LOT_PREFIX} || lpad((n % ${BENCH_SKUS})::text, 5, '0') || '-' || lpad((n / ${UNITS_PER_LOT_SPAN})::text, 3, '0') end as lot,
      (now() - interval '2 years')::date + (n / ${UNITS_PER_LOT_SPAN}) * 14 + 540 as expiry
    from generate_series(${first}::int, ${last}::int) n`;
  const binAt = (k: SQL) => sql`((u.n::bigint * 7919 + ${k} * 104729) % ${nBins})`;
  await db.execute(sql`
    insert into items (id, company_id, wms_number, client_id, sku_id, serial, quantity, bin_id, status, device, created_at, updated_at, receipt_at, lot_number, expiry)
    select u.item_id, ${companyId}, 'BW' || lpad(u.n::text, 9, '0'), s.client_id, s.id, 'BS' || u.n, 1, b.id, 'available', 'BENCH-' || (u.n % 20),
      u.received_at, u.received_at + (u.t + 1) * u.gap_hours * interval '1 hour', u.received_at + u.gap_hours * interval '1 hour',
      u.lot, case when u.lot is not null then u.expiry end
    from (${units}) u
    join bench_skus s on s.n = u.n % ${BENCH_SKUS}
    join bench_bins b on b.n = ${binAt(sql`u.t`)}`);
  await db.execute(sql`
    insert into movements (company_id, type, item_id, sku_id, quantity, from_bin_id, to_bin_id, from_status, to_status, from_lot_number, to_lot_number,
      reference_type, reference_id, user_id, device, at, sap_status)
    select ${companyId},
      case when k = 0 then 'receive' when k = 1 then 'goods-receipt' when k = 2 then 'putaway' else 'transfer' end,
      u.item_id, s.id, 1,
      case when k = 0 then null when k = 1 then b0.id else bf.id end,
      case when k <= 1 then b0.id else bt.id end,
      case when k = 0 then null when k = 1 then 'received' else 'available' end,
      case when k = 0 then 'received' else 'available' end,
      case when k > 0 then u.lot end, u.lot,
      case when k <= 1 then 'control-number' end,
      case when k <= 1 then 'BENCH-CN-' || lpad((u.n / 50)::text, 7, '0') end,
      us.id, 'BENCH-' || (u.n % 20), u.received_at + k * u.gap_hours * interval '1 hour', 'not-required'
    from (${units}) u
    cross join lateral generate_series(0, u.t + 1) k
    join bench_skus s on s.n = u.n % ${BENCH_SKUS}
    join bench_users us on us.n = (u.n + k) % (select count(*) from bench_users)
    join bench_bins b0 on b0.n = ${binAt(sql`0`)}
    left join bench_bins bf on bf.n = ${binAt(sql`(k - 2)`)}
    left join bench_bins bt on bt.n = ${binAt(sql`(k - 1)`)}`);
}

/**
 * Secondary indexes of a table, dropped while it is filled and built again after: building an index
 * once over sorted data is many times faster than keeping it up to date through millions of inserts.
 */
async function withoutIndexes(db: Database, tables: string[], fill: () => Promise<void>): Promise<void> {
  const found = await rows<{ name: string; definition: string }>(db, sql`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.tablename in (${sql.join(tables.map((t) => sql`${t}`), sql`, `)}) and i.schemaname = current_schema()
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  for (const index of found) await db.execute(sql.raw(`drop index "${index.name}"`));
  try {
    await fill();
  } finally {
    for (const index of found) await db.execute(sql.raw(index.definition));
  }
}

async function companyOf(db: Database): Promise<string> {
  const [org] = await rows<{ id: string }>(db, sql`select id from company order by name limit 1`);
  if (!org) throw new Error('No company after seeding');
  return org.id;
}

// The bench rows go around the ledger module: its summaries are computed once, as the migration's backfill does.
async function summarise(db: Database, companyId: string, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  await rebuildSummaries(db, companyId);
  await db.execute(sql`analyze on_hand_summary`);
  await db.execute(sql`analyze movement_summary`);
  log(`summaries built in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** The bench's inventory and its activity on a database that holds neither. */
export async function generateInventory(db: Database, sizes: InventorySizes, log: (line: string) => void = console.info): Promise<void> {
  if (sizes.movements < 2 * sizes.items) throw new Error('Every unit has at least two movements (receive and goods receipt): ask for more movements.');
  if (!(await hasDemoCompany(db))) await seedDemo(db);
  const companyId = await companyOf(db);
  const existing = await benchDataSize(db);
  if (existing) throw new Error(`This database holds bench data already (${existing.items} units, ${existing.movements} movements): use a fresh one.`);
  const started = Date.now();
  await masterData(db, companyId);
  await withoutIndexes(db, ['items', 'movements'], async () => {
    for (let first = 0; first < sizes.items; first += SLICE) {
      const last = Math.min(sizes.items, first + SLICE) - 1;
      await db.transaction(async (tx) => {
        // The generated rows point at rows made above: checking each foreign key a million times over
        // would cost more than the writing (bench data only; the app never does this).
        await tx.execute(sql`set local session_replication_role = replica`);
        await slice(tx, companyId, first, last, sizes);
      });
      log(`units ${first + 1}–${last + 1} of ${sizes.items} written (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    log('building the indexes again…');
  });
  await db.execute(sql`analyze items`);
  await db.execute(sql`analyze movements`);
  await generateActivity(db, companyId, log);
  await summarise(db, companyId, log);
  log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * The activity added to a bench database made before the generator wrote it (inventory only), so the
 * next bench run has it without generating the units again. Answers whether it had to.
 */
export async function addMissingActivity(db: Database, log: (line: string) => void = console.info): Promise<boolean> {
  if (!(await benchDataSize(db)) || (await hasActivity(db))) return false;
  const companyId = await companyOf(db);
  await generateActivity(db, companyId, log);
  await summarise(db, companyId, log);
  return true;
}

async function main() {
  const { values } = parseArgs({ options: { items: { type: 'string', default: '1000000' }, movements: { type: 'string', default: '5000000' }, dir: { type: 'string', default: '.bench/pglite' } } });
  const sizes = { items: Number(values.items), movements: Number(values.movements) };
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: values.dir });
  try {
    await handle.migrate();
    if (await benchDataSize(handle.db)) {
      console.info(`Adding the activity to the bench data on ${handle.driver}…`);
      if (!(await addMissingActivity(handle.db))) throw new Error('This database holds the bench data and its activity already: use a fresh one.');
      return;
    }
    console.info(`Generating ${sizes.items} units and ${sizes.movements} movements on ${handle.driver}…`);
    await generateInventory(handle.db, sizes);
  } finally {
    await handle.close();
  }
}

if (process.argv[1]?.endsWith('inventory-data.ts')) await main();
