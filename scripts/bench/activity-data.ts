// The warehouse's activity on the inventory bench's units (inventory-data.ts), so that the reports of
// shipping, picking, counting, the job center, scrap and client issues have two years to read: about a
// fifth of the units shipped (orders of 1 to 3 lines, one shipment and carton each, some late), one short
// pick in 200, 100 completed counting cycles, QC results (nine in ten pass; a fail goes to repair) and
// repairs, scrap lists of about 8 units destroyed or shipped to a recycler, and client issues. Which unit
// does what is arithmetic on a hash of its number; every flow is INSERT … SELECT over a slice of units, as
// the inventory is. Its documents are numbered BENCH-… (its staff bench.worker…), and it refuses to run
// twice on one database. Each unit's chain continues after its last movement and the items row ends
// where its movements take it (ADR 0017); a unit that goes to QC or repair comes back, so only its
// movements say it went.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { jobFlows, stageScrap } from './activity-jobs';
import { outboundFlows } from './activity-outbound';

const CYCLES = 100;
const WORKERS = 30;
const TOTES = 60;
const SLICE = 100_000;
/** Each slice's working tables, made again by the next slice and dropped after the last. */
const STAGING = ['bench_slice', 'bench_scrap', 'bench_out', 'bench_short', 'bench_counted', 'bench_jobs', 'bench_closed'];

const rows = async <T>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Whether the bench's activity was generated on this database (its counting cycles are written first). */
export async function hasActivity(db: Database): Promise<boolean> {
  const [found] = await rows<{ n: number }>(db, sql`select cast(count(*) as integer) as n from counting_cycles where number like 'BENCH-CC-%'`);
  return (found?.n ?? 0) > 0;
}

/**
 * The rows the flows point at: warehouse staff enough for a few dozen pickers and packers (no password:
 * nobody signs in as them), totes, a carton type, QC and repair codes when the company has none, and the
 * counting cycles, one a week over the two years, each counting one bench zone.
 */
async function parentRows(db: Database, companyId: string): Promise<void> {
  await db.execute(sql`
    insert into users (company_id, username, firstname, lastname)
    select ${companyId}, 'bench.worker' || lpad(k::text, 2, '0'), 'Bench', 'Worker ' || k from generate_series(1, ${WORKERS}) k`);
  await db.execute(sql`create table bench_workers as select row_number() over (order by username) - 1 as n, id from users where company_id = ${companyId} and username like 'bench.worker%'`);
  await db.execute(sql`
    insert into containers (company_id, code, type) select ${companyId}, 'BENCH-TOTE-' || lpad(k::text, 3, '0'), 'tote' from generate_series(1, ${TOTES}) k`);
  await db.execute(sql`create table bench_totes as select row_number() over (order by code) - 1 as n, id from containers where company_id = ${companyId} and code like 'BENCH-TOTE-%'`);
  await db.execute(sql`insert into carton_types (company_id, name, length_mm, width_mm, height_mm, tare_g, max_weight_g) values (${companyId}, 'Bench carton', 400, 300, 200, 250, 20000)`);
  for (const [catalogue, code, names] of [
    ['error-code', 'E', ['Cracked screen', 'Does not power on', 'Battery swollen', 'Water damage', 'Missing accessory']],
    ['repair-code', 'R', ['Screen replaced', 'Battery replaced', 'Board reflowed', 'Housing replaced']],
  ] as const) {
    await db.execute(sql`
      insert into catalogue_entries (company_id, catalogue, code, name)
      select ${companyId}, ${catalogue}, 'BENCH-' || ${code} || k, (${sql.raw(`array[${names.map((n) => `'${n}'`).join(', ')}]`)})[k]
      from generate_series(1, ${names.length}) k
      where not exists (select 1 from catalogue_entries where company_id = ${companyId} and catalogue = ${catalogue})`);
  }
  await db.execute(sql`create table bench_codes as select catalogue, row_number() over (partition by catalogue order by code) - 1 as n, count(*) over (partition by catalogue) as total, id from catalogue_entries where company_id = ${companyId} and catalogue in ('error-code', 'repair-code', 'carrier')`);
  await db.execute(sql`
    insert into counting_cycles (company_id, number, name, mode, status, scope, created_by, created_at, updated_at, started_by, started_at, completed_by, completed_at)
    select ${companyId}, 'BENCH-CC-' || lpad(k::text, 4, '0'), 'Bench count ' || z.code, 'serial', 'completed',
      jsonb_build_object('zoneIds', jsonb_build_array(z.id), 'binIds', '[]'::jsonb, 'skuIds', '[]'::jsonb, 'clientIds', '[]'::jsonb),
      u.id, t.done - interval '2 days', t.done, u.id, t.done - interval '6 hours', u.id, t.done
    from generate_series(0, ${CYCLES - 1}) k
    cross join lateral (select now() - interval '2 years' + (k + 1) * ((interval '2 years' - interval '5 days') / ${CYCLES}) as done) t
    join (
      select z.id, z.code, row_number() over (order by z.code) - 1 as n, count(*) over () as total
      from zones z where z.id in (select b.zone_id from bins b join bench_bins bb on bb.id = b.id)
    ) z on z.n = k % z.total
    join bench_users u on u.n = k % (select count(*) from bench_users)`);
}

/**
 * The units of one slice that still stand available where the inventory left them, with their last
 * movement at least five days back: every chain below ends within them, so none reaches into the future.
 * `r` is a hash of the unit's number: a unit's SKU is its number modulo the SKUs, so roles picked by the
 * number itself would fall on a few SKUs alone.
 */
