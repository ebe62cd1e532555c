import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CarrierAddress, CustomsInfo, RateRequest } from '../../../domain/shipping/carrier';
import { crossesBorder, customsItems, type CustomsUnits } from '../../../domain/shipping/customs';
import type { CarrierEntry } from '../../carriers/resolve';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { company } from '../../db/schema/company';
import { catalogueEntries, skus } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { cartonTypes, cartons, shipments } from '../../db/schema/shipping';
import { AppError } from '../../lib/errors';
import { readSystemConfig } from '../../settings/system-config';

/** The company as the label's sender: its name, and the address it typed split into the carrier's fields as well as it goes. */
function senderOf(name: string, address: string | null, country: string): CarrierAddress {
  const [street1 = '', city = '', ...rest] = (address ?? '').split(/\r?\n|,/).map((part) => part.trim()).filter(Boolean);
  return { name, company: name, street1, street2: '', city, state: '', postalCode: rest.join(' '), country, phone: '', email: '' };
}

/** A shipment as a carrier is asked about it (rates or a label), with what the purchase needs beside. */
export interface ShipmentCarrierRequest {
  request: RateRequest;
  /** The carrier entry of the catalogue, null for the own fleet. */
  entry: CarrierEntry | null;
  boxes: { id: string; trackingNumber: string | null }[];
  labelVoids: number;
}

/**
 * The customs of a shipment whose units leave the country: its units grouped by SKU (domain/shipping/
 * customs has the value and weight rules), certified in the name of the user asking.
 */
async function customsOf(tx: Database, userId: string, boxes: readonly { id: string; weightG: number | null }[], declaredCents: number, currency: string): Promise<CustomsInfo> {
  const rows = boxes.length
    ? await tx
        .select({ cartonId: items.containerId, skuId: skus.id, code: skus.code, description: skus.description, hsTariffNumber: skus.hsTariffNumber, originCountry: skus.originCountry, unitValue: skus.unitValue, quantity: sql<number>`cast(sum(${items.quantity}) as integer)` })
        .from(items)
        .innerJoin(skus, eq(skus.id, items.skuId))
        .where(inArray(items.containerId, boxes.map((b) => b.id)))
        .groupBy(items.containerId, skus.id)
        .orderBy(asc(skus.code))
    : [];
  const bySku = new Map<string, CustomsUnits>();
  for (const row of rows) {
    const units = bySku.get(row.skuId) ?? { code: row.code, description: row.description, hsTariffNumber: row.hsTariffNumber, originCountry: row.originCountry, unitValue: row.unitValue, quantityByCarton: {} };
    units.quantityByCarton[row.cartonId!] = row.quantity;
    bySku.set(row.skuId, units);
  }
  const [signer] = await tx.select({ firstname: users.firstname, lastname: users.lastname, username: users.username }).from(users).where(and(eq(users.id, userId)));
  const weights = Object.fromEntries(boxes.map((b) => [b.id, b.weightG ?? 0]));
  return {
    signer: signer ? `${signer.firstname} ${signer.lastname}`.trim() || signer.username : '',
    items: customsItems([...bySku.values()], declaredCents, weights, currency),
  };
}

/**
 * Refuses, naming them, a shipment abroad whose SKUs lack an HS code or a country of origin, before a
 * provider is asked (our own fleet files no customs): the user fixes them on the SKU form.
 */
export function assertCustomsComplete(request: RateRequest): void {
  const incomplete = (request.customs?.items ?? []).filter((item) => !item.hsTariffNumber || !item.originCountry).map((item) => item.code);
  if (incomplete.length) {
    throw new AppError(422, `This shipment leaves the country: enter the HS tariff number and the country of origin of SKU ${incomplete.join(', ')}.`, { reason: 'customs-incomplete', skus: incomplete });
  }
}

/**
 * What the carrier is asked about a shipment as it stands: both addresses, one parcel per carton (its
 * type's size, its weight), the service, the declared value, customs when it crosses a border. Read the
 * same way for rates and for the purchase, so the rate a user chose is the one bought.
 */
export async function shipmentCarrierRequest(tx: Database, companyId: string, userId: string, shipmentId: string, number: string): Promise<ShipmentCarrierRequest> {
  const [s] = await tx
    .select({
      shipTo: shipments.shipTo, service: shipments.service, declaredValue: shipments.declaredValue, currency: shipments.currency, labelVoids: shipments.labelVoids,
      carrierCode: catalogueEntries.code, carrierName: catalogueEntries.name, carrierAttributes: catalogueEntries.attributes, from: company.name, address: company.address,
    })
    .from(shipments)
    .innerJoin(company, eq(company.id, shipments.companyId))
    .leftJoin(catalogueEntries, eq(catalogueEntries.id, shipments.carrierId))
    .where(eq(shipments.id, shipmentId));
  if (!s) throw new AppError(404, `No shipment ${number}.`);
  const boxes = await tx
    .select({ id: cartons.id, weightG: cartons.weightG, lengthMm: cartonTypes.lengthMm, widthMm: cartonTypes.widthMm, heightMm: cartonTypes.heightMm, trackingNumber: cartons.trackingNumber })
    .from(cartons)
    .innerJoin(cartonTypes, eq(cartonTypes.id, cartons.cartonTypeId))
    .where(eq(cartons.shipmentId, shipmentId))
    .orderBy(asc(cartons.position));
  const originCountry = (await readSystemConfig(tx, companyId))['shipping.originCountry'];
  const to = s.shipTo;
  const declaredCents = s.declaredValue ?? 0;
  const request: RateRequest = {
    from: senderOf(s.from, s.address, originCountry),
    to: { name: to.name, company: to.company, street1: to.street1, street2: to.street2, city: to.city, state: to.region, postalCode: to.postalCode, country: to.country, phone: to.phone, email: to.email },
    parcels: boxes.map((b) => ({ lengthCm: b.lengthMm / 10, widthCm: b.widthMm / 10, heightCm: b.heightMm / 10, weightG: b.weightG ?? 0 })),
    service: s.service || null,
    declaredValue: (declaredCents / 100).toFixed(2),
    currency: s.currency,
    reference: number,
    customs: crossesBorder(originCountry, to.country) ? await customsOf(tx, userId, boxes, declaredCents, s.currency) : null,
  };
  const entry = s.carrierCode ? { code: s.carrierCode, name: s.carrierName ?? s.carrierCode, attributes: s.carrierAttributes ?? {} } : null;
  return { request, entry, boxes: boxes.map(({ id, trackingNumber }) => ({ id, trackingNumber })), labelVoids: s.labelVoids };
}
