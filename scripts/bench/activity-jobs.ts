// The job center and scrap for one slice of the bench activity (activity-data.ts): the results and
// status movements a station records, and scrap lists destroyed, over the slice's units (bench_slice).
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { insertMovements } from './activity-outbound';

/**
 * One unit in 25 sent to QC and one in 100 to repair, two hours or more after it last moved; QC records
 * its result 4 to 44 hours later, a pass back to stock, one in ten a fail with one or two error codes,
 * routed to repair; a repair records its result 6 to 54 hours after the unit entered the queue and sends
 * it back to stock, so every unit ends available where it stood.
 */
async function stageJobs(db: Database): Promise<void> {
  await db.execute(sql`drop table if exists bench_jobs`);
  await db.execute(sql`
    create table bench_jobs as
    with sent as (
      select u.n, u.item_id, u.sku_id, u.bin_id, u.r % 25 = 3 as qc, u.r % 25 = 3 and (u.r / 25) % 10 = 0 as failed,
        u.last_at + interval '2 hours' + (u.n % 600) * interval '1 minute' as sent_at
      from bench_slice u where u.r % 25 = 3 or u.r % 100 = 18
    ), timed as (
      select s.*, case when s.qc then s.sent_at + (4 + s.n % 40) * interval '1 hour' end as qc_at from sent s
    )
    select t.*, case when not t.qc or t.failed then coalesce(t.qc_at, t.sent_at) + (6 + (t.n * 7) % 48) * interval '1 hour' end as repaired_at,
      md5('bench-qc-' || t.n)::uuid as qc_id, md5('bench-repair-' || t.n)::uuid as repair_id,
      clerk.id as clerk, tech.id as tech, t.n % 60 + 10 as minutes,
      case when e2.id is null then jsonb_build_array(e1.id) else jsonb_build_array(e1.id, e2.id) end as error_codes, r.id as repair_code
    from timed t
    join bench_users clerk on clerk.n = t.n % (select count(*) from bench_users)
    join bench_workers tech on tech.n = 20 + (t.n / 13) % 10
    join bench_codes e1 on e1.catalogue = 'error-code' and e1.n = t.n % e1.total
    left join bench_codes e2 on e2.catalogue = 'error-code' and t.n % 3 = 0 and e2.total > 1 and e2.n = (t.n % e2.total + 1 + (t.n / 7) % (e2.total - 1)) % e2.total
    join bench_codes r on r.catalogue = 'repair-code' and r.n = t.n % r.total`);
}

async function jobResults(db: Database, companyId: string): Promise<void> {
  await insertMovements(db, companyId, sql`
    select 'status' as type, j.item_id, j.sku_id, j.bin_id as from_bin, j.bin_id as to_bin, null::uuid as from_container, null::uuid as to_container,
      s.from_status, s.to_status, s.reference_type, s.reference_id, s.user_id, s.at
    from bench_jobs j cross join lateral (values
      ('available', case when j.qc then 'qc' else 'repair' end, null, null, j.clerk, j.sent_at),
      ('qc', case when j.failed then 'repair' else 'available' end, 'job', j.qc_id::text, j.tech, j.qc_at),
      ('repair', 'available', 'job', j.repair_id::text, j.tech, j.repaired_at)
    ) as s(from_status, to_status, reference_type, reference_id, user_id, at)
    where s.at is not null`);
  await db.execute(sql`
    insert into job_results (id, company_id, item_id, type, outcome, destination, result, user_id, device, recorded_at, at)
    select j.qc_id, ${companyId}, j.item_id, 'qc', case when j.failed then 'fail' else 'pass' end, case when j.failed then 'repair' else 'available' end,
      jsonb_build_object('type', 'qc', 'outcome', case when j.failed then 'fail' else 'pass' end, 'errorCodeIds', case when j.failed then j.error_codes else '[]'::jsonb end,
        'areaCodeIds', '[]'::jsonb, 'notes', ''),
      j.tech, 'BENCH-ACT', j.qc_at, j.qc_at + interval '20 seconds'
    from bench_jobs j where j.qc`);
  await db.execute(sql`
    insert into job_results (id, company_id, item_id, type, destination, result, minutes, user_id, device, recorded_at, at)
    select j.repair_id, ${companyId}, j.item_id, 'repair', 'available',
      jsonb_build_object('type', 'repair', 'repairCodeIds', jsonb_build_array(j.repair_code), 'accessories', '[]'::jsonb, 'minutes', j.minutes, 'notes', ''),
      j.minutes, j.tech, 'BENCH-ACT', j.repaired_at, j.repaired_at + interval '20 seconds'
    from bench_jobs j where j.repaired_at is not null`);
  await db.execute(sql`
    insert into item_error_codes (item_id, error_code_id, added_by, added_at)
    select j.item_id, cast(code.id as uuid), j.tech, j.qc_at from bench_jobs j cross join lateral jsonb_array_elements_text(j.error_codes) as code(id) where j.failed`);
  await db.execute(sql`update items i set updated_at = coalesce(j.repaired_at, j.qc_at) from bench_jobs j where i.id = j.item_id`);
}

