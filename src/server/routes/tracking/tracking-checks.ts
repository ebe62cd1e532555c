import { and, eq, ne, sql } from 'drizzle-orm';
import type { FieldError } from '../../../domain/api';
import { CARRIER_CATALOGUE, type TrackingFormInput } from '../../../domain/tracking/client-tracking';
import type { Database } from '../../db/client';
import { catalogueEntries, clients } from '../../db/schema/master';
import { clientTrackings } from '../../db/schema/receiving';
import { AppError } from '../../lib/errors';

export const numberTaken = () =>
  new AppError(409, 'This tracking number is registered already.', {
    fields: [{ field: 'trackingNumber', rule: 'unique', message: 'This tracking number is registered already.' }],
  });

/** The client and carrier named by the body exist in the company. */
export async function checkReferences(db: Database, companyId: string, body: TrackingFormInput): Promise<void> {
  const fields: FieldError[] = [];
  const [client] = await db.select({ id: clients.id }).from(clients).where(and(eq(clients.companyId, companyId), eq(clients.id, body.clientId))).limit(1);
  if (!client) fields.push({ field: 'clientId', rule: 'unknown', message: 'No such client.' });
  if (body.carrierId) {
    const [carrier] = await db
      .select({ id: catalogueEntries.id })
      .from(catalogueEntries)
      .where(and(eq(catalogueEntries.companyId, companyId), eq(catalogueEntries.catalogue, CARRIER_CATALOGUE), eq(catalogueEntries.id, body.carrierId)))
      .limit(1);
    if (!carrier) fields.push({ field: 'carrierId', rule: 'unknown', message: 'No such carrier.' });
  }
  if (fields.length > 0) throw new AppError(400, fields[0]!.message, { fields });
}

/** 409 on `trackingNumber` when another parcel has it, whatever its case (as the unique index). */
export async function checkNumberFree(db: Database, companyId: string, trackingNumber: string, exceptId: string | null): Promise<void> {
  const [taken] = await db
    .select({ id: clientTrackings.id })
    .from(clientTrackings)
    .where(and(eq(clientTrackings.companyId, companyId), sql`lower(${clientTrackings.trackingNumber}) = lower(${trackingNumber})`, exceptId ? ne(clientTrackings.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw numberTaken();
}
