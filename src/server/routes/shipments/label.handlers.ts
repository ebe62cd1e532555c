import { and, asc, eq } from 'drizzle-orm';
import type { LabelAnswer, LabelPrintChoice, RatesAnswer } from '../../../domain/shipping/shipments';
import { authOf } from '../../auth/access';
import { CarrierError } from '../../carriers/carrier';
import { OWN_FLEET_PROVIDER } from '../../carriers/own-fleet';
import { resolveCarrier } from '../../carriers/resolve';
import type { AppContext } from '../../context';
import { catalogueEntries } from '../../db/schema/master';
import { cartons, shipments } from '../../db/schema/shipping';
import { callerActor } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';
import { performTransition, stateConflict } from '../../lib/transition';
import { secretsKey } from '../../settings/secret-box';
import { lockShipmentRow, shipmentStore } from '../packing/shipment-state';
import { assertCustomsComplete, shipmentCarrierRequest } from './carrier-request';
import { printShipmentLabels, purchaseLabel } from './label-purchase';
import { shipmentDetail } from './shipment-rows';

const keyOf = (c: AppContext) => secretsKey(c.get('deps').env, c.get('deps').log);

/**
 * The carrier's rates for a packed shipment (SHIPMENT_PACKING_DETAIL, as buying it): asked with the same
 * request a purchase sends, and nothing is bought (EasyPost rates a shipment it creates unbought; our own
 * fleet answers its one rate). A carrier's refusal is an answer with its own message, as a purchase's is,
 * but is not kept on the shipment: only a purchase's refusal is.
 */
export async function ratesHandler(c: AppContext, _body: undefined, _query: undefined, { number }: { number: string }) {
  const actor = callerActor(c);
  const { db } = c.get('deps');
  const [row] = await db.select({ id: shipments.id, number: shipments.number, state: shipments.status }).from(shipments).where(and(eq(shipments.companyId, actor.companyId), eq(shipments.number, number)));
  if (!row) throw new AppError(404, `No shipment ${number}.`);
  if (row.state !== 'packed') throw stateConflict(shipmentStore.machine, row, 'label');
  const { request, entry } = await shipmentCarrierRequest(db, actor.companyId, actor.userId, row.id, number);
  const carrier = await resolveCarrier(db, actor.companyId, entry, keyOf(c));
  if (carrier.provider !== OWN_FLEET_PROVIDER) assertCustomsComplete(request);
  let answer: RatesAnswer;
  try {
    answer = { shipmentNumber: number, rates: await carrier.rates(request), problem: null };
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    answer = { shipmentNumber: number, rates: [], problem: error.problem };
  }
  return ok(c, answer);
}

/** The shipment screen's "Buy label" (SHIPMENT_PACKING_DETAIL): the same purchase the packing station queues, online, with the service of the rate chosen. */
export async function buyLabelHandler(c: AppContext, body: LabelPrintChoice, _query: undefined, { number }: { number: string }) {
  const actor = callerActor(c);
  const { db } = c.get('deps');
  const bought = await db.transaction((tx) => purchaseLabel(tx, actor, number, keyOf(c), { service: body.service }));
  const printed = bought.labelled && body.printerId ? await printShipmentLabels(db, actor.companyId, number, body.printerId) : null;
  const answer: LabelAnswer = { ...bought, printed };
  return ok(c, answer);
}

/**
 * Voids the labels of a shipment that has not left (SHIPMENT_PACKING_DETAIL): the carrier refunds them,
 * the cartons lose their tracking numbers and come off the dock, and the shipment is packed again; its
 * next purchase takes a new idempotency key. A carrier's refusal answers with its status and message.
 */
export async function voidLabelHandler(c: AppContext, _body: undefined, _query: undefined, { number }: { number: string }) {
  const actor = callerActor(c);
  await c.get('deps').db.transaction(async (tx) => {
    const locked = await lockShipmentRow(tx, actor.companyId, number);
    if (!locked) throw new AppError(404, `No shipment ${number}.`);
    const [row] = await tx
      .select({ id: shipments.id, provider: shipments.provider, providerShipmentId: shipments.providerShipmentId, labelVoids: shipments.labelVoids, code: catalogueEntries.code, name: catalogueEntries.name, attributes: catalogueEntries.attributes })
      .from(shipments)
      .leftJoin(catalogueEntries, eq(catalogueEntries.id, shipments.carrierId))
      .where(eq(shipments.id, locked.id));
    const boxes = await tx.select({ id: cartons.id, trackingNumber: cartons.trackingNumber, providerParcelId: cartons.providerParcelId }).from(cartons).where(eq(cartons.shipmentId, locked.id)).orderBy(asc(cartons.position));
    await performTransition(tx, actor, shipmentStore, number, 'void-label', async () => {
      const entry = row!.code ? { code: row!.code, name: row!.name ?? row!.code, attributes: row!.attributes ?? {} } : null;
      const carrier = await resolveCarrier(tx, actor.companyId, entry, keyOf(c));
      try {
        await carrier.voidLabel({
          providerShipmentId: row!.providerShipmentId ?? number,
          parcels: boxes.map((b) => ({ providerParcelId: b.providerParcelId, trackingNumber: b.trackingNumber ?? '', trackingUrl: null, label: null, amount: '0', currency: 'USD' })),
        });
      } catch (error) {
        if (error instanceof CarrierError) throw error.toAppError();
        throw error;
      }
      await tx
        .update(cartons)
        .set({ trackingNumber: null, trackingUrl: null, providerParcelId: null, labelFormat: null, labelData: null, loadedAt: null, loadedBy: null, dockBinId: null })
        .where(eq(cartons.shipmentId, locked.id));
      return { values: { labelVoids: row!.labelVoids + 1, provider: null, providerShipmentId: null, labelledAt: null }, detail: { voided: boxes.map((b) => b.trackingNumber) } };
    });
  });
  return ok(c, await shipmentDetail(c.get('deps').db, authOf(c).companyId, number));
}
