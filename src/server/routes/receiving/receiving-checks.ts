import { and, eq, inArray } from 'drizzle-orm';
import type { FieldError } from '../../../domain/api';
import type { ControlNumberForm } from '../../../domain/receiving/control-numbers';
import type { Database } from '../../db/client';
import { catalogueEntries, clients, skus } from '../../db/schema/master';
import { AppError } from '../../lib/errors';

/** The catalogue each reference of the form must come from (DOMAIN.md: receiving source type, dealer, carrier). */
const CATALOGUE_OF = { sourceTypeId: 'source-type', dealerId: 'dealer', carrierId: 'carrier' } as const;

/**
 * 400 on the fields whose record is missing from the company: the client, each catalogue entry (of
 * its own catalogue) and each line's SKU (of the chosen client).
 */
export async function checkFormReferences(db: Database, companyId: string, body: ControlNumberForm): Promise<void> {
  const fields: FieldError[] = [];
  const [client] = await db.select({ id: clients.id }).from(clients).where(and(eq(clients.companyId, companyId), eq(clients.id, body.clientId))).limit(1);
  if (!client) fields.push({ field: 'clientId', rule: 'unknown', message: 'No such client.' });
  for (const [field, catalogue] of Object.entries(CATALOGUE_OF) as [keyof typeof CATALOGUE_OF, string][]) {
    const id = body[field];
    if (!id) continue;
    const [entry] = await db
      .select({ id: catalogueEntries.id })
      .from(catalogueEntries)
      .where(and(eq(catalogueEntries.companyId, companyId), eq(catalogueEntries.catalogue, catalogue), eq(catalogueEntries.id, id)))
      .limit(1);
    if (!entry) fields.push({ field, rule: 'unknown', message: `No such ${catalogue} entry.` });
  }
  if (body.lines.length > 0) {
    const owned = await db
      .select({ id: skus.id, clientId: skus.clientId })
      .from(skus)
      .where(and(eq(skus.companyId, companyId), inArray(skus.id, body.lines.map((line) => line.skuId))));
    body.lines.forEach((line, index) => {
      const sku = owned.find((s) => s.id === line.skuId);
      if (!sku) fields.push({ field: `lines.${index}.skuId`, rule: 'unknown', message: 'No such SKU.' });
      else if (sku.clientId !== body.clientId) fields.push({ field: `lines.${index}.skuId`, rule: 'client', message: 'This SKU belongs to another client.' });
    });
  }
  if (fields.length > 0) throw new AppError(400, fields[0]?.message ?? 'Some fields are not valid.', { fields });
}
