import { sql } from 'drizzle-orm';
import { FLOW_DAYS, type InventoryDashboard } from '../../../domain/inventory/dashboard';
import { addDays, lastDays } from '../../../domain/time/date-range';
import type { Database } from '../../db/client';

interface FlowRow {
  day: string;
  received: number;
  shipped: number;
}

/**
 * Units received (ledger type `receive`: units entering stock; the later `goods-receipt` only changes
 * their status, so counting it too would count each unit twice) and shipped (type `ship`) per day of
 * the last FLOW_DAYS days, days cut at midnight in `timeZone`. Reads the movement summary's quarter
 * hours (ADR 0026): every zone's midnight is a quarter hour, so each quarter lies in one day.
 */
export async function flowFigures(db: Database, companyId: string, today: string, timeZone: string, now: Date): Promise<InventoryDashboard['flow']> {
  const window = lastDays(FLOW_DAYS, timeZone, now);
  const result = (await db.execute(sql`
    select ((m.quarter at time zone ${timeZone})::date)::text as day,
      cast(coalesce(sum(m.quantity) filter (where m.type = 'receive'), 0) as integer) as received,
      cast(coalesce(sum(m.quantity) filter (where m.type = 'ship'), 0) as integer) as shipped
    from movement_summary m
    where m.company_id = ${companyId} and m.type in ('receive', 'ship') and m.quarter >= ${window.from}::timestamptz and m.quarter < ${window.to}::timestamptz
    group by 1`)) as unknown as { rows: FlowRow[] };
  const byDay = new Map(result.rows.map((row) => [row.day, row]));
  return Array.from({ length: FLOW_DAYS }, (_, i) => {
    const day = addDays(today, i + 1 - FLOW_DAYS);
    return { day, received: byDay.get(day)?.received ?? 0, shipped: byDay.get(day)?.shipped ?? 0 };
  });
}