async function sliceUnits(db: Database, first: number, last: number): Promise<void> {
  await db.execute(sql`drop table if exists bench_slice`);
  await db.execute(sql`
    create table bench_slice as
    select n, ('x' || left(md5('bench-role-' || n), 8))::bit(32)::bigint as r, i.id as item_id, i.sku_id, i.client_id, i.bin_id, b.zone_id, i.wms_number, i.updated_at as last_at
    from generate_series(${first}::int, ${last}::int) n
    join items i on i.id = md5('bench-item-' || n)::uuid
    join bins b on b.id = i.bin_id
    where i.status = 'available' and i.container_id is null and i.updated_at < now() - interval '5 days'`);
}

/** Issues clients reported about one unit in 400, most resolved within a week, some still being worked on. */
async function clientIssues(db: Database, companyId: string): Promise<void> {
  await db.execute(sql`
    with issue as (
      select u.n, u.client_id, u.wms_number, u.last_at + ((u.r / 400) % 96) * interval '1 hour' as created_at,
        (u.r / 400) % 10 as kind, (array['Unit not found on the portal', 'Wrong unit shipped', 'Damage on arrival', 'Serial does not match', 'Stock figure looks wrong'])[1 + (u.r / 400) % 5] as subject
      from bench_slice u where u.r % 400 = 9
    ), dated as (
      select issue.*, case when kind < 8 then created_at + (2 + (n * 13) % 160) * interval '1 hour' end as solved_at from issue
    )
    insert into client_issues (company_id, client_id, number, status, subject, description, concern_kind, concern_ref, assignee_id, created_at, resolved_at, updated_at)
    select ${companyId}, d.client_id, 'BENCH-ISS-' || lpad(d.n::text, 9, '0'),
      case when d.solved_at < now() then 'resolved' when d.kind = 9 then 'open' else 'in_progress' end,
      d.subject, d.subject || ': please look into ' || d.wms_number || '.', 'wms-number', d.wms_number,
      case when d.kind <> 9 then w.id end, d.created_at, case when d.solved_at < now() then d.solved_at end, coalesce(least(d.solved_at, now()), d.created_at)
    from dated d join bench_users w on w.n = d.n % (select count(*) from bench_users)`);
}

/** The figures a completed cycle keeps (CountingSummary), from the discrepancies it found and the units its zone held. */
async function cycleSummaries(db: Database, companyId: string): Promise<void> {
  await db.execute(sql`
    with cycle as (
      select c.id, c.completed_at, cast(c.scope->'zoneIds'->>0 as uuid) as zone_id,
        (select count(*) from counting_discrepancies d where d.cycle_id = c.id) as discrepancies,
        (select count(distinct coalesce(d.expected_bin_id, d.counted_bin_id)) from counting_discrepancies d where d.cycle_id = c.id) as bins_off
      from counting_cycles c where c.company_id = ${companyId} and c.number like 'BENCH-CC-%'
    ), held as (
      select c.id, cast(count(*) as integer) as expected
      from cycle c join bins b on b.zone_id = c.zone_id join items i on i.bin_id = b.id and i.created_at < c.completed_at
      group by c.id
    ), sized as (
      select cycle.*, (select count(*) from bins where zone_id = cycle.zone_id) as bins, coalesce(held.expected, 0) as expected
      from cycle left join held on held.id = cycle.id
    )
    update counting_cycles c set summary = jsonb_build_object(
      'bins', s.bins, 'binsCounted', s.bins, 'binsRightFirstTime', s.bins - s.bins_off, 'unitsExpected', s.expected,
      'unitsRightFirstTime', greatest(s.expected - s.discrepancies, 0), 'discrepancies', s.discrepancies,
      'binAccuracy', round(100.0 * (s.bins - s.bins_off) / nullif(s.bins, 0), 1),
      'unitAccuracy', round(100.0 * greatest(s.expected - s.discrepancies, 0) / nullif(s.expected, 0), 1))
    from sized s where s.id = c.id`);
}

/**
 * Writes the activity of every bench unit. The caller rebuilds the summaries afterwards: these rows go
 * around the ledger module, as the inventory's do.
 */
export async function generateActivity(db: Database, companyId: string, log: (line: string) => void = console.info): Promise<void> {
  if (await hasActivity(db)) throw new Error('This database holds the bench activity already: use a fresh one.');
  const [found] = await rows<{ units: number; zone: string }>(db, sql`
    select cast(count(*) as integer) as units, (select time_zone from company where id = ${companyId}) as zone from items where company_id = ${companyId} and wms_number like 'BW%'`);
  if (!found?.units) throw new Error('The activity continues the bench inventory: generate it first.');
  const started = Date.now();
  await parentRows(db, companyId);
  for (let first = 0; first < found.units; first += SLICE) {
    const last = Math.min(found.units, first + SLICE) - 1;
    await db.transaction(async (tx) => {
      // As the inventory's slices: the rows point at rows made above (bench data only).
      await tx.execute(sql`set local session_replication_role = replica`);
      await sliceUnits(tx, first, last);
      await stageScrap(tx);
      await outboundFlows(tx, companyId, found.zone);
      await jobFlows(tx, companyId);
      await clientIssues(tx, companyId);
    });
    log(`activity of units ${first + 1}–${last + 1} of ${found.units} written (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await cycleSummaries(db, companyId);
  for (const table of [...STAGING, 'bench_workers', 'bench_totes', 'bench_codes']) await db.execute(sql.raw(`drop table if exists ${table}`));
  for (const table of ['items', 'movements', 'orders', 'order_lines', 'shipments', 'job_results']) await db.execute(sql.raw(`analyze ${table}`));
  log(`activity done in ${Math.round((Date.now() - started) / 1000)} s`);
}
