// Shipping, short picks and counting for one slice of the bench activity (activity-data.ts): the
// rows the app's allocation, picking, packing, load-out and counting write, as INSERT … SELECT over
// the slice's units (bench_slice).
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

/**
 * Ledger rows of one unit each, quantity 1, from the select's columns (type, item_id, sku_id, from_bin,
 * to_bin, from_container, to_container, from_status, to_status, reference_type, reference_id, user_id,
 * at); each side carries the unit's lot, which no activity changes. SAP hears of none: a pending bench row would have the server's SAP worker post it.
 */
export const insertMovements = (db: Database, companyId: string, select: SQL) =>
  db.execute(sql`
    insert into movements (company_id, type, item_id, sku_id, quantity, from_bin_id, to_bin_id, from_container_id, to_container_id, from_status, to_status,
      from_lot_number, to_lot_number, reference_type, reference_id, user_id, device, at, sap_status)
    select ${companyId}, m.type, m.item_id, m.sku_id, 1, m.from_bin, m.to_bin, m.from_container, m.to_container, m.from_status, m.to_status,
      case when m.from_status is not null then i.lot_number end, case when m.to_status is not null then i.lot_number end,
      m.reference_type, m.reference_id, m.user_id, 'BENCH-ACT', m.at, 'not-required'
    from (${select}) m left join items i on i.id = m.item_id`);

/**
 * A fifth of the units shipped. Per client, its shipped units in turn make orders of 1, 2 and 3 lines;
 * the scrap lists shipped to a recycler (bench_scrap) make an order each, without a client, a line per
 * unit naming it (ADR 0034). An order is allocated an hour after its last unit stood ready (a list: was
 * approved), picked on the next working day between 07:00 and 16:00 local time into a tote by one of the
 * day's 3 pickers (of 20), packed into one carton within the hour by one of the day's 2 packers (of 10),
 * and leaves at 17:30. One order in 17 was due the day before.
 */
async function stageOutbound(db: Database, timeZone: string): Promise<void> {
  await db.execute(sql`drop table if exists bench_out`);
  await db.execute(sql`
    create table bench_out as
    with sold as (
      select u.*, row_number() over (partition by u.client_id order by u.n) - 1 as rn from bench_slice u where u.r % 5 = 0
    ), grouped as (
      select s.*, s.rn / 6 * 3 + case when s.rn % 6 = 0 then 0 when s.rn % 6 < 3 then 1 else 2 end as grp from sold s
    ), ordered as (
      select g.n, g.item_id, g.sku_id, g.client_id, g.bin_id, null as unit, min(g.n) over w as order_n, count(*) over w as lines,
        max(g.last_at) over w as ready_at, row_number() over (partition by g.client_id, g.grp order by g.n) as position, null as list_number
      from grouped g window w as (partition by g.client_id, g.grp)
      union all
      select s.n, s.item_id, s.sku_id, null, s.bin_id, s.wms_number, min(s.n) over w, count(*) over w,
        s.approved_at, row_number() over (partition by s.list_id order by s.n), s.number
      from bench_scrap s where s.shipped window w as (partition by s.list_id)
    ), created as (
      select o.*, o.ready_at + interval '1 hour' + (o.order_n % 180) * interval '1 minute' as created_at,
        (o.ready_at at time zone ${timeZone})::date + 1 as next_day
      from ordered o
    ), worked as (
      select c.*, c.next_day + case extract(isodow from c.next_day) when 6 then 2 when 7 then 1 else 0 end as work_day from created c
    ), started as (
      select w.*, ((w.work_day + time '07:00' + ((w.order_n * 37) % 540) * interval '1 minute') at time zone ${timeZone}) as started_at from worked w
    )
    select s.n, s.item_id, s.sku_id, s.client_id, s.bin_id, s.unit, s.order_n, s.position, s.lines, coalesce(s.list_number, 'BENCH-REF-' || s.order_n) as reference,
      md5('bench-order-' || s.order_n)::uuid as order_id, md5('bench-line-' || s.n)::uuid as line_id,
      md5('bench-shipment-' || s.order_n)::uuid as shipment_id, md5('bench-carton-' || s.order_n)::uuid as carton_id,
      'BENCH-OR-' || lpad(s.order_n::text, 9, '0') as order_number, 'BENCH-SH-' || lpad(s.order_n::text, 9, '0') as shipment_number,
      'BENCH-CT-' || lpad(s.order_n::text, 9, '0') as carton_code, 'BENCH-BT' || lpad(s.order_n::text, 9, '0') as batch_number,
      s.created_at, s.created_at + interval '5 minutes' as allocated_at,
      s.started_at + s.position * interval '2 minutes' as picked_at, s.started_at + interval '30 minutes' + s.position * interval '1 minute' as packed_at,
      s.started_at + interval '35 minutes' as closed_at, ((s.work_day + time '17:30') at time zone ${timeZone}) as shipped_at,
      case when s.order_n % 17 = 0 then s.work_day - 1 else s.work_day + s.order_n % 3 end as ship_by,
      clerk.id as clerk, picker.id as picker, packer.id as packer, tote.id as tote_id, carrier.id as carrier_id,
      jsonb_build_object('name', case when s.client_id is null then 'Bench Recycling' else 'Bench customer ' || s.order_n end, 'company', '', 'street1', 1 + s.order_n % 900 || ' Main Street', 'street2', '',
        'city', (array['Newark', 'Albany', 'Hartford', 'Trenton', 'Dover'])[1 + s.order_n % 5], 'region', '', 'postalCode', lpad((s.order_n % 99999)::text, 5, '0'),
        'country', 'US', 'phone', '', 'email', '') as ship_to
    from started s
    join bench_users clerk on clerk.n = s.order_n % (select count(*) from bench_users)
    join bench_workers picker on picker.n = (s.work_day - date '2000-01-01' + s.order_n % 3 * 7) % 20
    join bench_workers packer on packer.n = 20 + (s.work_day - date '2000-01-01' + s.order_n % 2 * 5) % 10
    join bench_totes tote on tote.n = s.order_n % (select count(*) from bench_totes)
    left join bench_codes carrier on carrier.catalogue = 'carrier' and carrier.n = s.order_n % carrier.total`);
}

