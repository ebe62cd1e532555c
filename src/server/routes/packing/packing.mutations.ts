import { and, eq, inArray, sql } from 'drizzle-orm';
import { CLOSE_CARTON, type CloseCartonAnswer, OPEN_CARTON, type OpenCartonAnswer, PACK_UNITS, type PackAnswer, type PackUnits, UNDO_PACK } from '../../../domain/shipping/packing';
import type { Database } from '../../db/client';
import { containers, skus } from '../../db/schema/master';
import { orderAllocations, orders } from '../../db/schema/orders';
import { items } from '../../db/schema/receiving';
import { cartonTypes, cartons, shipments } from '../../db/schema/shipping';
import { idempotencyKeys } from '../../db/schema/sync';
import { type ItemState, type Why, changeItems } from '../../ledger/item-writes';
import { type LockedItem, lockItems } from '../../ledger/lock-items';
import { splitItem } from '../../ledger/split-item';
import { auditActor } from '../../lib/audit';
import { performTransition } from '../../lib/transition';
import { claimReserved } from '../../settings/number-reservations';
import { nextNumbers } from '../../settings/sequences';
import { type ApplyContext, handleMutation } from '../../sync/mutation-kind';
import { orderStore } from '../orders/order-state';
import { type LockedCarton, type PackingOrder, lockOpenCarton, lockOrderForPacking, refusedPack, unpackedCount, unpackedOfSku } from './packing-checks';
import { freshSsccs } from './packing-numbers';
import { shipmentStore } from './shipment-state';

const sap = { sapStatus: 'not-required' } as const;
const packWhy = (carton: LockedCarton): Why => ({ reference: { type: 'shipment', id: carton.shipmentNumber }, ...sap });

/** The order's shipment, made with its first carton from the order's ship-to, carrier and service. */
async function shipmentFor(tx: Database, ctx: ApplyContext, order: PackingOrder): Promise<{ id: string; number: string }> {
  if (order.shipmentId) {
    const [row] = await tx.select({ id: shipments.id, number: shipments.number }).from(shipments).where(eq(shipments.id, order.shipmentId));
    return row!;
  }
  const [from] = await tx.select({ shipTo: orders.shipTo, carrierId: orders.carrierId, service: orders.service }).from(orders).where(eq(orders.id, order.id));
  const [number] = await nextNumbers(tx, ctx.companyId, 'shipment', 1, ctx.at);
  const [made] = await tx
    .insert(shipments)
    .values({ companyId: ctx.companyId, number: number!, clientId: order.clientId, shipTo: from!.shipTo, carrierId: from!.carrierId, service: from!.service, createdBy: ctx.userId, createdAt: ctx.at, updatedAt: ctx.at })
    .returning({ id: shipments.id, number: shipments.number });
  await tx.update(orders).set({ shipmentId: made!.id, updatedAt: ctx.at }).where(eq(orders.id, order.id));
  await auditActor(tx, ctx, { action: 'shipment.create', entity: 'shipment', entityId: made!.number, detail: { order: order.number } });
  return made!;
}

/** The SSCC a device labelled a carton with offline: reserved to it, and not on another carton already. */
async function claimedSscc(tx: Database, ctx: ApplyContext, reserved: { deviceId: string; sscc: string }): Promise<string> {
  const refused = await claimReserved(tx, ctx.companyId, reserved.deviceId, 'sscc', [reserved.sscc], ctx.at);
  if (refused.length > 0) throw refusedPack('not-reserved', `SSCC ${reserved.sscc} was not reserved to this device, or labels another carton.`, { sscc: reserved.sscc });
  return reserved.sscc;
}

/**
 * A new carton for an order (SHIPMENT_PACKING_DETAIL): a container whose code is its SSCC, numbered
 * within the shipment. The first one makes the order's shipment.
 */
export const openCarton = handleMutation(OPEN_CARTON, {
  async apply(tx, ctx, { cartonId, orderId, cartonTypeId, openedAt, reserved }): Promise<OpenCartonAnswer> {
    const order = await lockOrderForPacking(tx, ctx.companyId, orderId);
    const [type] = await tx.select({ id: cartonTypes.id }).from(cartonTypes).where(and(eq(cartonTypes.id, cartonTypeId), eq(cartonTypes.companyId, ctx.companyId), eq(cartonTypes.active, true)));
    if (!type) throw refusedPack('unknown-carton-type', 'This carton type is not in use any more. Choose another.');
    const shipment = await shipmentFor(tx, ctx, order);
    const [status] = await tx.select({ status: shipments.status }).from(shipments).where(eq(shipments.id, shipment.id)).for('update');
    if (status?.status !== 'packing') throw refusedPack('order-not-ready', `Shipment ${shipment.number} is ${status?.status}; no carton can be added.`);
    const code = reserved ? await claimedSscc(tx, ctx, reserved) : (await freshSsccs(tx, ctx.companyId, 1))[0]!;
    const [last] = await tx.select({ n: sql<number>`cast(coalesce(max(${cartons.position}), 0) as integer)` }).from(cartons).where(eq(cartons.shipmentId, shipment.id));
    const position = (last?.n ?? 0) + 1;
    await tx.insert(containers).values({ id: cartonId, companyId: ctx.companyId, code, type: 'carton', binId: null, createdAt: ctx.at, updatedAt: ctx.at });
    await tx.insert(cartons).values({ id: cartonId, companyId: ctx.companyId, shipmentId: shipment.id, orderId: order.id, cartonTypeId, sscc: code, position, openedBy: ctx.userId, openedAt: new Date(openedAt) });
    return { shipmentId: shipment.id, shipmentNumber: shipment.number, sscc: code, position };
  },
});

