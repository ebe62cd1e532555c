import { and, asc, eq } from 'drizzle-orm';
import type { PrintResult } from '../../../domain/printing/printers';
import { shippingLabelZpl } from '../../../domain/printing/shipping-label';
import type { CarrierAddress, LabelRequest } from '../../../domain/shipping/carrier';
import type { DeviceTracking } from '../../../domain/shipping/number-blocks';
import type { LabelAnswer } from '../../../domain/shipping/shipments';
import { CarrierError } from '../../carriers/carrier';
import { OWN_FLEET_PROVIDER } from '../../carriers/own-fleet';
import { resolveCarrier } from '../../carriers/resolve';
import type { Database } from '../../db/client';
import { company } from '../../db/schema/company';
import { catalogueEntries } from '../../db/schema/master';
import { cartonTypes, cartons, shipments } from '../../db/schema/shipping';
import { AppError } from '../../lib/errors';
import { claimReserved } from '../../settings/number-reservations';
import { performTransition, stateConflict, type TransitionActor } from '../../lib/transition';
import { sendZpl } from '../../printing/send-raw';
import { findPrinter } from '../printers/printers.lookup';
import { lockShipmentRow, shipmentStore } from '../packing/shipment-state';
import { labelsOf } from './shipment-labels';

/** The company as the label's sender: its name, and the address it typed split into the carrier's fields as well as it goes. */
function senderOf(name: string, address: string | null): CarrierAddress {
  const [street1 = '', city = '', ...rest] = (address ?? '').split(/\r?\n|,/).map((part) => part.trim()).filter(Boolean);
  return { name, company: name, street1, street2: '', city, state: '', postalCode: rest.join(' '), country: '', phone: '', email: '' };
}

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
  options: { timeoutMs?: number; deviceTracking?: DeviceTracking } = {},
): Promise<Omit<LabelAnswer, 'printed'>> {
  const locked = await lockShipmentRow(tx, actor.companyId, number);
  if (!locked) throw new AppError(404, `No shipment ${number}.`);
  const [shipment] = await tx
    .select({
      id: shipments.id, shipTo: shipments.shipTo, service: shipments.service, declaredValue: shipments.declaredValue, currency: shipments.currency, labelVoids: shipments.labelVoids,
      carrierCode: catalogueEntries.code, carrierName: catalogueEntries.name, carrierAttributes: catalogueEntries.attributes, from: company.name, address: company.address,
    })
    .from(shipments)
    .innerJoin(company, eq(company.id, shipments.companyId))
    .leftJoin(catalogueEntries, eq(catalogueEntries.id, shipments.carrierId))
    .where(eq(shipments.id, locked.id));
  const boxes = await tx
    .select({ id: cartons.id, weightG: cartons.weightG, lengthMm: cartonTypes.lengthMm, widthMm: cartonTypes.widthMm, heightMm: cartonTypes.heightMm, trackingNumber: cartons.trackingNumber })
    .from(cartons)
    .innerJoin(cartonTypes, eq(cartonTypes.id, cartons.cartonTypeId))
    .where(eq(cartons.shipmentId, locked.id))
    .orderBy(asc(cartons.position));
  if (locked.state === 'labelled' || locked.state === 'shipped') return { shipmentNumber: number, labelled: true, trackingNumbers: boxes.flatMap((b) => (b.trackingNumber ? [b.trackingNumber] : [])), problem: null };
  if (locked.state !== 'packed') throw stateConflict(shipmentStore.machine, locked, 'label');
  const s = shipment!;
  const to = s.shipTo;
  const request: LabelRequest = {
    from: senderOf(s.from, s.address),
    to: { name: to.name, company: to.company, street1: to.street1, street2: to.street2, city: to.city, state: to.region, postalCode: to.postalCode, country: to.country, phone: to.phone, email: to.email },
    parcels: boxes.map((b) => ({ lengthCm: b.lengthMm / 10, widthCm: b.widthMm / 10, heightCm: b.heightMm / 10, weightG: b.weightG ?? 0 })),
    service: s.service || null,
    declaredValue: ((s.declaredValue ?? 0) / 100).toFixed(2),
    currency: s.currency,
    reference: number,
    labelFormat: 'zpl',
  };
  const entry = s.carrierCode ? { code: s.carrierCode, name: s.carrierName ?? s.carrierCode, attributes: s.carrierAttributes ?? {} } : null;
  const carrier = await resolveCarrier(tx, actor.companyId, entry, secretKey, options);
  try {
    const trackingNumbers = carrier.provider === OWN_FLEET_PROVIDER && options.deviceTracking ? await claimDeviceTracking(tx, actor, boxes, options.deviceTracking) : undefined;
    const bought = await carrier.buyLabel(request, { idempotencyKey: `${s.id}-${s.labelVoids}`, trackingNumbers });
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
    await tx.update(shipments).set({ labelError: { ...error.problem, at: actor.at.toISOString() }, updatedAt: actor.at }).where(and(eq(shipments.id, s.id)));
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

