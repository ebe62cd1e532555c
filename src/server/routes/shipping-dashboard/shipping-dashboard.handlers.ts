import { sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../domain/orders/statuses';
import type { ShippingDashboard, WaitingStep } from '../../../domain/shipping/dashboard';
import { dayIn, dayStart, instantAt } from '../../../domain/time/date-range';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { type Database, readTogether } from '../../db/client';
import { ok } from '../../lib/respond';

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** States of an order still in the warehouse's hands. */
const HERE = sql.raw(`'open', 'allocated', 'picking', 'picked', 'packed'`);

/** Orders due today or earlier (or with no day) still here, and those shipped today, by state. */
function byState(db: Database, companyId: string, day: string, from: string) {
  return rowsOf<{ status: OrderStatus; orders: number }>(
    db,
    sql`select status, cast(count(*) as integer) as orders from orders
      where company_id = ${companyId} and (
        (status in (${HERE}) and (ship_by is null or ship_by <= ${day}::date))
        or (status = 'shipped' and updated_at >= ${from}::timestamptz))
      group by status`,
  );
}

async function late(db: Database, companyId: string, day: string): Promise<ShippingDashboard['late']> {
  const [count] = await rowsOf<{ n: number }>(db, sql`select cast(count(*) as integer) as n from orders where company_id = ${companyId} and status in (${HERE}) and ship_by < ${day}::date`);
  const orders = await rowsOf<{ number: string; client: string; shipBy: string; status: OrderStatus }>(
    db,
    sql`select o.number, c.name as client, o.ship_by::text as "shipBy", o.status from orders o join clients c on c.id = o.client_id
      where o.company_id = ${companyId} and o.status in (${HERE}) and o.ship_by < ${day}::date
      order by o.ship_by, o.number limit 20`,
  );
  return { count: count?.n ?? 0, orders };
}

/** Minutes from `now` to `hhmm` on `day` in `timeZone` (negative once it has passed). */
function minutesUntil(day: string, hhmm: string, timeZone: string, now: Date): number {
  return Math.round((instantAt(day, hhmm, timeZone).getTime() - now.getTime()) / 60_000);
}

async function cutoffs(db: Database, companyId: string, day: string, timeZone: string, now: Date): Promise<ShippingDashboard['cutoffs']> {
  const rows = await rowsOf<{ carrier: string; cutoff: string; waiting: number }>(
    db,
    sql`select e.name as carrier, e.attributes->>'cutoffTime' as cutoff,
        cast((select count(*) from orders o where o.carrier_id = e.id and o.status in (${HERE}) and (o.ship_by is null or o.ship_by <= ${day}::date)) as integer) as waiting
      from catalogue_entries e
      where e.company_id = ${companyId} and e.catalogue = 'carrier' and e.active and coalesce(e.attributes->>'cutoffTime', '') <> ''
      order by e.attributes->>'cutoffTime', e.name`,
  );
  return rows.map((row) => ({ ...row, minutesLeft: minutesUntil(day, row.cutoff, timeZone, now) }));
}

/** Units picked and packed per person and hour of today, from the ledger's pick and pack movements. */
function perHour(db: Database, companyId: string, from: string, timeZone: string) {
  return rowsOf<{ hour: number; user: string; picked: number; packed: number }>(
    db,
    sql`select cast(extract(hour from m.at at time zone ${timeZone}) as integer) as hour, coalesce(u.username, '?') as "user",
        cast(coalesce(sum(m.quantity) filter (where m.type = 'pick'), 0) as integer) as picked,
        cast(coalesce(sum(m.quantity) filter (where m.type = 'pack'), 0) as integer) as packed
      from movements m left join users u on u.id = m.user_id
      where m.company_id = ${companyId} and m.type in ('pick', 'pack') and m.at >= ${from}::timestamptz
      group by 1, 2 order by 1, 2`,
  );
}

/**
 * The oldest waiting at each step: an open order for its allocation (since made), an allocated one for
 * its pick, a picked one for its packing (since last changed), a packed shipment for its label, a
 * labelled one for load-out.
 */
async function oldest(db: Database, companyId: string): Promise<ShippingDashboard['oldest']> {
  const rows = await rowsOf<{ step: WaitingStep; number: string; since: Date | string }>(
    db,
    sql`(select 'allocation' as step, number, created_at as since from orders where company_id = ${companyId} and status = 'open' order by created_at limit 1)
      union all (select 'picking', number, updated_at from orders where company_id = ${companyId} and status = 'allocated' order by updated_at limit 1)
      union all (select 'packing', number, updated_at from orders where company_id = ${companyId} and status = 'picked' order by updated_at limit 1)
      union all (select 'label', number, coalesce(packed_at, updated_at) from shipments where company_id = ${companyId} and status = 'packed' order by coalesce(packed_at, updated_at) limit 1)
      union all (select 'load-out', number, coalesce(labelled_at, updated_at) from shipments where company_id = ${companyId} and status = 'labelled' order by coalesce(labelled_at, updated_at) limit 1)`,
  );
  return rows.map((row) => ({ step: row.step, number: row.number, since: new Date(row.since).toISOString() }));
}

/** Every figure of the shipping dashboard; today and its hours in the caller's time zone. */
export async function shippingDashboardHandler(c: AppContext) {
  const { db, now } = c.get('deps');
  const { companyId, timeZone } = authOf(c);
  const at = now();
  const day = dayIn(timeZone, at);
  const from = dayStart(day, timeZone)!;
  const [states, lateOrders, carriers, hours, waiting] = await readTogether(
    db,
    () => byState(db, companyId, day, from),
    () => late(db, companyId, day),
    () => cutoffs(db, companyId, day, timeZone, at),
    () => perHour(db, companyId, from, timeZone),
    () => oldest(db, companyId),
  );
  const payload: ShippingDashboard = { today: day, timeZone, byState: states, late: lateOrders, cutoffs: carriers, perHour: hours, oldest: waiting, generatedAt: at.toISOString() };
  return ok(c, payload);
}
