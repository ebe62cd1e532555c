import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LOAD_CARTON, type LoadAnswer, type LoadRejection, SHIP_SHIPMENT, type ShipAnswer } from '../../../domain/shipping/load-out';
import type { Database } from '../../db/client';
import { bins } from '../../db/schema/master';
import { orders } from '../../db/schema/orders';
import { items } from '../../db/schema/receiving';
import { cartons, shipments } from '../../db/schema/shipping';
import { changeItems } from '../../ledger/item-writes';
import { lockItems } from '../../ledger/lock-items';
import { AppError } from '../../lib/errors';
import { performTransition, performTransitionMany } from '../../lib/transition';
import { handleMutation } from '../../sync/mutation-kind';
import { lockOrderRow, orderStore } from '../orders/order-state';
import { type LockedShipment, lockShipmentRow, shipmentStore } from '../packing/shipment-state';
import { shipScrapListsOf } from '../scrap/scrap-orders';

/** A refused load-out step: the device reads `reason` to say what to do, in the user's language. */
function refusedLoad(reason: LoadRejection, message: string, detail: Record<string, unknown> = {}): AppError {
  return new AppError(409, message, { reason, ...detail });
}

/** The shipment, locked, refused unless it is labelled: a voided label keeps its cartons off the truck. */
async function lockLabelled(tx: Database, companyId: string, number: string): Promise<LockedShipment> {
  const shipment = await lockShipmentRow(tx, companyId, number);
  if (!shipment) throw refusedLoad('unknown-carton', `No shipment ${number}.`);
  if (shipment.state === 'shipped') throw refusedLoad('already-shipped', `Shipment ${number} has left already.`);
  if (shipment.state !== 'labelled') throw refusedLoad('not-labelled', `Shipment ${number} has no label (${shipment.state}); its cartons may not be loaded.`, { status: shipment.state });
  return shipment;
}

/** A carton scanned onto a dock or trailer (SHIPMENT_MOVEMENT). Scanning it again onto another dock moves it there. */
export const loadCarton = handleMutation(LOAD_CARTON, {
  async apply(tx, ctx, { cartonId, dock, loadedAt }): Promise<LoadAnswer> {
    const [carton] = await tx
      .select({ shipmentNumber: shipments.number })
      .from(cartons)
      .innerJoin(shipments, eq(shipments.id, cartons.shipmentId))
      .where(and(eq(cartons.companyId, ctx.companyId), eq(cartons.id, cartonId)));
    if (!carton) throw refusedLoad('unknown-carton', 'This carton belongs to no shipment.');
    const shipment = await lockLabelled(tx, ctx.companyId, carton.shipmentNumber);
    const [bin] = await tx.select({ id: bins.id }).from(bins).where(and(eq(bins.companyId, ctx.companyId), sql`lower(${bins.code}) = lower(${dock})`));
    if (!bin) throw refusedLoad('unknown-dock', `${dock} is not a bin of this warehouse.`, { dock });
    await tx.update(cartons).set({ loadedAt: new Date(loadedAt), loadedBy: ctx.userId, dockBinId: bin.id }).where(eq(cartons.id, cartonId));
    const [count] = await tx
      .select({ loaded: sql<number>`cast(count(${cartons.loadedAt}) as integer)`, cartons: sql<number>`cast(count(*) as integer)` })
      .from(cartons)
      .where(eq(cartons.shipmentId, shipment.id));
    return { shipmentNumber: shipment.number, loaded: count?.loaded ?? 0, cartons: count?.cartons ?? 0 };
  },
});

/**
 * The shipment leaves (SHIPMENT_MOVEMENT): every carton must be on a dock. Its units are shipped with
 * ship movements out of the ledger's stock, its orders and itself shipped, and the scrap lists its
 * recyclers' orders ship (ADR 0034), in one transaction.
 */
export const shipShipment = handleMutation(SHIP_SHIPMENT, {
  async apply(tx, ctx, { shipmentId, shippedAt }): Promise<ShipAnswer> {
    const [found] = await tx.select({ number: shipments.number }).from(shipments).where(and(eq(shipments.companyId, ctx.companyId), eq(shipments.id, shipmentId)));
    if (!found) throw new AppError(404, 'No such shipment.');
    const shipment = await lockLabelled(tx, ctx.companyId, found.number);
    const missing = await tx.select({ sscc: cartons.sscc }).from(cartons).where(and(eq(cartons.shipmentId, shipment.id), isNull(cartons.loadedAt))).orderBy(asc(cartons.position));
    if (missing.length > 0) throw refusedLoad('cartons-missing', `${missing.length} cartons of shipment ${shipment.number} are not loaded.`, { missing: missing.map((m) => m.sscc) });
    const orderRows = await tx.select({ number: orders.number }).from(orders).where(eq(orders.shipmentId, shipment.id)).orderBy(asc(orders.id));
    const locked = [];
    for (const { number } of orderRows) locked.push((await lockOrderRow(tx, ctx.companyId, number))!);
    const cartonIds = (await tx.select({ id: cartons.id }).from(cartons).where(eq(cartons.shipmentId, shipment.id))).map((c) => c.id);
    const units = cartonIds.length === 0 ? [] : await lockItems(tx, ctx.companyId, { ids: (await tx.select({ id: items.id }).from(items).where(inArray(items.containerId, cartonIds))).map((i) => i.id) });
    await changeItems(
      tx,
      ctx,
      'ship',
      units.map((unit) => ({ item: unit, to: { status: 'shipped', binId: null }, reference: { type: 'shipment', id: shipment.number }, sapStatus: 'pending' })),
    );
    await performTransitionMany(tx, ctx, orderStore, locked, 'ship');
    await shipScrapListsOf(tx, ctx, locked.map((order) => order.id));
    await performTransition(tx, ctx, shipmentStore, shipment.number, 'ship', async () => ({ values: { shippedAt: new Date(shippedAt) } }));
    return { shipmentNumber: shipment.number, orders: orderRows.map((o) => o.number), units: units.reduce((sum, unit) => sum + unit.quantity, 0) };
  },
});
