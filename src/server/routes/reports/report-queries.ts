import { type SQL, sql } from 'drizzle-orm';
import { COUNTING_ADJUSTMENT, COUNTING_REFERENCE } from '../../../domain/counting/statuses';
import { ON_HAND_STATUSES } from '../../../domain/inventory/dashboard';
import { AGE_BANDS, type ReportCell, type ReportId, type ReportQuery } from '../../../domain/reports/reports';
import { addDays, dayIn, dayRange } from '../../../domain/time/date-range';
import type { Database } from '../../db/client';

/** What every report query knows besides its filters. */
export interface ReportContext {
  companyId: string;
  timeZone: string;
  now: Date;
}

type Row = Record<string, ReportCell>;

/** One report's rows for its filters, as SQL ordered so that pages of it (limit, offset) follow each other. */
type ReportSql = (context: ReportContext, query: ReportQuery) => SQL;

const onHand = sql.raw(ON_HAND_STATUSES.map((status) => `'${status}'`).join(', '));

/** The filter's days as instants; without them the last `days` days, today included. */
function range(context: ReportContext, query: ReportQuery, days: number): { from: string; to: string } {
  const today = dayIn(context.timeZone, context.now);
  const picked = dayRange({ from: query.from ?? addDays(query.to ?? today, 1 - days), to: query.to ?? today }, context.timeZone);
  return { from: picked.from!, to: picked.to! };
}

const clientFilter = (column: SQL, query: ReportQuery) => (query.clientId ? sql`and ${column} = ${query.clientId}` : sql``);

const dayOf = (column: SQL, context: ReportContext) => sql`to_char(${column} at time zone ${context.timeZone}, 'YYYY-MM-DD')`;
const monthOf = (column: SQL, context: ReportContext) => sql`to_char(date_trunc('month', ${column} at time zone ${context.timeZone}), 'YYYY-MM')`;
const within = (column: SQL, { from, to }: { from: string; to: string }) => sql`${column} >= ${from}::timestamptz and ${column} < ${to}::timestamptz`;

/** A percentile of `hours` within the group, in hours to two decimals (36 seconds). */
const hoursAt = (fraction: 0.5 | 0.9, hours: SQL) =>
  sql`cast(round(cast(percentile_cont(${sql.raw(String(fraction))}) within group (order by ${hours}) as numeric), 2) as double precision)`;

const hoursBetween = (from: SQL, to: SQL) => sql`extract(epoch from (${to} - ${from})) / 3600`;

const userName = sql`coalesce(nullif(trim(u.firstname || ' ' || u.lastname), ''), u.username)`;

/**
 * Units a pick movement (m) put into a tote, less those an undo took back to their bin: picking
 * writes both as `pick`. The same for packing into a carton.
 */
const netInto = (type: 'pick' | 'pack', status: 'picked' | 'packed') =>
  sql`case when m.type = ${type} and m.to_status = ${status} then m.quantity when m.type = ${type} and m.from_status = ${status} then -m.quantity else 0 end`;

/** The age bands as a table: each band's key, order and first and last day (null: open-ended). */
const ageBands = sql.join(
  AGE_BANDS.map((band, i) => sql`(${band.key}::text, ${i}::integer, ${band.from}::integer, ${AGE_BANDS[i + 1] ? AGE_BANDS[i + 1]!.from - 1 : null}::integer)`),
  sql`, `,
);

/**
 * Movements of one client's units, or of all: all comes from the ledger's per-quarter-hour summary (a few
 * rows a day whatever the volume), one client from the ledger itself, through its units.
 */