async function outboundDocuments(db: Database, companyId: string): Promise<void> {
  const first = sql`(select distinct on (order_n) * from bench_out order by order_n, position)`;
  await db.execute(sql`
    insert into shipments (id, company_id, number, client_id, status, ship_to, carrier_id, service, created_by, created_at, packed_at, labelled_at, shipped_at, updated_at)
    select o.shipment_id, ${companyId}, o.shipment_number, o.client_id, 'shipped', o.ship_to, o.carrier_id, 'Ground', o.packer, o.closed_at - interval '5 minutes', o.closed_at,
      o.closed_at + interval '5 minutes', o.shipped_at, o.shipped_at
    from ${first} o`);
  await db.execute(sql`
    insert into orders (id, company_id, number, client_id, purpose, reference, ship_to, carrier_id, service, ship_by, priority, status, shipment_id, created_by, created_at, updated_at)
    select o.order_id, ${companyId}, o.order_number, o.client_id, case when o.client_id is null then 'scrap' else 'client' end, o.reference, o.ship_to, o.carrier_id, 'Ground', o.ship_by,
      case when o.order_n % 10 = 0 then 'high' else 'normal' end, 'shipped', o.shipment_id, o.clerk, o.created_at, o.shipped_at
    from ${first} o`);
  await db.execute(sql`insert into order_lines (id, order_id, position, sku_id, quantity, unit) select line_id, order_id, position, sku_id, 1, unit from bench_out`);
  await db.execute(sql`
    insert into order_allocations (order_id, line_id, item_id, quantity, allocated_at, picked_at, picked_by)
    select order_id, line_id, item_id, 1, allocated_at, picked_at, picker from bench_out`);
  await db.execute(sql`
    insert into containers (id, company_id, code, type, created_at, updated_at)
    select carton_id, ${companyId}, carton_code, 'carton', closed_at - interval '5 minutes', shipped_at from ${first} o`);
  await db.execute(sql`
    insert into cartons (id, company_id, shipment_id, order_id, carton_type_id, sscc, position, status, weight_g, tracking_number, opened_by, opened_at, closed_at, loaded_at, loaded_by)
    select o.carton_id, ${companyId}, o.shipment_id, o.order_id, (select id from carton_types where company_id = ${companyId} and name = 'Bench carton'),
      o.carton_code, 1, 'closed', 250 + 400 * o.lines, 'BENCH-TRK-' || o.order_n, o.packer, o.closed_at - interval '5 minutes', o.closed_at,
      o.shipped_at - interval '30 minutes', o.packer
    from ${first} o`);
}

/** Allocated (a status change naming the order), picked into the tote, packed into the carton, shipped. */
async function outboundMovements(db: Database, companyId: string): Promise<void> {
  await insertMovements(db, companyId, sql`
    select (array['status', 'pick', 'pack', 'ship'])[k + 1] as type, o.item_id, o.sku_id,
      case when k <= 1 then o.bin_id end as from_bin, case when k = 0 then o.bin_id end as to_bin,
      case when k = 2 then o.tote_id when k = 3 then o.carton_id end as from_container,
      case when k = 1 then o.tote_id when k >= 2 then o.carton_id end as to_container,
      (array['available', 'allocated', 'picked', 'packed'])[k + 1] as from_status, (array['allocated', 'picked', 'packed', 'shipped'])[k + 1] as to_status,
      (array['order', 'pick-task', 'shipment', 'shipment'])[k + 1] as reference_type,
      case k when 0 then o.order_number when 1 then o.batch_number || '-' || lpad(o.position::text, 3, '0') else o.shipment_number end as reference_id,
      case k when 0 then o.clerk when 1 then o.picker else o.packer end as user_id,
      case k when 0 then o.allocated_at when 1 then o.picked_at when 2 then o.packed_at else o.shipped_at end as at
    from bench_out o cross join generate_series(0, 3) k`);
  await db.execute(sql`
    update items i set status = 'shipped', bin_id = null, container_id = o.carton_id, updated_at = o.shipped_at
    from bench_out o where i.id = o.item_id`);
}

