import { and, eq, sql } from 'drizzle-orm';
import { CARRIER_CATALOGUE, TRACKING_IMPORT_COLUMNS, type TrackingImportRow, TrackingImportRowSchema } from '../../../domain/tracking/client-tracking';
import { catalogueEntries, clients } from '../../db/schema/master';
import { clientTrackings } from '../../db/schema/receiving';
import type { ImportSpec, RowProblem } from '../../lib/csv-import';

type NewTracking = typeof clientTrackings.$inferInsert;

/** Rows per INSERT: well under PostgreSQL's limit of bind parameters. */
const CHUNK = 1000;

/** Expected parcels from CSV: the client by its code, the carrier by its code (an active one), the number new. */
export function trackingImportSpec(companyId: string, userId: string, now: Date): ImportSpec<TrackingImportRow, NewTracking> {
  return {
    columns: TRACKING_IMPORT_COLUMNS,
    rowSchema: TrackingImportRowSchema,
    uniqueInFile: (row) => [{ field: 'tracking_number', key: row.trackingNumber.toLowerCase() }],
    resolver: async (tx) => {
      const clientRows = await tx.select({ id: clients.id, code: clients.code }).from(clients).where(eq(clients.companyId, companyId));
      const carrierRows = await tx
        .select({ id: catalogueEntries.id, code: catalogueEntries.code })
        .from(catalogueEntries)
        .where(and(eq(catalogueEntries.companyId, companyId), eq(catalogueEntries.catalogue, CARRIER_CATALOGUE), eq(catalogueEntries.active, true)));
      const clientIds = new Map(clientRows.map((c) => [c.code.toLowerCase(), c.id]));
      const carrierIds = new Map(carrierRows.map((c) => [c.code.toLowerCase(), c.id]));
      const taken = new Set(
        (await tx.select({ number: sql<string>`lower(${clientTrackings.trackingNumber})` }).from(clientTrackings).where(eq(clientTrackings.companyId, companyId))).map(
          (row) => row.number,
        ),
      );
      return (row) => {
        const problems: RowProblem[] = [];
        const clientId = clientIds.get(row.clientCode.toLowerCase());
        const carrierId = row.carrierCode === null ? null : carrierIds.get(row.carrierCode.toLowerCase());
        if (!clientId) problems.push({ field: 'client_code', rule: 'unknown', message: 'No client has this code.' });
        if (carrierId === undefined) problems.push({ field: 'carrier_code', rule: 'unknown', message: 'No active carrier has this code.' });
        if (taken.has(row.trackingNumber.toLowerCase())) problems.push({ field: 'tracking_number', rule: 'unique', message: 'This tracking number is registered already.' });
        if (problems.length > 0 || !clientId || carrierId === undefined) return problems;
        const { trackingNumber, expectedOn, reference, notes } = row;
        return { companyId, clientId, carrierId, trackingNumber, expectedOn, reference, notes, createdBy: userId, createdAt: now, updatedAt: now };
      };
    },
    write: async (tx, rows) => {
      for (let start = 0; start < rows.length; start += CHUNK) await tx.insert(clientTrackings).values(rows.slice(start, start + CHUNK));
    },
    audit: { action: 'client-tracking.import', entity: 'client_tracking' },
  };
}