/** Why a named unit cannot go into this order's carton, or null when it can. */
async function unitRefusal(tx: Database, order: PackingOrder, unit: LockedItem | undefined): Promise<Error | null> {
  if (!unit) return refusedPack('not-on-order', 'This unit is not known on the server.');
  const [held] = await tx.select({ orderId: orderAllocations.orderId, pickedAt: orderAllocations.pickedAt }).from(orderAllocations).where(eq(orderAllocations.itemId, unit.id));
  if (held?.orderId !== order.id) {
    if (order.clientId !== null && unit.clientId !== order.clientId) return refusedPack('other-client', `${unit.wmsNumber} belongs to another client.`);
    return refusedPack('not-on-order', `${unit.wmsNumber} is not on order ${order.number}.`);
  }
  if (unit.status === 'packed') return refusedPack('already-packed', `${unit.wmsNumber} is in a carton already.`);
  if (!held.pickedAt || unit.status !== 'picked') return refusedPack('not-picked', `${unit.wmsNumber} has not been picked.`);
  return null;
}

interface Packing {
  unit: ItemState & { wmsNumber: string };
  splitFrom: string | null;
}

/** A quantity of a non-serial SKU: the order's picked units of it, the last one split when only part of it goes in. */
async function takeQuantity(tx: Database, ctx: ApplyContext, carton: LockedCarton, order: PackingOrder, skuId: string, quantity: number, newItemId: string): Promise<Packing[]> {
  const open = await unpackedOfSku(tx, order.id, skuId);
  if (open.length === 0) {
    const [sku] = await tx.select({ clientId: skus.clientId, code: skus.code }).from(skus).where(and(eq(skus.id, skuId), eq(skus.companyId, ctx.companyId)));
    if (sku && order.clientId !== null && sku.clientId !== order.clientId) throw refusedPack('other-client', `SKU ${sku.code} belongs to another client.`);
    const [onOrder] = await tx.select({ id: orderAllocations.id }).from(orderAllocations).innerJoin(items, eq(items.id, orderAllocations.itemId)).where(and(eq(orderAllocations.orderId, order.id), eq(items.skuId, skuId))).limit(1);
    if (onOrder) throw refusedPack('too-many', `Every unit of SKU ${sku?.code ?? ''} on order ${order.number} is packed already.`, { left: 0 });
    throw refusedPack('not-on-order', `SKU ${sku?.code ?? ''} is not on order ${order.number}.`);
  }
  const units = await lockItems(tx, ctx.companyId, { ids: open.map((o) => o.itemId) });
  const byId = new Map(units.map((u) => [u.id, u]));
  const left = open.reduce((sum, o) => sum + o.quantity, 0);
  if (quantity > left) throw refusedPack('too-many', `Order ${order.number} has ${left} left to pack of this SKU, not ${quantity}.`, { left });
  const taking: Packing[] = [];
  let need = quantity;
  for (const held of open) {
    if (need === 0) break;
    const unit = byId.get(held.itemId)!;
    if (unit.quantity <= need) {
      taking.push({ unit, splitFrom: null });
      need -= unit.quantity;
      continue;
    }
    const [wmsNumber] = await nextNumbers(tx, ctx.companyId, 'wms-number', 1, ctx.at);
    const part = await splitItem(tx, ctx, { item: unit, quantity: need, part: { id: newItemId, wmsNumber: wmsNumber! }, ...packWhy(carton) });
    await tx.update(orderAllocations).set({ quantity: held.quantity - need }).where(eq(orderAllocations.id, held.allocationId));
    await tx.insert(orderAllocations).values({ orderId: order.id, lineId: held.lineId, itemId: part.id, quantity: need, allocatedAt: held.allocatedAt, pickTaskId: held.pickTaskId, pickedAt: held.pickedAt, pickedBy: held.pickedBy });
    taking.push({ unit: { ...part, wmsNumber: wmsNumber! }, splitFrom: unit.id });
    need = 0;
  }
  return taking;
}

/**
 * Units of the order into one of its open cartons (SHIPMENT_PACKING_DETAIL), in the ledger as pack
 * movements from the tote to the carton, packed. Every refusal says why in `payload.reason`.
 */
