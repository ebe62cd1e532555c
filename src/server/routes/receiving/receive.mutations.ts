import { and, eq, sql } from 'drizzle-orm';
import {
  RECEIVE_ITEM, type ReceiveItem, ReceiveItemSchema, type ReceiveRejection, UNDO_RECEIVE, UndoReceiveSchema,
} from '../../../domain/receiving/items';
import { RECEIVING_MOVEMENTS, SCANNABLE_STATUSES } from '../../../domain/receiving/statuses';
import type { Database } from '../../db/client';
import { bins, containers, movements, skus } from '../../db/schema/master';
import { controlNumberLines, controlNumbers, items, wmsReservations } from '../../db/schema/receiving';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { type ApplyContext, defineMutationKind } from '../../sync/mutation-kind';

/** A refused unit: the device reads `reason` to say what to do, in the user's language. */
function rejected(reason: ReceiveRejection, message: string, detail: Record<string, unknown> = {}): AppError {
  return new AppError(409, message, { reason, ...detail });
}

async function scannableControlNumber(tx: Database, companyId: string, number: string) {
  // Locked: the expected-quantity check and the draft → receiving step must see every earlier unit.
  const [row] = await tx
    .select({ id: controlNumbers.id, clientId: controlNumbers.clientId, status: controlNumbers.status })
    .from(controlNumbers)
    .where(and(eq(controlNumbers.companyId, companyId), eq(controlNumbers.number, number)))
    .for('update');
  if (!row) throw rejected('not-scannable', `Control number ${number} does not exist.`);
  if (!SCANNABLE_STATUSES.includes(row.status)) {
    throw rejected('not-scannable', `Control number ${number} is ${row.status}; units can no longer be scanned into it.`, { state: row.status });
  }
  return row;
}

async function placeOf(tx: Database, companyId: string, payload: ReceiveItem) {
  let binId: string | null = null;
  let containerId: string | null = null;
  if (payload.containerCode) {
    const [container] = await tx
      .select({ id: containers.id, binId: containers.binId })
      .from(containers)
      .where(and(eq(containers.companyId, companyId), sql`lower(${containers.code}) = lower(${payload.containerCode})`, eq(containers.active, true)));
    if (!container) throw rejected('unknown-location', `No active container ${payload.containerCode}.`, { code: payload.containerCode });
    containerId = container.id;
    binId = container.binId;
  }
  if (payload.binCode) {
    const [bin] = await tx
      .select({ id: bins.id })
      .from(bins)
      .where(and(eq(bins.companyId, companyId), sql`lower(${bins.code}) = lower(${payload.binCode})`, eq(bins.active, true)));
    if (!bin) throw rejected('unknown-location', `No active bin ${payload.binCode}.`, { code: payload.binCode });
    binId = bin.id;
  }
  return { binId, containerId };
}

async function checkAgainstExpected(tx: Database, controlNumberId: string, skuId: string, quantity: number, skuCode: string) {
  const [totals] = await tx
    .select({
      lines: sql<number>`(select count(*)::int from ${controlNumberLines} where ${controlNumberLines.controlNumberId} = ${controlNumberId})`,
      expected: sql<number>`coalesce((select ${controlNumberLines.quantity} from ${controlNumberLines}
        where ${controlNumberLines.controlNumberId} = ${controlNumberId} and ${controlNumberLines.skuId} = ${skuId}), 0)`,
      received: sql<number>`coalesce((select sum(${items.quantity})::int from ${items}
        where ${items.controlNumberId} = ${controlNumberId} and ${items.skuId} = ${skuId}), 0)`,
    })
    .from(sql`(select 1) as one`);
  const { lines = 0, expected = 0, received = 0 } = totals ?? {};
  // Without expected lines the client announced nothing, so nothing can be more than expected.
  if (lines > 0 && received + quantity > expected) {
    throw rejected('over-expected', `${skuCode}: ${expected} expected, ${received} received; ${quantity} more would be over.`, { expected, received });
  }
}

async function serialInStock(tx: Database, skuId: string, serial: string): Promise<string | null> {
  const [row] = await tx
    .select({ wmsNumber: items.wmsNumber })
    .from(items)
    .where(and(eq(items.skuId, skuId), sql`lower(${items.serial}) = lower(${serial})`, sql`${items.status} not in ('shipped', 'scrapped')`));
  return row?.wmsNumber ?? null;
}

