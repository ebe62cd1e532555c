import { type SQL, sql } from 'drizzle-orm';
import type { LedgerCheck } from '../../domain/ledger/ledger-check';
import type { Database } from '../db/client';
import { checkSummaries } from './summary-check';

/** How many differences of each kind an answer lists; the count says how many there are in all. */
const SHOWN = 100;

/*
 * One row per side a quantity stands on: the items table's (`recorded`) and each movement's (`ledger`):
 * a move takes its quantity off its from side and puts it on its to side; a quantity change adds its
 * signed quantity where the units lie; a missing side is outside the ledger. Grouped by `key`, every
 * sum must agree.
 */
function sides(companyId: string, key: 'item' | 'sku') {
  const owner = key === 'item' ? sql.raw('item_id') : sql.raw('sku_id');
  const status = key === 'item' ? sql.raw('status') : sql.raw('null::text');
  const fromStatus = key === 'item' ? sql.raw('from_status') : sql.raw('null::text');
  const toStatus = key === 'item' ? sql.raw('to_status') : sql.raw('null::text');
  const itemOwner = key === 'item' ? sql.raw('id') : sql.raw('sku_id');
  const onlyItems = key === 'item' ? sql`and item_id is not null` : sql``;
  return sql`
    select ${itemOwner} as owner, ${status} as status, bin_id, container_id, lot_number, quantity as recorded, 0 as ledger
      from items where company_id = ${companyId}
    union all
    select ${owner}, ${toStatus}, to_bin_id, to_container_id, to_lot_number, 0, quantity
      from movements where company_id = ${companyId} and to_status is not null ${onlyItems}
    union all
    select ${owner}, ${fromStatus}, from_bin_id, from_container_id, from_lot_number, 0, -quantity
      from movements where company_id = ${companyId} and from_status is not null and not quantity_change ${onlyItems}`;
}

interface DifferenceRow {
  owner: string | null;
  status: string | null;
  bin_id: string | null;
  container_id: string | null;
  lot_number: string | null;
  recorded: number;
  ledger: number;
  total: number;
}

async function differences(db: Database, union: SQL): Promise<{ count: number; rows: DifferenceRow[] }> {
  const result = (await db.execute(sql`
    select owner, status, bin_id, container_id, lot_number,
      cast(sum(recorded) as integer) as recorded, cast(sum(ledger) as integer) as ledger,
      cast(count(*) over () as integer) as total
    from (${union}) as sides
    group by owner, status, bin_id, container_id, lot_number
    having sum(recorded) <> sum(ledger)
    order by owner, status, bin_id, container_id, lot_number
    limit ${SHOWN}`)) as unknown as { rows: DifferenceRow[] };
  return { count: result.rows[0]?.total ?? 0, rows: result.rows };
}

const placeOf = (row: DifferenceRow) => ({ binId: row.bin_id, containerId: row.container_id, lotNumber: row.lot_number, recorded: row.recorded, ledger: row.ledger });

/**
 * The ledger invariant (DOMAIN.md invariant 1) over one company: every item stands with its quantity
 * exactly where its movements took it, every (SKU, place, lot) quantity of the items table equals
 * the ledger's sum there, and the summaries equal their recomputation (ADR 0026). Reads everything: an operations check, not a request path.
 */
export async function checkLedger(db: Database, companyId: string): Promise<LedgerCheck> {
  const items = await differences(db, sides(companyId, 'item'));
  const stock = await differences(db, sides(companyId, 'sku'));
  const summary = await checkSummaries(db, companyId, SHOWN);
  return {
    holds: items.count === 0 && stock.count === 0 && summary.count === 0,
    items: { count: items.count, first: items.rows.map((row) => ({ itemId: row.owner ?? '', status: row.status, ...placeOf(row) })) },
    stock: { count: stock.count, first: stock.rows.map((row) => ({ skuId: row.owner, ...placeOf(row) })) },
    summary,
  };
}