/**
 * One unit in 1,000 (one pick in 200): allocated to the first order allocated an hour or more after it
 * last moved, then not found in its bin when that order was picked, a short pick that leaves it missing there.
 */
async function shortPicks(db: Database, companyId: string): Promise<void> {
  await db.execute(sql`drop table if exists bench_short`);
  await db.execute(sql`
    create table bench_short as
    select u.n, u.r, u.item_id, u.sku_id, u.bin_id, u.zone_id, o.order_number, o.batch_number || '-' || lpad((o.lines + 1)::text, 3, '0') as task_number,
      o.clerk, o.picker, o.allocated_at, o.picked_at - interval '1 minute' as short_at
    from bench_slice u
    cross join lateral (select * from bench_out o where o.client_id is not null and o.allocated_at > u.last_at + interval '1 hour' order by o.allocated_at, o.n limit 1) o
    where u.r % 1000 = 1`);
  await insertMovements(db, companyId, sql`
    select 'status' as type, s.item_id, s.sku_id, s.bin_id as from_bin, s.bin_id as to_bin, null::uuid as from_container, null::uuid as to_container,
      case when k = 0 then 'available' else 'allocated' end as from_status, case when k = 0 then 'allocated' else 'missing' end as to_status,
      case when k = 0 then 'order' else 'pick-task' end as reference_type, case when k = 0 then s.order_number else s.task_number end as reference_id,
      case when k = 0 then s.clerk else s.picker end as user_id, case when k = 0 then s.allocated_at else s.short_at end as at
    from bench_short s cross join generate_series(0, 1) k`);
  await db.execute(sql`update items i set status = 'missing', updated_at = s.short_at from bench_short s where i.id = s.item_id`);
}

/**
 * What the counting cycles found, accepted two hours after each completed: half the short-picked units
 * back in their bin (found), and one unit in 2,000 gone (missing), each at its zone's next count a day
 * or more after it last moved; a unit no later cycle counts keeps its state.
 */
async function countingAdjustments(db: Database, companyId: string): Promise<void> {
  await db.execute(sql`drop table if exists bench_counted`);
  await db.execute(sql`
    create table bench_counted as
    select x.*, c.id as cycle_id, c.completed_by, c.completed_at + interval '2 hours' as accepted_at
    from (
      select item_id, sku_id, bin_id, zone_id, true as found, short_at as since from bench_short where (r / 1000) % 2 = 0
      union all
      select item_id, sku_id, bin_id, zone_id, false, last_at from bench_slice where r % 2000 = 7
    ) x
    cross join lateral (
      select c.id, c.completed_by, c.completed_at from counting_cycles c
      where c.company_id = ${companyId} and c.number like 'BENCH-CC-%' and c.scope->'zoneIds'->>0 = x.zone_id::text and c.completed_at > x.since + interval '1 day'
      order by c.completed_at limit 1
    ) c`);
  await insertMovements(db, companyId, sql`
    select 'adjust' as type, c.item_id, c.sku_id, c.bin_id as from_bin, case when c.found then c.bin_id end as to_bin,
      null::uuid as from_container, null::uuid as to_container,
      case when c.found then 'missing' else 'available' end as from_status, case when c.found then 'available' else 'missing' end as to_status,
      'counting' as reference_type, c.cycle_id::text as reference_id, c.completed_by as user_id, c.accepted_at as at
    from bench_counted c`);
  await db.execute(sql`
    insert into counting_discrepancies (cycle_id, type, sku_id, item_id, expected_bin_id, counted_bin_id, expected_quantity, counted_quantity, status, accepted_by, accepted_at)
    select c.cycle_id, case when c.found then 'wrong-bin' else 'missing' end, c.sku_id, c.item_id, case when not c.found then c.bin_id end,
      case when c.found then c.bin_id end, case when c.found then 0 else 1 end, case when c.found then 1 else 0 end, 'accepted', c.completed_by, c.accepted_at
    from bench_counted c`);
  await db.execute(sql`
    update items i set status = case when c.found then 'available' else 'missing' end, bin_id = case when c.found then c.bin_id end, updated_at = c.accepted_at
    from bench_counted c where i.id = c.item_id`);
}

export async function outboundFlows(db: Database, companyId: string, timeZone: string): Promise<void> {
  await stageOutbound(db, timeZone);
  await outboundDocuments(db, companyId);
  await outboundMovements(db, companyId);
  await shortPicks(db, companyId);
  await countingAdjustments(db, companyId);
}