function movementRows(context: ReportContext, query: ReportQuery, group: 'type' | 'day'): SQL {
  const span = range(context, query, 30);
  if (!query.clientId) {
    const key = group === 'type' ? sql`type` : dayOf(sql`quarter`, context);
    return sql`
      select ${key} as ${sql.identifier(group)}, cast(sum(movements) as integer) as movements, cast(sum(quantity) as integer) as units
      from movement_summary where company_id = ${context.companyId} and ${within(sql`quarter`, span)}
      group by 1 having sum(movements) <> 0 order by ${group === 'type' ? sql`movements desc, 1` : sql`1`}`;
  }
  const key = group === 'type' ? sql`m.type` : dayOf(sql`m.at`, context);
  return sql`
    select ${key} as ${sql.identifier(group)}, cast(count(*) as integer) as movements, cast(sum(m.quantity) as integer) as units
    from movements m join items i on i.id = m.item_id
    where m.company_id = ${context.companyId} and i.client_id = ${query.clientId} and ${within(sql`m.at`, span)}
    group by 1 order by ${group === 'type' ? sql`movements desc, 1` : sql`1`}`;
}

/** Destroyed and shipped scrap lists closed in the range, by `key`; units of the client's alone when it is named. */
function scrapRows(context: ReportContext, query: ReportQuery, key: SQL, name: string): SQL {
  const span = range(context, query, 365);
  return sql`
    select ${key} as ${sql.identifier(name)}, cast(count(distinct l.id) as integer) as lists, cast(sum(i.quantity) as integer) as units
    from scrap_lists l join scrap_list_items li on li.list_id = l.id and li.removed_at is null join items i on i.id = li.item_id
    where l.company_id = ${context.companyId} and l.status in ('destroyed', 'shipped') and ${within(sql`l.closed_at`, span)} ${clientFilter(sql`i.client_id`, query)}
    group by 1 order by ${name === 'reason' ? sql`units desc, 1` : sql`1`}`;
}

/** Job-center results (j, with their unit i) of one type recorded in the range, of the client's units when it is named. */
const jobScope = (context: ReportContext, query: ReportQuery, type: 'qc' | 'repair') =>
  sql`j.company_id = ${context.companyId} and j.type = ${type} and ${within(sql`j.recorded_at`, range(context, query, 365))} ${clientFilter(sql`i.client_id`, query)}`;

/**
 * The stock at the end of the day `at` (today when absent), in one grain of the stock history (ADR 0038),
 * grouped by `by` (columns of h: client_id, sku_id, bin_id, lot_number). Every client's is today's stock
 * (the on-hand summary, ADR 0026) less what the days after `at` changed, so today reads no history at
 * all; one client's is the sum of its own changes up to `at`, since the summary's bin grain does not
 * split by client. The history's days are the warehouse's (the company's time zone), so today is the
 * warehouse's too: a user a zone away must not see today's receipts left out.
 */
function stockAt(context: ReportContext, query: ReportQuery, grain: 'sku' | 'bin' | 'lot', by: SQL): SQL {
  const at = query.at ? sql`${query.at}::date` : sql`(select (${context.now.toISOString()}::timestamptz at time zone time_zone)::date from company where id = ${context.companyId})`;
  const history = sql`select client_id, sku_id, bin_id, lot_number, units from stock_daily where company_id = ${context.companyId} and grain = ${grain}`;
  const stock = query.clientId
    ? sql`${history} and day <= ${at} and client_id = ${query.clientId}`
    : sql`select client_id, sku_id, bin_id, lot_number, units from on_hand_summary where company_id = ${context.companyId} and grain = ${grain} and status in (${onHand})
        union all select client_id, sku_id, bin_id, lot_number, -units from (${history} and day > ${at}) as later`;
  return sql`select ${by}, cast(sum(h.units) as integer) as units from (${stock}) as h`;
}