/**
 * One unit in 500 written off: each 4,000 numbers make one list of their units (8 or so), added an hour
 * after each last moved, submitted, and approved three hours later. One list in four goes to a recycler
 * through the shipping flow (its order is staged with the others: activity-outbound.ts); the others are
 * destroyed a day after approval.
 */
export async function stageScrap(db: Database): Promise<void> {
  await db.execute(sql`drop table if exists bench_scrap`);
  await db.execute(sql`
    create table bench_scrap as
    with added as (
      select u.n, u.item_id, u.sku_id, u.bin_id, u.wms_number, u.n / 4000 as list_n, u.last_at + interval '1 hour' as added_at from bench_slice u where u.r % 500 = 4
    ), listed as (
      select a.*, min(a.added_at) over w as created_at, max(a.added_at) over w + interval '1 hour' as submitted_at from added a window w as (partition by a.list_n)
    )
    select l.*, md5('bench-scrap-' || l.list_n)::uuid as list_id, 'BENCH-SC-' || lpad(l.list_n::text, 6, '0') as number, l.list_n % 4 = 0 as shipped,
      (array['damaged', 'damaged', 'expired', 'obsolete', 'failed-qc', 'client-request', 'other'])[1 + l.list_n % 7] as reason,
      l.submitted_at + interval '3 hours' as approved_at, clerk.id as clerk, boss.id as boss
    from listed l
    join bench_users clerk on clerk.n = l.list_n % (select count(*) from bench_users)
    join bench_users boss on boss.n = (l.list_n + 1) % (select count(*) from bench_users)`);
}

/** The lists, closed: a shipped one when its order left (by whoever loaded it), a destroyed one with its units scrapped out of their bins. */
async function scrapLists(db: Database, companyId: string): Promise<void> {
  await db.execute(sql`drop table if exists bench_closed`);
  await db.execute(sql`
    create table bench_closed as
    select s.*, coalesce(o.shipped_at, s.approved_at + interval '1 day') as closed_at, coalesce(o.packer, s.clerk) as closer, o.order_id
    from bench_scrap s left join bench_out o on o.item_id = s.item_id`);
  await db.execute(sql`
    insert into scrap_lists (id, company_id, number, status, reason, created_by, created_at, submitted_at, approved_by, approved_at, closed_by, closed_at, witness, order_id, updated_at)
    select distinct on (s.list_id) s.list_id, ${companyId}, s.number, case when s.shipped then 'shipped' else 'destroyed' end, s.reason, s.clerk, s.created_at, s.submitted_at,
      s.boss, s.approved_at, s.closer, s.closed_at, case when not s.shipped then 'Bench witness' end, s.order_id, s.closed_at
    from bench_closed s order by s.list_id`);
  await db.execute(sql`
    insert into scrap_list_items (list_id, item_id, added_by, added_at, released_at)
    select s.list_id, s.item_id, s.clerk, s.added_at, s.closed_at from bench_closed s`);
  await insertMovements(db, companyId, sql`
    select 'scrap' as type, s.item_id, s.sku_id, s.bin_id as from_bin, null::uuid as to_bin, null::uuid as from_container, null::uuid as to_container,
      'available' as from_status, 'scrapped' as to_status, 'scrap-list' as reference_type, s.number as reference_id, s.clerk as user_id, s.closed_at as at
    from bench_closed s where not s.shipped`);
  await db.execute(sql`update items i set status = 'scrapped', bin_id = null, updated_at = s.closed_at from bench_closed s where i.id = s.item_id and not s.shipped`);
}

export async function jobFlows(db: Database, companyId: string): Promise<void> {
  await stageJobs(db);
  await jobResults(db, companyId);
  await scrapLists(db, companyId);
}
