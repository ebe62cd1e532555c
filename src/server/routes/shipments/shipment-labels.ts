import { and, asc, eq } from 'drizzle-orm';
import type { ShipTo } from '../../../domain/orders/orders';
import type { ShipmentLabels } from '../../../domain/printing/shipping-label';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { company } from '../../db/schema/company';
import { catalogueEntries } from '../../db/schema/master';
import { cartons, shipments } from '../../db/schema/shipping';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';

/** An address as label lines: recipient, company, streets, postal code and city with the region, country. */
export function shipToLines(to: ShipTo): string[] {
  return [to.name, to.company, to.street1, to.street2, [to.postalCode, to.city, to.region].filter(Boolean).join(' '), to.country].filter((line) => line.trim() !== '');
}

/** The company's own address as it was typed (lines or commas), under its name. */
export const fromLines = (name: string, address: string | null) => [name, ...(address ?? '').split(/\r?\n|,/).map((part) => part.trim()).filter(Boolean)];

/** Every carton's label of a shipment of the company, in the shipment's order; null when there is no such shipment. */
export async function labelsOf(db: Database, companyId: string, number: string): Promise<ShipmentLabels | null> {
  const [shipment] = await db
    .select({ id: shipments.id, number: shipments.number, status: shipments.status, shipTo: shipments.shipTo, service: shipments.service, carrier: catalogueEntries.name, from: company.name, address: company.address })
    .from(shipments)
    .innerJoin(company, eq(company.id, shipments.companyId))
    .leftJoin(catalogueEntries, eq(catalogueEntries.id, shipments.carrierId))
    .where(and(eq(shipments.companyId, companyId), eq(shipments.number, number)));
  if (!shipment) return null;
  const rows = await db
    .select({ position: cartons.position, sscc: cartons.sscc, trackingNumber: cartons.trackingNumber, weightG: cartons.weightG, labelFormat: cartons.labelFormat, labelData: cartons.labelData })
    .from(cartons)
    .where(eq(cartons.shipmentId, shipment.id))
    .orderBy(asc(cartons.position));
  const from = { lines: fromLines(shipment.from, shipment.address) };
  const to = { lines: shipToLines(shipment.shipTo) };
  return {
    shipmentNumber: shipment.number,
    status: shipment.status,
    labels: rows.map((row) => ({
      shipmentNumber: shipment.number,
      from,
      to,
      carrier: shipment.carrier ?? '',
      service: shipment.service,
      position: row.position,
      count: rows.length,
      sscc: row.sscc,
      trackingNumber: row.trackingNumber,
      weightG: row.weightG,
      carrierLabel: row.labelFormat && row.labelData ? { format: row.labelFormat as 'zpl' | 'pdf' | 'png', data: row.labelData } : null,
    })),
  };
}

/** The label page's data: one label per carton. */
export async function labelsHandler(c: AppContext, _body: undefined, _query: undefined, { number }: { number: string }) {
  const labels = await labelsOf(c.get('deps').db, authOf(c).companyId, number);
  if (!labels) throw new AppError(404, `No shipment ${number}.`);
  return ok(c, labels);
}