const REPORT_SQL: Record<ReportId, ReportSql> = {
  // From the ledger's on-hand summary (ADR 0026): one row per client, whatever the number of units.
  'on-hand-by-client': ({ companyId }) => sql`
    select c.name as client, cast(sum(s.units) as integer) as units, cast(sum(s.items) as integer) as items
    from on_hand_summary s join clients c on c.id = s.client_id
    where s.company_id = ${companyId} and s.grain = 'sku' and s.inventory and s.status in (${onHand})
    group by c.id, c.name having sum(s.units) <> 0
    order by units desc, client, c.id`,

  'stock-by-client': (context, query) => sql`
    with stock as (${stockAt(context, query, 'sku', sql`h.client_id`)} group by h.client_id having sum(h.units) <> 0)
    select c.name as client, s.units from stock s join clients c on c.id = s.client_id
    order by s.units desc, client, c.id`,

  'stock-by-sku': (context, query) => sql`
    with stock as (${stockAt(context, query, 'sku', sql`h.sku_id`)} group by h.sku_id having sum(h.units) <> 0)
    select k.code as sku, k.description, c.name as client, s.units from stock s join skus k on k.id = s.sku_id join clients c on c.id = k.client_id
    order by s.units desc, sku, k.id`,

  'stock-by-zone': (context, query) => sql`
    with stock as (${stockAt(context, query, 'bin', sql`h.bin_id`)} group by h.bin_id having sum(h.units) <> 0)
    select z.code as zone, cast(sum(s.units) as integer) as units from stock s left join bins b on b.id = s.bin_id left join zones z on z.id = b.zone_id
    group by z.id, z.code having sum(s.units) <> 0
    order by units desc, zone nulls last, z.id`,

  'stock-by-bin': (context, query) => sql`
    with stock as (${stockAt(context, query, 'bin', sql`h.bin_id`)} group by h.bin_id having sum(h.units) <> 0)
    select b.code as bin, z.code as zone, s.units from stock s left join bins b on b.id = s.bin_id left join zones z on z.id = b.zone_id
    order by s.units desc, bin nulls last, s.bin_id`,

  'stock-by-lot': (context, query) => sql`
    with stock as (${stockAt(context, query, 'lot', sql`h.sku_id, h.lot_number`)} group by h.sku_id, h.lot_number having sum(h.units) <> 0)
    select s.lot_number as lot, k.code as sku, c.name as client, s.units from stock s join skus k on k.id = s.sku_id join clients c on c.id = k.client_id
    order by s.units desc, lot, sku, k.id`,

  // All clients from the ledger's per-day-of-receipt summary, one client from its units; ages count UTC
  // days, the summary's, so both read alike.
  'stock-age': (context, query) => {
    const today = dayIn('UTC', context.now);
    const stock = query.clientId
      ? sql`select (i.receipt_at at time zone 'UTC')::date as received_on, i.quantity as units, 1 as items from items i
          where i.company_id = ${context.companyId} and i.client_id = ${query.clientId} and i.inventory and i.status in (${onHand}) and i.receipt_at is not null`
      : sql`select received_on, units, items from on_hand_summary
          where company_id = ${context.companyId} and grain = 'receipt' and inventory and status in (${onHand})`;
    return sql`
      with bands(age, position, first_day, last_day) as (values ${ageBands}), stock as (${stock})
      select b.age, cast(coalesce(sum(s.units), 0) as integer) as units, cast(coalesce(sum(s.items), 0) as integer) as items
      from bands b left join stock s on ${today}::date - s.received_on between b.first_day and coalesce(b.last_day, 2147483647)
      group by b.age, b.position order by b.position`;
  },

  'lots-by-expiry': (context, query) => {
    const today = dayIn(context.timeZone, context.now);
    return sql`
      select to_char(s.expiry, 'YYYY-MM-DD') as expiry, s.lot_number as lot, k.code as sku, c.name as client,
        cast(sum(s.units) as integer) as units, s.expiry - ${today}::date as "daysLeft"
      from on_hand_summary s join skus k on k.id = s.sku_id join clients c on c.id = s.client_id
      where s.company_id = ${context.companyId} and s.grain = 'lot' and s.inventory and s.status in (${onHand}) ${clientFilter(sql`s.client_id`, query)}
      group by s.expiry, s.lot_number, k.code, c.name having sum(s.units) <> 0
      order by s.expiry nulls last, lot, sku, client`;
  },

  'movements-by-type': (context, query) => movementRows(context, query, 'type'),
  'movements-per-day': (context, query) => movementRows(context, query, 'day'),

  'movements-by-user': (context, query) => {
    const span = range(context, query, 30);
    const client = query.clientId ? sql`join items i on i.id = m.item_id and i.client_id = ${query.clientId}` : sql``;
    return sql`
      select ${userName} as user, cast(count(*) as integer) as movements, cast(sum(m.quantity) as integer) as units
      from movements m ${client} join users u on u.id = m.user_id
      where m.company_id = ${context.companyId} and ${within(sql`m.at`, span)}
      group by u.id order by movements desc, 1`;
  },

  'received-per-day': (context, query) => {
    const { from, to } = range(context, query, 30);
    return sql`
      select to_char(i.receipt_at at time zone ${context.timeZone}, 'YYYY-MM-DD') as day, cast(sum(i.quantity) as integer) as units, cast(count(*) as integer) as items
      from items i
      where i.company_id = ${context.companyId} and i.receipt_at >= ${from}::timestamptz and i.receipt_at < ${to}::timestamptz ${clientFilter(sql`i.client_id`, query)}
      group by 1 order by 1`;
  },

  // Arrival is the unit's receive scan at the dock, available its goods receipt (to stock, or to the
  // job-center queue its source type names), by the day of the receipt. The ledger module keeps the pair
  // of each goods receipt in one row (dock_to_stock, ADR 0037 Scale), so a year of every client is one
  // index-only range; the day is grouped as a date and worded once per group.
  'dock-to-stock': (context, query) => {
    const span = range(context, query, 30);
    return sql`
      with posted as (
        select (d.posted_at at time zone ${context.timeZone})::date as day, d.client_id, d.quantity, ${hoursBetween(sql`d.arrived_at`, sql`d.posted_at`)} as hours
        from dock_to_stock d
        where d.company_id = ${context.companyId} and ${within(sql`d.posted_at`, span)} ${clientFilter(sql`d.client_id`, query)}
      )
      select to_char(p.day, 'YYYY-MM-DD') as day, c.name as client, cast(sum(p.quantity) as integer) as units, cast(count(*) as integer) as items,
        ${hoursAt(0.5, sql`p.hours`)} as "medianHours", ${hoursAt(0.9, sql`p.hours`)} as "p90Hours"
      from posted p join clients c on c.id = p.client_id
      group by p.day, c.id, c.name order by p.day, client, c.id`;
  },

  // Late: shipped after the day the order was to ship by, in the caller's time zone.
  'shipped-per-day': (context, query) => {
    const span = range(context, query, 30);
    return sql`
      with shipped as (
        select o.id, ${dayOf(sql`sh.shipped_at`, context)} as day, o.ship_by,
          (select coalesce(sum(l.quantity), 0) from order_lines l where l.order_id = o.id) as units
        from orders o join shipments sh on sh.id = o.shipment_id
        where o.company_id = ${context.companyId} and o.status = 'shipped' and ${within(sql`sh.shipped_at`, span)} ${clientFilter(sql`o.client_id`, query)}
      )
      select day, cast(count(*) as integer) as orders, cast(sum(units) as integer) as units,
        cast(count(*) filter (where ship_by is null or day <= to_char(ship_by, 'YYYY-MM-DD')) as integer) as "onTime",
        cast(count(*) filter (where day > to_char(ship_by, 'YYYY-MM-DD')) as integer) as late
      from shipped group by day order by day`;
  },

  // Units each person picked into totes and packed into cartons (undos taken off), and the hours from
  // their first to their last pick or pack of each day, summed over the days.
  'picks-packs-per-hour': (context, query) => {
    const span = range(context, query, 30);
    return sql`
      with days as (
        select m.user_id, ${dayOf(sql`m.at`, context)} as day, sum(${netInto('pick', 'picked')}) as picks, sum(${netInto('pack', 'packed')}) as packs,
          ${hoursBetween(sql`min(m.at)`, sql`max(m.at)`)} as hours
        from movements m join skus k on k.id = m.sku_id
        where m.company_id = ${context.companyId} and m.type in ('pick', 'pack') and ${within(sql`m.at`, span)} ${clientFilter(sql`k.client_id`, query)}
        group by 1, 2
      )
      select ${userName} as user, cast(sum(d.picks) as integer) as picks, cast(sum(d.packs) as integer) as packs,
        cast(round(cast(sum(d.hours) as numeric), 2) as double precision) as hours,
        cast(round(cast(sum(d.picks) / nullif(sum(d.hours), 0) as numeric), 1) as double precision) as "picksPerHour",
        cast(round(cast(sum(d.packs) / nullif(sum(d.hours), 0) as numeric), 1) as double precision) as "packsPerHour"
      from days d join users u on u.id = d.user_id
      group by u.id order by picks desc, 1, u.id`;
  },

  // Short: units a short pick took off a task (to missing, or damaged to QC: the status movements that
  // name the task). A refused scan of a wrong unit rolls back whole and is not kept, so it cannot be counted.
  'pick-accuracy': (context, query) => {
    const span = range(context, query, 30);
    return sql`
      with days as (
        select ${dayOf(sql`m.at`, context)} as day, sum(${netInto('pick', 'picked')}) as picks,
          sum(case when m.type = 'status' then m.quantity else 0 end) as short
        from movements m join skus k on k.id = m.sku_id
        where m.company_id = ${context.companyId} and (m.type = 'pick' or (m.type = 'status' and m.reference_type = 'pick-task'))
          and ${within(sql`m.at`, span)} ${clientFilter(sql`k.client_id`, query)}
        group by 1
      )
      select day, cast(picks as integer) as picks, cast(short as integer) as short,
        cast(round(1000.0 * short / nullif(picks + short, 0), 1) as double precision) as "shortPer1000"
      from days where picks <> 0 or short <> 0 order by day`;
  },

  // The figures the cycle kept when it completed (domain/counting/cycles, CountingSummary).
  'counting-accuracy': (context, query) => {
    const span = range(context, query, 365);
    return sql`
      select number as cycle, ${dayOf(sql`completed_at`, context)} as day, cast(summary->>'binsCounted' as integer) as bins,
        cast(summary->>'unitsExpected' as integer) as "unitsExpected", cast(summary->>'discrepancies' as integer) as discrepancies,
        cast(summary->>'binAccuracy' as double precision) as "binAccuracy", cast(summary->>'unitAccuracy' as double precision) as "unitAccuracy"
      from counting_cycles
      where company_id = ${context.companyId} and status = 'completed' and summary is not null and ${within(sql`completed_at`, span)}
      order by completed_at, number`;
  },

  // What accepted discrepancies changed: a quantity corrected where the units lie, or a unit brought into
  // stock (found) or out of it (missing); a unit found in another bin only moved.
  'counting-adjustments-by-sku': (context, query) => {
    const span = range(context, query, 30);
    return sql`
      with adjusted as (
        select m.sku_id,
          case when m.quantity_change then greatest(m.quantity, 0) when m.from_status not in (${onHand}) and m.to_status in (${onHand}) then m.quantity else 0 end as added,
          case when m.quantity_change then greatest(-m.quantity, 0) when m.from_status in (${onHand}) and m.to_status not in (${onHand}) then m.quantity else 0 end as removed
        from movements m
        where m.company_id = ${context.companyId} and m.type = ${COUNTING_ADJUSTMENT} and m.reference_type = ${COUNTING_REFERENCE} and ${within(sql`m.at`, span)}
      )
      select k.code as sku, c.name as client, cast(sum(a.added) as integer) as added, cast(sum(a.removed) as integer) as removed,
        cast(sum(a.added) - sum(a.removed) as integer) as net
      from adjusted a join skus k on k.id = a.sku_id join clients c on c.id = k.client_id
      where true ${clientFilter(sql`k.client_id`, query)}
      group by k.id, k.code, c.name having sum(a.added) <> 0 or sum(a.removed) <> 0
      order by sum(a.added) + sum(a.removed) desc, sku, k.id`;
  },

  'qc-pass-rate': (context, query) => sql`
    select ${monthOf(sql`j.recorded_at`, context)} as month,
      cast(count(*) filter (where j.outcome = 'pass') as integer) as passed, cast(count(*) filter (where j.outcome = 'fail') as integer) as failed,
      cast(round(100.0 * count(*) filter (where j.outcome = 'pass') / count(*), 1) as double precision) as "passRate"
    from job_results j join items i on i.id = j.item_id
    where ${jobScope(context, query, 'qc')}
    group by 1 order by 1`,

  'qc-failures-by-error-code': (context, query) => sql`
    select e.code, e.name, cast(count(*) as integer) as failures
    from job_results j join items i on i.id = j.item_id
    cross join lateral jsonb_array_elements_text(j.result->'errorCodeIds') as failed(id)
    join catalogue_entries e on e.id::text = failed.id
    where ${jobScope(context, query, 'qc')} and j.outcome = 'fail'
    group by e.id, e.code, e.name order by failures desc, e.code`,

  // From the unit's last entry into the repair queue (a status movement to repair) to the result the
  // station recorded; a station's clock a little behind the server's counts as no time rather than less.
  'repair-turnaround': (context, query) => sql`
    with repairs as (
      select ${monthOf(sql`j.recorded_at`, context)} as month, greatest(${hoursBetween(sql`e.at`, sql`j.recorded_at`)}, 0) as hours
      from job_results j join items i on i.id = j.item_id
      cross join lateral (
        select m.at from movements m
        where m.item_id = j.item_id and m.to_status = 'repair' and m.from_status is distinct from 'repair' and m.at <= j.at
        order by m.at desc limit 1
      ) e
      where ${jobScope(context, query, 'repair')}
    )
    select month, cast(count(*) as integer) as repairs, ${hoursAt(0.5, sql`hours`)} as "medianHours", ${hoursAt(0.9, sql`hours`)} as "p90Hours"
    from repairs group by 1 order by 1`,

  'scrap-per-month': (context, query) => scrapRows(context, query, monthOf(sql`l.closed_at`, context), 'month'),
  'scrap-by-reason': (context, query) => scrapRows(context, query, sql`l.reason`, 'reason'),

  'client-issues-per-month': (context, query) => {
    const { from, to } = range(context, query, 365);
    const month = (column: SQL) => sql`to_char(date_trunc('month', ${column} at time zone ${context.timeZone}), 'YYYY-MM')`;
    const scope = sql`company_id = ${context.companyId} ${clientFilter(sql`client_id`, query)}`;
    return sql`
      with opened as (
        select ${month(sql`created_at`)} as month, count(*) as n from client_issues
        where ${scope} and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz group by 1
      ), resolved as (
        select ${month(sql`resolved_at`)} as month, count(*) as n,
          percentile_cont(0.5) within group (order by extract(epoch from (resolved_at - created_at)) / 3600) as hours
        from client_issues
        where ${scope} and status = 'resolved' and resolved_at >= ${from}::timestamptz and resolved_at < ${to}::timestamptz group by 1
      )
      select coalesce(o.month, r.month) as month, cast(coalesce(o.n, 0) as integer) as opened, cast(coalesce(r.n, 0) as integer) as resolved,
        cast(round(cast(r.hours as numeric), 1) as double precision) as "medianHours"
      from opened o full join resolved r on r.month = o.month
      order by 1`;
  },
};

/** A page of the report's rows. */
export async function reportRows(db: Database, report: ReportId, context: ReportContext, query: ReportQuery, limit: number, offset = 0): Promise<Row[]> {
  const result = (await db.execute(sql`${REPORT_SQL[report](context, query)} limit ${limit} offset ${offset}`)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * Each page runs the report's whole query again (limit, offset), so a dock to stock over a year (about
 * 1,100 rows) cost two full queries at 1,000; a report's rows are a few short columns, so 10,000 of them
 * are about a megabyte held at once.
 */
const PAGE = 10_000;

/** Every row of the report, a page at a time: the CSV streams them without holding them all. */
export async function* allReportRows(db: Database, report: ReportId, context: ReportContext, query: ReportQuery): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += PAGE) {
    const rows = await reportRows(db, report, context, query, PAGE, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE) return;
  }
}
