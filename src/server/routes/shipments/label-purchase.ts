import { asc, eq } from 'drizzle-orm';
import type { PrintResult } from '../../../domain/printing/printers';
import { shippingLabelZpl } from '../../../domain/printing/shipping-label';
import type { LabelRequest } from '../../../domain/shipping/carrier';
import type { DeviceTracking } from '../../../domain/shipping/number-blocks';
import type { LabelAnswer } from '../../../domain/shipping/shipments';
import { CarrierError } from '../../carriers/carrier';
import { OWN_FLEET_PROVIDER } from '../../carriers/own-fleet';
import { resolveCarrier } from '../../carriers/resolve';
import type { Database } from '../../db/client';
import { cartons, shipments } from '../../db/schema/shipping';
import { AppError } from '../../lib/errors';
import { claimReserved } from '../../settings/number-reservations';
import { performTransition, stateConflict, type TransitionActor } from '../../lib/transition';
import { sendZpl } from '../../printing/send-raw';
import { findPrinter } from '../printers/printers.lookup';
import { lockShipmentRow, shipmentStore } from '../packing/shipment-state';
import { assertCustomsComplete, shipmentCarrierRequest } from './carrier-request';
import { labelsOf } from './shipment-labels';

/**
 * The own-fleet numbers a station printed offline, in the cartons' order: one for every carton of the
 * shipment, each reserved to that station and not used before (then marked used), or a 409.
 */
async function claimDeviceTracking(tx: Database, actor: TransitionActor, boxes: readonly { id: string }[], tracking: DeviceTracking): Promise<string[]> {
  const byCarton = new Map(tracking.cartons.map((one) => [one.cartonId, one.trackingNumber]));
  const numbers = boxes.map((box) => byCarton.get(box.id));
  const complete = numbers.every((one) => one !== undefined) && new Set(numbers).size === boxes.length;
  const refused = complete ? await claimReserved(tx, actor.companyId, tracking.deviceId, 'tracking', numbers as string[], actor.at) : numbers;
  if (refused.length > 0) {
    throw new AppError(409, `The tracking numbers ${tracking.cartons.map((one) => one.trackingNumber).join(', ')} were not reserved to this device, are used already, or do not match the shipment's cartons.`, { reason: 'not-reserved' });
  }
  return numbers as string[];
}

/**
 * Buys the labels of a packed shipment from its carrier, inside `tx` with the shipment locked, so two
 * purchases of one shipment never run at once; a labelled one answers what it has. The idempotency key
 * is the shipment and its count of voids: a retry after a timeout finds the label bought, never buys a
 * second. A carrier refusal is an answer (kept on the shipment for its screen), not a failure.
 */
export async function purchaseLabel(
  tx: Database,
  actor: TransitionActor,
  number: string,
  secretKey: Buffer,
  options: { timeoutMs?: number; deviceTracking?: DeviceTracking; service?: string } = {},
): Promise<Omit<LabelAnswer, 'printed'>> {
  const locked = await lockShipmentRow(tx, actor.companyId, number);
  if (!locked) throw new AppError(404, `No shipment ${number}.`);
  if (locked.state === 'labelled' || locked.state === 'shipped') {
    const labelled = await tx.select({ trackingNumber: cartons.trackingNumber }).from(cartons).where(eq(cartons.shipmentId, locked.id)).orderBy(asc(cartons.position));
    return { shipmentNumber: number, labelled: true, trackingNumbers: labelled.flatMap((b) => (b.trackingNumber ? [b.trackingNumber] : [])), problem: null };
  }
  if (locked.state !== 'packed') throw stateConflict(shipmentStore.machine, locked, 'label');
  if (options.service) {
    // The rate the user chose on the screen: kept on the shipment, as its labels and list show the service.
    await tx.update(shipments).set({ service: options.service, updatedAt: actor.at }).where(eq(shipments.id, locked.id));
  }
  const { request: rated, entry, boxes, labelVoids } = await shipmentCarrierRequest(tx, actor.companyId, actor.userId, locked.id, number);
  const request: LabelRequest = { ...rated, labelFormat: 'zpl' };
  const carrier = await resolveCarrier(tx, actor.companyId, entry, secretKey, options);
  if (carrier.provider !== OWN_FLEET_PROVIDER) assertCustomsComplete(request);
  try {
    const trackingNumbers = carrier.provider === OWN_FLEET_PROVIDER && options.deviceTracking ? await claimDeviceTracking(tx, actor, boxes, options.deviceTracking) : undefined;
    const bought = await carrier.buyLabel(request, { idempotencyKey: `${locked.id}-${labelVoids}`, trackingNumbers });
    for (const [i, box] of boxes.entries()) {
      const parcel = bought.parcels[i];
      if (!parcel) continue;
      await tx
        .update(cartons)
        .set({ trackingNumber: parcel.trackingNumber, trackingUrl: parcel.trackingUrl, providerParcelId: parcel.providerParcelId, labelFormat: parcel.label?.format ?? null, labelData: parcel.label?.base64 ?? null })
        .where(eq(cartons.id, box.id));
    }
    await performTransition(tx, actor, shipmentStore, number, 'label', async () => ({
      values: { provider: carrier.provider, providerShipmentId: bought.providerShipmentId, labelError: null, labelledAt: actor.at },
      detail: { provider: carrier.provider, trackingNumbers: bought.parcels.map((p) => p.trackingNumber) },
    }));
    return { shipmentNumber: number, labelled: true, trackingNumbers: bought.parcels.map((p) => p.trackingNumber), problem: null };
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    await tx.update(shipments).set({ labelError: { ...error.problem, at: actor.at.toISOString() }, updatedAt: actor.at }).where(eq(shipments.id, locked.id));
    return { shipmentNumber: number, labelled: false, trackingNumbers: [], problem: error.problem };
  }
}

/**
 * Sends a labelled shipment's labels to a network printer as ZPL: the carrier's own where it gave ZPL,
 * ours otherwise. A printer that is off or gone is an answer, as for WMS labels (ADR 0010).
 */
export async function printShipmentLabels(db: Database, companyId: string, number: string, printerId: string): Promise<PrintResult> {
  const printer = await findPrinter(db, companyId, printerId);
  if (!printer) return { printed: false, reason: 'no-printer', error: 'The printer was removed.' };
  if (!printer.active) return { printed: false, reason: 'inactive', error: `The printer ${printer.name} is switched off in the settings.` };
  const labels = await labelsOf(db, companyId, number);
  if (!labels) return { printed: false, reason: 'no-printer', error: `No shipment ${number}.` };
  const zpl = labels.labels
    .map((label) => (label.carrierLabel?.format === 'zpl' ? Buffer.from(label.carrierLabel.data, 'base64').toString('utf8') : shippingLabelZpl([label], printer.labelSize, printer.dpi)))
    .join('\n');
  return sendZpl(printer.host, printer.port, zpl);
}

