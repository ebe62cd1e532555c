import { eq, sql } from 'drizzle-orm';
import { BIN_IMPORT_COLUMNS, type BinImportRow, BinImportRowSchema } from '../../../domain/locations/bin-import';
import { bins, zones } from '../../db/schema/master';
import type { ImportSpec, RowProblem } from '../../lib/csv-import';

type NewBin = typeof bins.$inferInsert;

/** Rows per INSERT: well under PostgreSQL's limit of bind parameters. */
const CHUNK = 1000;

/** Bins from CSV: the zone by its code (an active zone), the code new in the company. */
export function binImportSpec(companyId: string, now: Date): ImportSpec<BinImportRow, NewBin> {
  return {
    columns: BIN_IMPORT_COLUMNS,
    rowSchema: BinImportRowSchema,
    uniqueInFile: (row) => [{ field: 'code', key: row.code.toLowerCase() }],
    resolver: async (tx) => {
      const zoneRows = await tx.select({ id: zones.id, code: zones.code, active: zones.active }).from(zones).where(eq(zones.companyId, companyId));
      const zoneIds = new Map(zoneRows.filter((z) => z.active).map((z) => [z.code.toLowerCase(), z.id]));
      const taken = new Set(
        (await tx.select({ code: sql<string>`lower(${bins.code})` }).from(bins).where(eq(bins.companyId, companyId))).map((row) => row.code),
      );
      return (row) => {
        const problems: RowProblem[] = [];
        const zoneId = zoneIds.get(row.zone.toLowerCase());
        if (!zoneId) problems.push({ field: 'zone', rule: 'unknown', message: 'No active zone has this code.' });
        if (taken.has(row.code.toLowerCase())) problems.push({ field: 'code', rule: 'unique', message: 'A bin with this code exists already.' });
        if (problems.length > 0 || !zoneId) return problems;
        const { zone: _zone, ...bin } = row;
        return { ...bin, companyId, zoneId, createdAt: now, updatedAt: now };
      };
    },
    write: async (tx, rows) => {
      for (let start = 0; start < rows.length; start += CHUNK) await tx.insert(bins).values(rows.slice(start, start + CHUNK));
    },
    audit: { action: 'bin.import', entity: 'bin' },
  };
}
