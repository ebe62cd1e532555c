import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FieldError } from '../../../domain/api';
import type { OrderForm } from '../../../domain/orders/orders';
import type { Database } from '../../db/client';
import { catalogueEntries, clients, skus } from '../../db/schema/master';
import { orders } from '../../db/schema/orders';
import { AppError } from '../../lib/errors';

/**
 * 400 on the fields whose record is missing from the company (the client, the carrier, each line's SKU
 * of that client); 409 on the reference when another order of the client carries it.
 */
export async function checkOrderForm(db: Database, companyId: string, body: OrderForm, self?: string): Promise<void> {
  const fields: FieldError[] = [];
  const [client] = await db.select({ id: clients.id }).from(clients).where(and(eq(clients.companyId, companyId), eq(clients.id, body.clientId))).limit(1);
  if (!client) fields.push({ field: 'clientId', rule: 'unknown', message: 'No such client.' });
  fields.push(...(await carrierProblems(db, companyId, body.carrierId)));
  const owned = await db
    .select({ id: skus.id, clientId: skus.clientId })
    .from(skus)
    .where(and(eq(skus.companyId, companyId), inArray(skus.id, body.lines.map((line) => line.skuId))));
  body.lines.forEach((line, index) => {
    const sku = owned.find((s) => s.id === line.skuId);
    if (!sku) fields.push({ field: `lines.${index}.skuId`, rule: 'unknown', message: 'No such SKU.' });
    else if (sku.clientId !== body.clientId) fields.push({ field: `lines.${index}.skuId`, rule: 'client', message: 'This SKU belongs to another client.' });
  });
  if (fields.length > 0) throw new AppError(400, fields[0]?.message ?? 'Some fields are not valid.', { fields });
  const [taken] = await db
    .select({ number: orders.number })
    .from(orders)
    .where(and(eq(orders.clientId, body.clientId), sql`lower(${orders.reference}) = ${body.reference.toLowerCase()}`, self ? ne(orders.id, self) : undefined))
    .limit(1);
  if (taken) throw referenceTaken(taken.number);
}

/** The field error of a carrier the company's catalogue does not have (an order's, a recycler's shipment's). */
export async function carrierProblems(db: Database, companyId: string, carrierId: string | null): Promise<FieldError[]> {
  if (!carrierId) return [];
  const [entry] = await db
    .select({ id: catalogueEntries.id })
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.companyId, companyId), eq(catalogueEntries.catalogue, 'carrier'), eq(catalogueEntries.id, carrierId)))
    .limit(1);
  return entry ? [] : [{ field: 'carrierId', rule: 'unknown', message: 'No such carrier.' }];
}

export function referenceTaken(number: string): AppError {
  const message = `Order ${number} of this client already has this reference.`;
  return new AppError(409, message, { fields: [{ field: 'reference', rule: 'taken', message }], order: number });
}
