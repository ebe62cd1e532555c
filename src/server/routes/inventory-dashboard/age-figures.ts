import { type SQL, sql } from 'drizzle-orm';
import { AGE_BUCKETS, type AgeBucket, type InventoryDashboard, ON_HAND_STATUSES } from '../../../domain/inventory/dashboard';
import { addDays, dayStart } from '../../../domain/time/date-range';
import type { Database } from '../../db/client';
import { inList } from './stock-figures';

/**
 * Whole days since the day of receipt in the zone, bucketed as AGE_BUCKETS says (null: not received
 * yet). Each bucket's first day is turned into its starting instant once, so the rows are compared as
 * timestamps rather than each converted to a day in the zone.
 */
function ageBucket(receivedAt: SQL, starts: readonly (string | null)[]): SQL {
  const whens = AGE_BUCKETS.map((b, n) => (starts[n] === null ? sql`else ${b.key}` : sql`when ${receivedAt} >= ${starts[n]}::timestamptz then ${b.key}`));
  return sql`case when ${receivedAt} is null then null ${sql.join(whens, sql` `)} end`;
}

const dayAfter = (day: string) => `${addDays(day, 1)}T00:00:00.000Z`;

/**
 * On-hand units (inventory items only) by age since receipt, days cut in `timeZone` (ADR 0026). The
 * on-hand summary counts units per UTC day of receipt; a UTC day lies wholly in one bucket unless a
 * bucket starts inside it, and only the units received on those few days (five at most, none in UTC)
 * are read from the items, through items_receipt_idx.
 */
export async function ageFigures(db: Database, companyId: string, today: string, timeZone: string): Promise<InventoryDashboard['age']> {
  const starts = AGE_BUCKETS.map((b) => (b.maxDays === null ? null : dayStart(addDays(today, -b.maxDays), timeZone)!));
  const split = [...new Set(starts.flatMap((start) => (start && !start.endsWith('T00:00:00.000Z') ? [start.slice(0, 10)] : [])))];
  const onSplitDays = split.length ? sql.join(split.map((day) => sql`(i.receipt_at >= ${`${day}T00:00:00.000Z`}::timestamptz and i.receipt_at < ${dayAfter(day)}::timestamptz)`), sql` or `) : sql`false`;
  const otherDays = split.length ? sql`and o.received_on not in (${inList(split)})` : sql``;
  const result = (await db.execute(sql`
    select bucket, cast(sum(units) as integer) as units
    from (
      select ${ageBucket(sql`(o.received_on::timestamp at time zone 'UTC')`, starts)} as bucket, o.units
      from on_hand_summary o
      where o.company_id = ${companyId} and o.grain = 'receipt' and o.inventory and o.status in (${inList(ON_HAND_STATUSES)}) ${otherDays}
      union all
      select ${ageBucket(sql`i.receipt_at`, starts)}, i.quantity
      from items i
      where i.company_id = ${companyId} and i.inventory and i.status in (${inList(ON_HAND_STATUSES)}) and (${onSplitDays})
    ) as aged
    where bucket is not null
    group by bucket`)) as unknown as { rows: { bucket: AgeBucket; units: number }[] };
  const units = new Map(result.rows.map((row) => [row.bucket, row.units]));
  return AGE_BUCKETS.map((b) => ({ bucket: b.key, units: units.get(b.key) ?? 0 }));
}
