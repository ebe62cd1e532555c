import { sql } from 'drizzle-orm';
import { type InventoryDashboard, ON_HAND_STATUSES, QUEUE_STATUSES, TOP_CLIENTS } from '../../../domain/inventory/dashboard';
import type { ItemStatus } from '../../../domain/receiving/statuses';
import type { Database } from '../../db/client';

export const inList = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

interface GroupRow {
  status: ItemStatus | null;
  client_id: string | null;
  sku_type_id: string | null;
  by_status: number;
  by_client: number;
  by_type: number;
  units: number;
}

interface NameRow {
  id: string;
  code: string;
  name: string;
}

/**
 * On-hand units (inventory items only) by status, by client and by SKU type, from
 * the on-hand summary (ADR 0026): grouping sets make the three groupings of one read of its `sku` rows,
 * a few per SKU, client and status however many units there are.
 */
export async function stockFigures(db: Database, companyId: string) {
  const result = (await db.execute(sql`
      select status, client_id, sku_type_id,
        grouping(status) as by_status, grouping(client_id) as by_client, grouping(sku_type_id) as by_type,
        cast(sum(units) as integer) as units
      from (
        select o.status, o.client_id, s.sku_type_id, o.units
        from on_hand_summary o join skus s on s.id = o.sku_id
        where o.company_id = ${companyId} and o.grain = 'sku' and o.inventory and o.status in (${inList(ON_HAND_STATUSES)})
      ) as on_hand
      group by grouping sets ((status), (client_id), (sku_type_id))
      having sum(units) > 0`)) as unknown as { rows: GroupRow[] };
  const rows = result.rows;
  // grouping(x) is 0 on the rows grouped by x.
  const statusRows = rows.filter((r) => r.by_status === 0 && r.status !== null);
  const clientRows = rows.filter((r) => r.by_client === 0 && r.client_id !== null).sort((a, b) => b.units - a.units);
  const typeRows = rows.filter((r) => r.by_type === 0).sort((a, b) => b.units - a.units);
  const statusUnits = new Map(statusRows.map((r) => [r.status, r.units]));
  const topClients = clientRows.slice(0, TOP_CLIENTS);
  const typeIds = typeRows.flatMap((r) => (r.sku_type_id ? [r.sku_type_id] : []));
  const [clientNames, typeNames] = await Promise.all([
    namesOf(db, 'clients', topClients.map((r) => r.client_id!)),
    namesOf(db, 'catalogue_entries', typeIds),
  ]);
  return {
    onHandUnits: statusRows.reduce((sum, r) => sum + r.units, 0),
    byStatus: ON_HAND_STATUSES.flatMap((status) => (statusUnits.has(status) ? [{ status, units: statusUnits.get(status)! }] : [])),
    byClient: topClients.map((r) => ({ client: clientNames.get(r.client_id!) ?? { id: r.client_id!, code: '', name: '' }, units: r.units })),
    otherClientUnits: clientRows.slice(TOP_CLIENTS).reduce((sum, r) => sum + r.units, 0),
    bySkuType: typeRows.map((r) => ({ skuType: r.sku_type_id ? (typeNames.get(r.sku_type_id) ?? { id: r.sku_type_id, code: '', name: '' }) : null, units: r.units })),
    queues: QUEUE_STATUSES.map((status) => ({ status, units: statusUnits.get(status) ?? 0 })),
  } satisfies Partial<InventoryDashboard>;
}

async function namesOf(db: Database, table: 'clients' | 'catalogue_entries', ids: string[]): Promise<Map<string, NameRow>> {
  if (ids.length === 0) return new Map();
  const result = (await db.execute(sql`select id, code, name from ${sql.identifier(table)} where id in (${inList(ids)})`)) as unknown as { rows: NameRow[] };
  return new Map(result.rows.map((row) => [row.id, row]));
}

/** Active bins: blocked ones, and of the others those holding on-hand units (any item, inventory or not) and the empty. */
export async function binFigures(db: Database, companyId: string): Promise<InventoryDashboard['bins']> {
  const result = (await db.execute(sql`
    select cast(count(*) filter (where b.blocked) as integer) as blocked,
      cast(count(*) filter (where not b.blocked and held.bin_id is not null) as integer) as occupied,
      cast(count(*) filter (where not b.blocked and held.bin_id is null) as integer) as empty
    from bins b
    left join (
      select bin_id from on_hand_summary
      where company_id = ${companyId} and grain = 'bin' and bin_id is not null and status in (${inList(ON_HAND_STATUSES)})
      group by bin_id having sum(items) > 0
    ) as held on held.bin_id = b.id
    where b.company_id = ${companyId} and b.active`)) as unknown as { rows: InventoryDashboard['bins'][] };
  return result.rows[0] ?? { empty: 0, occupied: 0, blocked: 0 };
}

/** Discrepancies of completed counting cycles that nobody accepted yet. */
export async function openDiscrepancies(db: Database, companyId: string): Promise<number> {
  const result = (await db.execute(sql`
    select cast(count(*) as integer) as open
    from counting_discrepancies d join counting_cycles c on c.id = d.cycle_id
    where c.company_id = ${companyId} and d.status = 'open'`)) as unknown as { rows: { open: number }[] };
  return result.rows[0]?.open ?? 0;
}
