import { and, eq, inArray } from 'drizzle-orm';
import type { OrderReversal } from '../../../domain/shipping/reversal';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { bins } from '../../db/schema/master';
import { orderAllocations } from '../../db/schema/orders';
import { orderReversals } from '../../db/schema/shipping';
import { type ItemState, changeItems } from '../../ledger/item-writes';
import { lockItems } from '../../ledger/lock-items';
import { splitItem } from '../../ledger/split-item';
import { auditActor, callerActor } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';
import { nextNumbers } from '../../settings/sequences';
import { orderDetail } from './orders.handlers';
import { lockOrderRow, orderStore } from './order-state';

const refused = (reason: string, message: string, detail: Record<string, unknown> = {}) => new AppError(409, message, { reason, ...detail });

/**
 * Shipped units of the order come back (SHIPMENT_ORDER_REVERSE): each, whole or part of it, re-enters
 * stock in the chosen bin with the chosen status through a ship-reversal movement, in one transaction
 * with the order's record of it and the audit row. A unit that came back whole leaves the order (it may
 * be sold again); part of a counted unit is split off first, the rest stays shipped on the order.
 * The order stays shipped: what left, left; the reversal is its record of what came back.
 */
export async function reverseHandler(c: AppContext, body: OrderReversal, _query: undefined, { number }: { number: string }) {
  const actor = callerActor(c);
  await c.get('deps').db.transaction(async (tx) => {
    const order = await lockOrderRow(tx, actor.companyId, number);
    if (!order) throw new AppError(404, orderStore.notFound(number));
    if (order.state !== 'shipped') throw refused('not-shipped', `Order ${number} is ${order.state}; only a shipped order's units can come back.`, { state: order.state });
    const [bin] = await tx.select({ id: bins.id, code: bins.code, active: bins.active, blocked: bins.blocked }).from(bins).where(and(eq(bins.companyId, actor.companyId), eq(bins.id, body.binId)));
    if (!bin) throw new AppError(400, 'Choose the bin the units go to.', { fields: [{ field: 'binId', rule: 'exists', message: 'No such bin.' }] });
    if (!bin.active || bin.blocked) throw refused('bin-unusable', `Bin ${bin.code} is ${bin.active ? 'blocked' : 'inactive'}; choose another.`);
    const ids = body.units.map((unit) => unit.itemId);
    const held = await tx.select({ id: orderAllocations.id, itemId: orderAllocations.itemId, quantity: orderAllocations.quantity }).from(orderAllocations).where(and(eq(orderAllocations.orderId, order.id), inArray(orderAllocations.itemId, ids)));
    const locked = await lockItems(tx, actor.companyId, { ids });
    const back: { unit: ItemState & { wmsNumber: string }; quantity: number }[] = [];
    for (const wanted of body.units) {
      const unit = locked.find((one) => one.id === wanted.itemId);
      const allocation = held.find((one) => one.itemId === wanted.itemId);
      if (!unit || !allocation || unit.status !== 'shipped') throw refused('not-shipped-unit', `${unit?.wmsNumber ?? 'This unit'} is not a shipped unit of order ${number}.`, { itemId: wanted.itemId });
      if (wanted.quantity > unit.quantity) throw refused('too-many', `${unit.wmsNumber} shipped ${unit.quantity}, not ${wanted.quantity}.`, { itemId: wanted.itemId, shipped: unit.quantity });
      if (wanted.quantity === unit.quantity) {
        await tx.delete(orderAllocations).where(eq(orderAllocations.id, allocation.id));
        back.push({ unit, quantity: unit.quantity });
        continue;
      }
      const [wmsNumber] = await nextNumbers(tx, actor.companyId, 'wms-number', 1, actor.at);
      const part = await splitItem(tx, actor, { item: unit, quantity: wanted.quantity, part: { id: crypto.randomUUID(), wmsNumber: wmsNumber! }, reference: { type: 'order', id: number }, sapStatus: 'not-required' });
      await tx.update(orderAllocations).set({ quantity: allocation.quantity - wanted.quantity }).where(eq(orderAllocations.id, allocation.id));
      back.push({ unit: { ...part, wmsNumber: wmsNumber! }, quantity: wanted.quantity });
    }
    await changeItems(
      tx,
      actor,
      'ship-reversal',
      back.map(({ unit }) => ({ item: unit, to: { status: body.status, binId: bin.id, containerId: null }, reference: { type: 'order', id: number }, sapStatus: 'pending' })),
    );
    await tx.insert(orderReversals).values(
      back.map(({ unit, quantity }) => ({ companyId: actor.companyId, orderId: order.id, itemId: unit.id, wmsNumber: unit.wmsNumber, quantity, toBinId: bin.id, toStatus: body.status, reason: body.reason, userId: actor.userId, at: actor.at })),
    );
    await auditActor(tx, actor, {
      action: 'order.reverse',
      entity: 'order',
      entityId: number,
      detail: { reason: body.reason, bin: bin.code, status: body.status, units: back.map(({ unit, quantity }) => ({ wmsNumber: unit.wmsNumber, quantity })) },
    });
  });
  return ok(c, await orderDetail(c.get('deps').db, authOf(c).companyId, number));
}
