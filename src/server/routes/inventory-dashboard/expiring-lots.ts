import { sql } from 'drizzle-orm';
import { type InventoryDashboard, EXPIRY_BUCKETS, LISTED_LOTS, ON_HAND_STATUSES, expiryBucketOf } from '../../../domain/inventory/dashboard';
import type { Database } from '../../db/client';
import { inList } from './stock-figures';

interface LotRow {
  sku_id: string;
  sku_code: string;
  client_id: string;
  client_code: string;
  client_name: string;
  lot_number: string;
  expiry: string;
  units: number;
}

/**
 * Lots on hand that expired or expire within 90 days of `today`, counted per bucket, and the soonest
 * listed by name. A lot is the items of one SKU and client sharing a lot number (items.lot_number, the
 * earliest expiry among them), read from the on-hand summary's `lot` rows (ADR 0026). The one place that
 * reads lots, so it can move to the lots table without touching the rest of the dashboard.
 */
export async function expiringLots(db: Database, companyId: string, today: string): Promise<Pick<InventoryDashboard, 'expiry' | 'lots'>> {
  const result = (await db.execute(sql`
    select l.sku_id, s.code as sku_code, l.client_id, c.code as client_code, c.name as client_name, l.lot_number,
      min(l.expiry)::text as expiry, cast(sum(l.units) as integer) as units
    from (
      select sku_id, client_id, lot_number, expiry, sum(units) as units from on_hand_summary
      where company_id = ${companyId} and grain = 'lot' and inventory and status in (${inList(ON_HAND_STATUSES)})
        and expiry is not null and expiry <= ${today}::date + 90
      group by sku_id, client_id, lot_number, expiry
      having sum(items) > 0
    ) as l
    join skus s on s.id = l.sku_id
    join clients c on c.id = l.client_id
    group by l.sku_id, s.code, l.client_id, c.code, c.name, l.lot_number
    order by expiry, s.code, l.lot_number`)) as unknown as { rows: LotRow[] };
  const totals = new Map(EXPIRY_BUCKETS.map((bucket) => [bucket, { bucket, lots: 0, units: 0 }]));
  const lots: InventoryDashboard['lots'] = [];
  for (const row of result.rows) {
    const bucket = expiryBucketOf(row.expiry, today);
    if (!bucket) continue;
    const total = totals.get(bucket)!;
    total.lots += 1;
    total.units += row.units;
    if (lots.length < LISTED_LOTS) {
      lots.push({
        lotNumber: row.lot_number,
        expiry: row.expiry,
        sku: { id: row.sku_id, code: row.sku_code },
        client: { id: row.client_id, code: row.client_code, name: row.client_name },
        units: row.units,
        bucket,
      });
    }
  }
  return { expiry: [...totals.values()], lots };
}