async function receive(tx: Database, ctx: ApplyContext, payload: ReceiveItem): Promise<void> {
  const [existing] = await tx.select({ id: items.id }).from(items).where(eq(items.id, payload.itemId));
  // The unit is on the server already: a replay whose idempotency key had been pruned.
  if (existing) return;

  const controlNumber = await scannableControlNumber(tx, ctx.companyId, payload.controlNumber);
  const [sku] = await tx
    .select({ id: skus.id, code: skus.code, clientId: skus.clientId, serialised: skus.serialised, active: skus.active })
    .from(skus)
    .where(and(eq(skus.id, payload.skuId), eq(skus.companyId, ctx.companyId)));
  if (!sku || !sku.active) throw rejected('unknown-barcode', 'This SKU does not exist or is inactive.');
  if (sku.clientId !== controlNumber.clientId) throw rejected('other-client', `${sku.code} belongs to another client than control number ${payload.controlNumber}.`);
  if (sku.serialised && (payload.serial === null || payload.quantity !== 1)) {
    throw rejected('serial-required', `${sku.code} is serialised: scan one unit at a time with its serial number.`);
  }
  const serial = sku.serialised ? payload.serial : null;
  if (serial) {
    const holder = await serialInStock(tx, sku.id, serial);
    if (holder) throw rejected('serial-in-stock', `Serial ${serial} of ${sku.code} is in stock already as ${holder}.`, { serial, wmsNumber: holder });
  }
  await checkAgainstExpected(tx, controlNumber.id, sku.id, payload.quantity, sku.code);

  const [reserved] = await tx
    .select({ number: wmsReservations.number })
    .from(wmsReservations)
    .where(and(eq(wmsReservations.companyId, ctx.companyId), eq(wmsReservations.number, payload.wmsNumber)));
  if (!reserved) throw rejected('wms-number', `${payload.wmsNumber} was never reserved for labelling.`);

  const place = await placeOf(tx, ctx.companyId, payload);
  try {
    await tx.insert(items).values({
      id: payload.itemId,
      companyId: ctx.companyId,
      wmsNumber: payload.wmsNumber,
      clientId: sku.clientId,
      skuId: sku.id,
      serial,
      quantity: payload.quantity,
      lotNumber: payload.lotNumber,
      expiry: payload.expiry,
      controlNumberId: controlNumber.id,
      ...place,
      status: 'received',
      createdBy: ctx.userId,
      device: ctx.device,
      createdAt: ctx.at,
      updatedAt: ctx.at,
    });
  } catch (error) {
    // Both checks above ran; only a unit committed at the same instant gets here.
    if (isUniqueViolation(error, 'items_serial_in_stock_key')) throw rejected('serial-in-stock', `Serial ${serial ?? ''} of ${sku.code} is in stock already.`, { serial });
    if (isUniqueViolation(error)) throw rejected('wms-number', `${payload.wmsNumber} is on another unit already.`);
    throw error;
  }
  await tx.insert(movements).values({
    companyId: ctx.companyId,
    type: RECEIVING_MOVEMENTS.receive,
    itemId: payload.itemId,
    skuId: sku.id,
    quantity: payload.quantity,
    toBinId: place.binId,
    toContainerId: place.containerId,
    toStatus: 'received',
    referenceType: 'control-number',
    referenceId: payload.controlNumber,
    userId: ctx.userId,
    device: ctx.device,
    at: ctx.at,
    sapStatus: 'not-required',
  });
  if (controlNumber.status === 'draft') {
    await tx.update(controlNumbers).set({ status: 'receiving', updatedAt: ctx.at }).where(eq(controlNumbers.id, controlNumber.id));
  }
}

/** One unit scanned on the scan-item screen (RECEIVING_DETAIL_SCAN), online or queued offline. */
export const receiveItem = defineMutationKind({
  kind: RECEIVE_ITEM,
  schema: ReceiveItemSchema,
  access: 'RECEIVING_DETAIL_SCAN',
  answer: (_ctx, payload) => ({ itemId: payload.itemId, wmsNumber: payload.wmsNumber }),
  apply: receive,
});

/**
 * The scanner takes back a unit it scanned a moment ago. Only its own units and only while they are
 * still `received`; anything else is a correction for RECEIVING_ITEM_DELETE on the control number.
 */
export const undoReceive = defineMutationKind({
  kind: UNDO_RECEIVE,
  schema: UndoReceiveSchema,
  access: 'RECEIVING_DETAIL_SCAN',
  async apply(tx, ctx, { itemId }) {
    const [item] = await tx
      .select()
      .from(items)
      .where(and(eq(items.id, itemId), eq(items.companyId, ctx.companyId)))
      .for('update');
    // Its receive never reached the server (refused and discarded): nothing to take back.
    if (!item) return { undone: false };
    if (item.createdBy !== ctx.userId) throw new AppError(409, `${item.wmsNumber} was scanned by someone else; ask a supervisor to delete it.`);
    if (item.status !== 'received') throw new AppError(409, `${item.wmsNumber} is ${item.status}; it can no longer be undone.`, { state: item.status });
    await tx.delete(items).where(eq(items.id, itemId));
    const [controlNumber] = item.controlNumberId
      ? await tx.select({ number: controlNumbers.number }).from(controlNumbers).where(eq(controlNumbers.id, item.controlNumberId))
      : [];
    await tx.insert(movements).values({
      companyId: ctx.companyId,
      type: RECEIVING_MOVEMENTS.reversal,
      itemId,
      skuId: item.skuId,
      quantity: item.quantity,
      fromBinId: item.binId,
      fromContainerId: item.containerId,
      fromStatus: 'received',
      referenceType: 'control-number',
      referenceId: controlNumber?.number ?? null,
      userId: ctx.userId,
      device: ctx.device,
      at: ctx.at,
      sapStatus: 'not-required',
    });
    return { undone: true, wmsNumber: item.wmsNumber };
  },
});