export const packUnits = handleMutation(PACK_UNITS, {
  async apply(tx, ctx, pack: PackUnits): Promise<PackAnswer> {
    const { carton, order } = await lockOpenCarton(tx, ctx.companyId, pack.cartonId);
    let taking: Packing[];
    if (pack.what.kind === 'item') {
      const [unit] = await lockItems(tx, ctx.companyId, { ids: [pack.what.itemId] });
      const refusal = await unitRefusal(tx, order, unit);
      if (refusal) throw refusal;
      taking = [{ unit: unit!, splitFrom: null }];
    } else {
      taking = await takeQuantity(tx, ctx, carton, order, pack.what.skuId, pack.what.quantity, pack.what.newItemId);
    }
    await changeItems(tx, ctx, 'pack', taking.map(({ unit }) => ({ item: unit, to: { status: 'packed', containerId: carton.id }, ...packWhy(carton) })));
    return {
      packed: taking.map(({ unit, splitFrom }) => ({ itemId: unit.id, wmsNumber: unit.wmsNumber, quantity: unit.quantity, skuId: unit.skuId, splitFrom, fromContainerId: unit.containerId })),
      orderComplete: (await unpackedCount(tx, [order.id])) === 0,
    };
  },
});

/**
 * Takes the packer's last pack back out of its carton while the carton is open: its units are picked
 * again, in the tote they came from. The pack's own answer (kept with its key, the sender's only) says
 * what it packed. A split part stays a unit of its own (picked, held for the same line).
 */
export const undoPack = handleMutation(UNDO_PACK, {
  async apply(tx, ctx, { packId }) {
    const [stored] = await tx
      .select({ kind: idempotencyKeys.kind, response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, ctx.userId), eq(idempotencyKeys.key, packId)));
    if (stored?.kind !== PACK_UNITS) return { undone: false, units: 0 };
    const answer = stored.response.payload as PackAnswer;
    const [first] = await tx.select({ cartonId: items.containerId }).from(items).where(and(inArray(items.id, answer.packed.map((p) => p.itemId)), eq(items.status, 'packed'))).limit(1);
    if (!first?.cartonId) return { undone: false, units: 0 };
    const { carton } = await lockOpenCarton(tx, ctx.companyId, first.cartonId);
    const units = await lockItems(tx, ctx.companyId, { ids: answer.packed.map((p) => p.itemId), containerId: carton.id });
    const back = units.filter((unit) => unit.status === 'packed');
    if (back.length === 0) return { undone: false, units: 0 };
    const fromOf = new Map(answer.packed.map((p) => [p.itemId, p.fromContainerId]));
    await changeItems(tx, ctx, 'pack', back.map((unit) => ({ item: unit, to: { status: 'picked', containerId: fromOf.get(unit.id) ?? null }, ...packWhy(carton) })));
    return { undone: true, units: back.length };
  },
});

/**
 * Closes a carton with its weight. When no unit of the order is left outside a closed carton the order
 * is packed, and when every order of the shipment is, the shipment is packed: ready for its label.
 */
export const closeCarton = handleMutation(CLOSE_CARTON, {
  async apply(tx, ctx, { cartonId, weightG, closedAt }): Promise<CloseCartonAnswer> {
    const { carton, order } = await lockOpenCarton(tx, ctx.companyId, cartonId);
    const [inside] = await tx.select({ n: sql<number>`cast(count(*) as integer)` }).from(items).where(eq(items.containerId, carton.id));
    if (!inside?.n) throw refusedPack('empty-carton', `Carton ${carton.sscc} is empty; put units in it or use it for the next order.`);
    const [type] = await tx.select({ tareG: cartonTypes.tareG, maxWeightG: cartonTypes.maxWeightG }).from(cartonTypes).where(eq(cartonTypes.id, carton.cartonTypeId));
    if (type && (weightG < type.tareG || weightG > type.maxWeightG)) {
      throw refusedPack('bad-weight', `${weightG} g is outside what this carton type can weigh (${type.tareG}–${type.maxWeightG} g).`, { min: type.tareG, max: type.maxWeightG });
    }
    await tx.update(cartons).set({ status: 'closed', weightG, closedAt: new Date(closedAt) }).where(eq(cartons.id, carton.id));
    let orderStatus = order.state;
    const [stillOpen] = await tx.select({ id: cartons.id }).from(cartons).where(and(eq(cartons.orderId, order.id), eq(cartons.status, 'open'))).limit(1);
    if (!stillOpen && (await unpackedCount(tx, [order.id])) === 0) {
      await performTransition(tx, ctx, orderStore, order.number, 'pack');
      orderStatus = 'packed';
    }
    const shipmentOrders = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.shipmentId, carton.shipmentId));
    let shipmentStatus: CloseCartonAnswer['shipmentStatus'] = 'packing';
    if (shipmentOrders.every((o) => (o.id === order.id ? orderStatus : o.status) === 'packed')) {
      await performTransition(tx, ctx, shipmentStore, carton.shipmentNumber, 'pack', async () => ({ values: { packedAt: ctx.at } }));
      shipmentStatus = 'packed';
    }
    return { shipmentId: carton.shipmentId, shipmentNumber: carton.shipmentNumber, shipmentStatus, orderStatus };
  },
});
