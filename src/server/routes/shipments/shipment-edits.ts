import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CombineShipments, ShipmentEdit } from '../../../domain/shipping/shipments';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { catalogueEntries } from '../../db/schema/master';
import { orders } from '../../db/schema/orders';
import { cartons, shipments } from '../../db/schema/shipping';
import { auditActor, callerActor } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';
import { performTransition, stateConflict } from '../../lib/transition';
import { nextNumbers } from '../../settings/sequences';
import { lockShipmentRow, shipmentStore } from '../packing/shipment-state';
import { shipmentDetail } from './shipment-rows';

const notCombinable = (message: string) => new AppError(409, message, { reason: 'not-combinable' });

/**
 * Packed shipments of one client to one address become one (SHIPMENT_PACKING_DETAIL): a new packed
 * shipment takes their orders and cartons (numbered 1..n again) and they are cancelled, so one label
 * set and one load-out covers them.
 */
export async function combineHandler(c: AppContext, body: CombineShipments) {
  const actor = callerActor(c);
  const number = await c.get('deps').db.transaction(async (tx) => {
    const locked = [];
    for (const one of [...body.numbers].sort()) {
      const shipment = await lockShipmentRow(tx, actor.companyId, one);
      if (!shipment) throw new AppError(404, `No shipment ${one}.`);
      if (shipment.state !== 'packed') throw stateConflict(shipmentStore.machine, shipment, 'cancel');
      locked.push(shipment);
    }
    const rows = await tx
      .select({ id: shipments.id, number: shipments.number, clientId: shipments.clientId, shipTo: shipments.shipTo, carrierId: shipments.carrierId, service: shipments.service })
      .from(shipments)
      .where(inArray(shipments.id, locked.map((s) => s.id)))
      .orderBy(asc(shipments.number));
    const [first] = rows;
    if (rows.some((row) => row.clientId !== first!.clientId)) throw notCombinable('These shipments are for different clients.');
    if (rows.some((row) => JSON.stringify(row.shipTo) !== JSON.stringify(first!.shipTo))) throw notCombinable('These shipments go to different addresses.');
    const [made] = await nextNumbers(tx, actor.companyId, 'shipment', 1, actor.at);
    const [combined] = await tx
      .insert(shipments)
      .values({ companyId: actor.companyId, number: made!, clientId: first!.clientId, status: 'packed', shipTo: first!.shipTo, carrierId: first!.carrierId, service: first!.service, createdBy: actor.userId, createdAt: actor.at, packedAt: actor.at, updatedAt: actor.at })
      .returning({ id: shipments.id });
    const ids = rows.map((row) => row.id);
    // One statement moves and renumbers every carton, 1..n in the old shipments' order: the new shipment
    // has none yet, so no (shipment, position) pair can clash on the way.
    const ranked = tx.$with('ranked').as(
      tx
        .select({ id: sql<string>`${cartons.id}`.as('carton_id'), n: sql<number>`cast(row_number() over (order by ${shipments.number}, ${cartons.position}) as integer)`.as('n') })
        .from(cartons)
        .innerJoin(shipments, eq(shipments.id, cartons.shipmentId))
        .where(inArray(cartons.shipmentId, ids)),
    );
    const moving = await tx.with(ranked).update(cartons).set({ shipmentId: combined!.id, position: sql`"ranked"."n"` }).from(ranked).where(eq(cartons.id, ranked.id)).returning({ id: cartons.id });
    await tx.update(orders).set({ shipmentId: combined!.id, updatedAt: actor.at }).where(inArray(orders.shipmentId, ids));
    for (const row of rows) await performTransition(tx, actor, shipmentStore, row.number, 'cancel');
    await auditActor(tx, actor, { action: 'shipment.combine', entity: 'shipment', entityId: made!, detail: { from: rows.map((row) => row.number), cartons: moving.length } });
    return made!;
  });
  return ok(c, await shipmentDetail(c.get('deps').db, authOf(c).companyId, number));
}

/** Carrier, service and declared value, until the label is bought (SHIPMENT_PACKING_DETAIL). */
export async function editHandler(c: AppContext, body: ShipmentEdit, _query: undefined, { number }: { number: string }) {
  const actor = callerActor(c);
  await c.get('deps').db.transaction(async (tx) => {
    const shipment = await lockShipmentRow(tx, actor.companyId, number);
    if (!shipment) throw new AppError(404, `No shipment ${number}.`);
    if (shipment.state !== 'packing' && shipment.state !== 'packed') throw new AppError(409, `Shipment ${number} is ${shipment.state}; void its label before changing how it goes.`, { reason: 'labelled', state: shipment.state });
    if (body.carrierId) {
      const [carrier] = await tx.select({ id: catalogueEntries.id }).from(catalogueEntries).where(and(eq(catalogueEntries.id, body.carrierId), eq(catalogueEntries.companyId, actor.companyId), eq(catalogueEntries.catalogue, 'carrier')));
      if (!carrier) throw new AppError(400, 'Choose a carrier of the list.', { fields: [{ field: 'carrierId', rule: 'exists', message: 'No such carrier.' }] });
    }
    await tx.update(shipments).set({ ...body, updatedAt: actor.at }).where(eq(shipments.id, shipment.id));
    await auditActor(tx, actor, { action: 'shipment.update', entity: 'shipment', entityId: number, detail: { ...body } });
  });
  return ok(c, await shipmentDetail(c.get('deps').db, authOf(c).companyId, number));
}
