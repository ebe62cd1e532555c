import { sql } from 'drizzle-orm';
import type { LedgerCheck } from '../../domain/ledger/ledger-check';
import type { Database } from '../db/client';
import { dockRowsFromMovements, movementRowsOf, onHandRowsOf, stockRowsFromMovements } from './summary-writes';

interface SummaryDifferenceRow {
  table: string;
  key: string;
  summarised: number;
  recomputed: number;
  total: number;
}

/**
 * The summaries (ADR 0026), the stock history (ADR 0038) and the dock-to-stock rows (ADR 0037) against a
 * recomputation from the items and movements of one company: every key's units and item count
 * (movements: quantity and count; dock to stock: quantity and rows), summed over its slots, must
 * agree. A write of items or movements that went around the ledger module shows here; that the
 * movements add up to the items is the ledger check's own.
 */
export async function checkSummaries(db: Database, companyId: string, shown: number): Promise<LedgerCheck['summary']> {
  const result = (await db.execute(sql`
    select source as "table", key, cast(sum(summarised) as integer) as summarised, cast(sum(recomputed) as integer) as recomputed,
      cast(count(*) over () as integer) as total
    from (
      select 'on_hand_summary' as source, concat_ws('/', grain, sku_id, client_id, status, inventory, bin_id, lot_number, expiry, received_on) as key,
        units as summarised, items as summarised_count, 0 as recomputed, 0 as recomputed_count
        from on_hand_summary where company_id = ${companyId}
      union all
      select 'on_hand_summary', concat_ws('/', grain, sku_id, client_id, status, inventory, bin_id, lot_number, expiry, received_on), 0, 0, units, items
        from (${onHandRowsOf(sql`items.company_id = ${companyId}`)}) as on_hand
      union all
      select 'movement_summary', concat_ws('/', type, quarter), quantity, movements, 0, 0 from movement_summary where company_id = ${companyId}
      union all
      select 'movement_summary', concat_ws('/', type, quarter), 0, 0, quantity, movements from (${movementRowsOf(companyId)}) as moved
      union all
      select 'stock_daily', concat_ws('/', grain, day, client_id, sku_id, bin_id, lot_number), units, 0, 0, 0 from stock_daily where company_id = ${companyId}
      union all
      select 'stock_daily', concat_ws('/', grain, day, client_id, sku_id, bin_id, lot_number), 0, 0, units, 0 from (${stockRowsFromMovements(companyId)}) as stock
      union all
      select 'dock_to_stock', concat_ws('/', item_id, client_id, arrived_at, posted_at), quantity, 1, 0, 0 from dock_to_stock where company_id = ${companyId}
      union all
      select 'dock_to_stock', concat_ws('/', item_id, client_id, arrived_at, posted_at), 0, 0, quantity, 1 from (${dockRowsFromMovements(companyId)}) as docked
    ) as sides
    group by source, key
    having sum(summarised) <> sum(recomputed) or sum(summarised_count) <> sum(recomputed_count)
    order by source, key
    limit ${shown}`)) as unknown as { rows: SummaryDifferenceRow[] };
  return { count: result.rows[0]?.total ?? 0, first: result.rows.map(({ total: _total, ...row }) => row) };
}
