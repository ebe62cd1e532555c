import type { MovementHistoryQuery } from '../../../domain/ledger/movement-history';
import { cursorText } from '../../../domain/ledger/movement-history';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { csvLines } from '../../lib/list';
import { ok } from '../../lib/respond';
import { historyFilter } from './movement-filters';
import { cursorOf, historyPage, toHistoryRow } from './movement-history-rows';

export async function listMovements(c: AppContext, _body: undefined, query: MovementHistoryQuery) {
  const { db } = c.get('deps');
  const filter = await historyFilter(db, authOf(c).companyId, query);
  const rows = filter ? await historyPage(db, filter, query.after, query.pageSize + 1) : [];
  const shown = rows.slice(0, query.pageSize);
  const last = shown.at(-1);
  const next = rows.length > query.pageSize && last ? cursorText(cursorOf(last)) : null;
  return ok(c, { items: shown.map(toHistoryRow), next, pageSize: query.pageSize });
}

/** Rows read per query while streaming: enough to keep the socket busy, few enough to stay small in memory. */
const EXPORT_BATCH = 2000;

const HEADER = [
  'at', 'type', 'quantity', 'quantity_change', 'wms_number', 'serial', 'item_deleted', 'sku', 'from_status', 'from_bin', 'from_container', 'from_lot',
  'to_status', 'to_bin', 'to_container', 'to_lot', 'reference_type', 'reference', 'user', 'device',
];

/**
 * The whole filter as CSV, written batch after batch as the client reads (a pull stream: the next batch
 * is read only when the socket took the last), so a million rows never sit in memory together.
 */
export async function exportMovements(c: AppContext, _body: undefined, query: MovementHistoryQuery) {
  const { db } = c.get('deps');
  const filter = await historyFilter(db, authOf(c).companyId, query);
  const encoder = new TextEncoder();
  let after = query.after;
  let done = filter === null;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // The BOM makes Excel read UTF-8 names correctly.
      controller.enqueue(encoder.encode(`\uFEFF${csvLines([HEADER])}`));
    },
    async pull(controller) {
      if (done || !filter) return controller.close();
      const rows = await historyPage(db, filter, after, EXPORT_BATCH);
      const last = rows.at(-1);
      done = rows.length < EXPORT_BATCH || !last;
      if (last) after = cursorText(cursorOf(last));
      const lines = rows.map(toHistoryRow).map((m) => [
        m.at, m.type, m.quantity, m.quantityChange ? 'yes' : 'no', m.item?.wmsNumber, m.item?.serial, m.item?.deleted ? 'yes' : '', m.sku?.code,
        m.from?.status, m.from?.bin, m.from?.container, m.from?.lot, m.to?.status, m.to?.bin, m.to?.container, m.to?.lot,
        m.reference?.type, m.reference?.label, m.username, m.device,
      ]);
      if (lines.length > 0) controller.enqueue(encoder.encode(csvLines(lines)));
    },
  });
  return new Response(body, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="movements.csv"' },
  });
}
