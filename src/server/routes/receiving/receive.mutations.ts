import { and, eq, sql } from 'drizzle-orm';
import {
  RECEIVE_ITEM, type ReceiveItem, type ReceiveRejection, UNDO_RECEIVE,
} from '../../../domain/receiving/items';
import { SCANNABLE_STATUSES } from '../../../domain/receiving/statuses';
import { controlNumberStates } from '../../../domain/states/control-number-states';
import { illegalTransition } from '../../../domain/states/state-machine';
import type { Database } from '../../db/client';
import { deletedItems } from '../../db/schema/inventory';
import { bins, containers, skus } from '../../db/schema/master';
import { controlNumberLines, controlNumbers, items, wmsReservations } from '../../db/schema/receiving';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { createItem, removeItem } from '../../ledger/item-writes';
import { lockItems } from '../../ledger/lock-items';
import { lotForUnit } from '../../lots/lot-for-unit';
import { performTransition } from '../../lib/transition';
import { type ApplyContext, handleMutation } from '../../sync/mutation-kind';
import { controlNumberStore } from './control-number-state';
import { receivingReference } from './receiving-reference';

/** A refused unit: the device reads `reason` to say what to do, in the user's language. */
function rejected(reason: ReceiveRejection, message: string, detail: Record<string, unknown> = {}): AppError {
  return new AppError(409, message, { reason, ...detail });
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

/**
 * The outer row in correlated subqueries, qualified as the rest of the code base does: drizzle writes
 * the columns of a query over one table unqualified, which inside a subquery name the inner table.
 */
const outer = { controlNumber: sql.raw('"control_numbers"."id"'), sku: sql.raw('"skus"."id"') };

/*
 * A unit costs few statements: a handheld back from a long shift offline sends thousands. The control
 * number comes locked with what is known about the unit, the SKU with its serial holder and tallies.
 */
async function controlNumberFor(tx: Database, ctx: ApplyContext, payload: ReceiveItem) {
  // Locked: the expected-quantity check and the draft → receiving step must see every earlier unit.
  const [row] = await tx
    .select({
      id: controlNumbers.id,
      clientId: controlNumbers.clientId,
      status: controlNumbers.status,
      known: sql<boolean>`exists (select 1 from ${items} where ${items.id} = ${payload.itemId})`,
      reserved: sql<boolean>`exists (select 1 from ${wmsReservations}
        where ${wmsReservations.companyId} = ${ctx.companyId} and ${wmsReservations.kind} = 'wms' and ${wmsReservations.number} = ${payload.wmsNumber})`,
      // A deleted unit's number stays its own (deleted_items), even if the sequence was set back.
      retired: sql<boolean>`exists (select 1 from ${deletedItems}
        where ${deletedItems.companyId} = ${ctx.companyId} and lower(${deletedItems.wmsNumber}) = lower(${payload.wmsNumber}))`,
      lines: sql<number>`(select count(*)::int from ${controlNumberLines} where ${controlNumberLines.controlNumberId} = ${outer.controlNumber})`,
    })
    .from(controlNumbers)
    .where(and(eq(controlNumbers.companyId, ctx.companyId), eq(controlNumbers.number, payload.controlNumber)))
    .for('update', { of: controlNumbers });
  return row;
}

async function skuFor(tx: Database, ctx: ApplyContext, payload: ReceiveItem, controlNumberId: string, withTallies: boolean) {
  const [row] = await tx
    .select({
      id: skus.id,
      code: skus.code,
      clientId: skus.clientId,
      serialised: skus.serialised,
      active: skus.active,
      holder: payload.serial
        ? sql<string | null>`(select ${items.wmsNumber} from ${items} where ${items.skuId} = ${outer.sku}
            and lower(${items.serial}) = lower(${payload.serial}) and ${items.status} not in ('shipped', 'scrapped') limit 1)`
        : sql<string | null>`null`,
      // Without expected lines the client announced nothing, so nothing can be more than expected.
      expected: withTallies
        ? sql<number>`coalesce((select ${controlNumberLines.quantity} from ${controlNumberLines}
            where ${controlNumberLines.controlNumberId} = ${controlNumberId} and ${controlNumberLines.skuId} = ${outer.sku}), 0)`
        : sql<number>`0`,
      received: withTallies
        ? sql<number>`coalesce((select sum(${items.quantity})::int from ${items}
            where ${items.controlNumberId} = ${controlNumberId} and ${items.skuId} = ${outer.sku}), 0)`
        : sql<number>`0`,
    })
    .from(skus)
    .where(and(eq(skus.id, payload.skuId), eq(skus.companyId, ctx.companyId)));
  return row;
}

async function receive(tx: Database, ctx: ApplyContext, payload: ReceiveItem): Promise<void> {
  const controlNumber = await controlNumberFor(tx, ctx, payload);
  if (!controlNumber) throw rejected('not-scannable', `Control number ${payload.controlNumber} does not exist.`);
  // The unit is on the server already: a replay whose idempotency key had been pruned.
  if (controlNumber.known) return;
  if (!SCANNABLE_STATUSES.includes(controlNumber.status)) {
    throw rejected(
      'not-scannable',
      `Control number ${payload.controlNumber} is ${controlNumber.status}; units can no longer be scanned into it.`,
      illegalTransition(controlNumberStates, payload.controlNumber, controlNumber.status, 'scan'),
    );
  }

  const sku = await skuFor(tx, ctx, payload, controlNumber.id, controlNumber.lines > 0);
  if (!sku || !sku.active) throw rejected('unknown-barcode', 'This SKU does not exist or is inactive.');
  if (sku.clientId !== controlNumber.clientId) throw rejected('other-client', `${sku.code} belongs to another client than control number ${payload.controlNumber}.`);
  if (sku.serialised && (payload.serial === null || payload.quantity !== 1)) {
    throw rejected('serial-required', `${sku.code} is serialised: scan one unit at a time with its serial number.`);
  }
  const serial = sku.serialised ? payload.serial : null;
  if (serial && sku.holder) throw rejected('serial-in-stock', `Serial ${serial} of ${sku.code} is in stock already as ${sku.holder}.`, { serial, wmsNumber: sku.holder });
  if (controlNumber.lines > 0 && sku.received + payload.quantity > sku.expected) {
    throw rejected('over-expected', `${sku.code}: ${sku.expected} expected, ${sku.received} received; ${payload.quantity} more would be over.`, {
      expected: sku.expected,
      received: sku.received,
    });
  }
  if (!controlNumber.reserved) throw rejected('wms-number', `${payload.wmsNumber} was never reserved for labelling.`);
  if (controlNumber.retired) throw rejected('wms-number', `${payload.wmsNumber} belonged to a deleted unit: it is never used again.`);

  const place = await placeOf(tx, ctx.companyId, payload);
  const lot = payload.lotNumber
    ? await lotForUnit(tx, ctx, { skuId: sku.id, clientId: sku.clientId, lotNumber: payload.lotNumber, expiry: payload.expiry })
    : { lotId: null, lotNumber: null, expiry: payload.expiry };
  try {
    await createItem(
      tx,
      ctx,
      'receive',
      {
        id: payload.itemId,
        wmsNumber: payload.wmsNumber,
        clientId: sku.clientId,
        skuId: sku.id,
        serial,
        quantity: payload.quantity,
        ...lot,
        controlNumberId: controlNumber.id,
        ...place,
        status: 'received',
        createdBy: ctx.userId,
        device: ctx.device,
        createdAt: ctx.at,
        updatedAt: ctx.at,
      },
      { reference: { type: 'control-number', id: payload.controlNumber }, sapStatus: 'not-required' },
    );
  } catch (error) {
    // Both checks above ran; only a unit committed at the same instant gets here.
    if (isUniqueViolation(error, 'items_serial_in_stock_key')) throw rejected('serial-in-stock', `Serial ${serial ?? ''} of ${sku.code} is in stock already.`, { serial });
    if (isUniqueViolation(error)) throw rejected('wms-number', `${payload.wmsNumber} is on another unit already.`);
    throw error;
  }
  if (controlNumber.status === 'draft') await performTransition(tx, ctx, controlNumberStore, payload.controlNumber, 'start-receiving');
}

/** One unit scanned on the scan-item screen (RECEIVING_DETAIL_SCAN), online or queued offline. */
export const receiveItem = handleMutation(RECEIVE_ITEM, {
  answer: (_ctx, payload) => ({ itemId: payload.itemId, wmsNumber: payload.wmsNumber }),
  apply: receive,
});

/**
 * The scanner takes back a unit it scanned a moment ago. Only its own units and only while they are
 * still `received`; anything else is a correction for RECEIVING_ITEM_DELETE on the control number.
 */
export const undoReceive = handleMutation(UNDO_RECEIVE, {
  async apply(tx, ctx, { itemId }) {
    const [item] = await lockItems(tx, ctx.companyId, { ids: [itemId] });
    // Its receive never reached the server (refused and discarded): nothing to take back.
    if (!item) return { undone: false };
    if (item.createdBy !== ctx.userId) throw new AppError(409, `${item.wmsNumber} was scanned by someone else; ask a supervisor to delete it.`);
    if (item.status !== 'received') throw new AppError(409, `${item.wmsNumber} is ${item.status}; it can no longer be undone.`, { state: item.status });
    await removeItem(tx, ctx, 'receive-reversal', item, { reference: receivingReference(item), sapStatus: 'not-required' });
    return { undone: true, wmsNumber: item.wmsNumber };
  },
});
