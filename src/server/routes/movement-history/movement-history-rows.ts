import { type SQL, sql } from 'drizzle-orm';
import { type HistoryCursor, type MovementHistoryRow, parseCursor } from '../../../domain/ledger/movement-history';
import type { Database } from '../../db/client';
import type { HistoryFilter } from './movement-filters';

/*
 * One page of the ledger, newest first, by keyset on (at, id): "older than the last row shown" is an
 * index range, never an OFFSET over the rows before it (docs/decisions/0025-movement-history-keyset.md).
 * Raw SQL because the place filters read each side through its own index and merge the two, which the
 * query builder cannot say; times travel as text so both drivers (pg, PGlite) hand back the same.
 */

interface PageRow {
  id: string;
  micros: string;
  at: string;
  type: string;
  quantity: number;
  quantity_change: boolean;
  wms_number: string | null;
  serial: string | null;
  deleted: boolean;
  sku_code: string | null;
  sku_description: string | null;
  from_status: string | null;
  from_bin: string | null;
  from_container: string | null;
  from_lot: string | null;
  to_status: string | null;
  to_bin: string | null;
  to_container: string | null;
  to_lot: string | null;
  reference_type: string | null;
  reference_id: string | null;
  reference_label: string | null;
  username: string | null;
  device: string | null;
}

/** The exact instant of a cursor: microseconds, which a JavaScript Date would round to milliseconds. */
const instantOf = (cursor: HistoryCursor) => sql`(timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond')`;

const newestFirst = (table: string) => sql.raw(`order by ${table}.at desc, ${table}.id desc`);

/**
 * The ids and times of one page (and one row more, to know whether another page follows). The filter's
 * columns name the table `movements`, so the inner selects keep that name.
 */
function pageSelect(filter: HistoryFilter, after: HistoryCursor | null, limit: number): SQL {
  const older = after ? sql`and (movements.at, movements.id) < (${instantOf(after)}, ${after.id}::uuid)` : sql``;
  const one = (extra: SQL) => sql`(select movements.* from movements where ${filter.where} ${extra} ${older} ${newestFirst('movements')} limit ${limit})`;
  if (!filter.sides) return one(sql``);
  // A movement from the place and one into it each read their own index in order; one that stays in
  // the place (a status change) is taken on its from side only, so no row shows twice.
  const out = one(sql`and ${filter.sides.from}`);
  const into = one(sql`and ${filter.sides.to} and (${filter.sides.from}) is not true`);
  return sql`(select * from (${out} union all ${into}) u ${newestFirst('u')} limit ${limit})`;
}

export async function historyPage(db: Database, filter: HistoryFilter, afterText: string | undefined, limit: number): Promise<PageRow[]> {
  const after = afterText ? parseCursor(afterText) : null;
  const result = (await db.execute(sql`
    select m.id, cast(cast(extract(epoch from m.at) * 1000000 as bigint) as text) as micros,
      to_char(m.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
      m.type, m.quantity, m.quantity_change,
      coalesce(i.wms_number, d.wms_number) as wms_number, coalesce(i.serial, d.serial) as serial, d.id is not null as deleted,
      s.code as sku_code, s.description as sku_description,
      m.from_status, fb.code as from_bin, fc.code as from_container, m.from_lot_number as from_lot,
      m.to_status, tb.code as to_bin, tc.code as to_container, m.to_lot_number as to_lot,
      m.reference_type, m.reference_id, coalesce(cc.number, m.reference_id) as reference_label,
      u.username, m.device
    from ${pageSelect(filter, after, limit)} m
    left join items i on i.id = m.item_id
    left join deleted_items d on d.id = m.item_id and i.id is null
    left join skus s on s.id = m.sku_id
    left join bins fb on fb.id = m.from_bin_id
    left join bins tb on tb.id = m.to_bin_id
    left join containers fc on fc.id = m.from_container_id
    left join containers tc on tc.id = m.to_container_id
    left join users u on u.id = m.user_id
    left join counting_cycles cc on m.reference_type = 'counting'
      and cc.id = case when m.reference_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then cast(m.reference_id as uuid) end
    ${newestFirst('m')}`)) as unknown as { rows: PageRow[] };
  return result.rows;
}

export const cursorOf = (row: PageRow): HistoryCursor => ({ micros: row.micros, id: row.id });

function place(status: string | null, bin: string | null, container: string | null, lot: string | null) {
  return status === null && bin === null && container === null ? null : { status, bin, container, lot };
}

export function toHistoryRow(row: PageRow): MovementHistoryRow {
  return {
    id: row.id,
    type: row.type,
    quantity: Number(row.quantity),
    quantityChange: row.quantity_change,
    item: row.wms_number === null ? null : { wmsNumber: row.wms_number, serial: row.serial, deleted: row.deleted },
    sku: row.sku_code === null ? null : { code: row.sku_code, description: row.sku_description ?? '' },
    from: place(row.from_status, row.from_bin, row.from_container, row.from_lot),
    to: place(row.to_status, row.to_bin, row.to_container, row.to_lot),
    reference: row.reference_type && row.reference_id ? { type: row.reference_type, id: row.reference_id, label: row.reference_label ?? row.reference_id } : null,
    username: row.username,
    device: row.device,
    at: row.at,
  };
}
