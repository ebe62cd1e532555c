import { sql } from 'drizzle-orm';
import { type CatalogueImportRow, catalogueImportColumns, catalogueImportRowSchema } from '../../../domain/catalogues/catalogue-import';
import { CATALOGUES, type CatalogueKey } from '../../../domain/catalogues/definitions';
import type { Database } from '../../db/client';
import { catalogueEntries } from '../../db/schema/master';
import type { ImportSpec, RowProblem } from '../../lib/csv-import';
import { inCatalogue } from './catalogue-rows';

type NewEntry = typeof catalogueEntries.$inferInsert;

/** Rows per INSERT: well under PostgreSQL's limit of bind parameters. */
const CHUNK = 1000;

/** The catalogue's existing codes, and its parent catalogue's active entries by lower-cased code and name. */
async function lookups(tx: Database, companyId: string, catalogue: CatalogueKey) {
  const codes = await tx.select({ code: sql<string>`lower(${catalogueEntries.code})` }).from(catalogueEntries).where(inCatalogue(companyId, catalogue));
  const parentCatalogue = CATALOGUES[catalogue].parent;
  const parents = new Map<string, string>();
  if (parentCatalogue) {
    const rows = await tx
      .select({ id: catalogueEntries.id, code: catalogueEntries.code, name: catalogueEntries.name, active: catalogueEntries.active })
      .from(catalogueEntries)
      .where(inCatalogue(companyId, parentCatalogue));
    // Names first, codes after: a code is exact, so it wins where a name and a code read alike.
    for (const row of rows.filter((r) => r.active)) parents.set(row.name.toLowerCase(), row.id);
    for (const row of rows.filter((r) => r.active)) parents.set(row.code.toLowerCase(), row.id);
  }
  return { existing: new Set(codes.map((row) => row.code)), parents };
}

export function catalogueImportSpec(companyId: string, catalogue: CatalogueKey, now: Date): ImportSpec<CatalogueImportRow, NewEntry> {
  const definition = CATALOGUES[catalogue];
  return {
    columns: catalogueImportColumns(definition),
    rowSchema: catalogueImportRowSchema(definition),
    uniqueInFile: (row) => [{ field: 'code', key: row.code.toLowerCase() }],
    resolver: async (tx) => {
      const { existing, parents } = await lookups(tx, companyId, catalogue);
      return (row) => {
        const problems: RowProblem[] = [];
        if (existing.has(row.code.toLowerCase())) problems.push({ field: 'code', rule: 'unique', message: 'An entry with this code exists already.' });
        const parentId = row.parent === null ? null : (parents.get(row.parent.toLowerCase()) ?? null);
        if (definition.parent && parentId === null) {
          problems.push({ field: definition.parent, rule: 'unknown', message: `No active ${definition.parent} has this code or name.` });
        }
        if (problems.length > 0) return problems;
        const { code, name, description, active, attributes } = row;
        return { companyId, catalogue, code, name, description, active, parentId, attributes, createdAt: now, updatedAt: now };
      };
    },
    write: async (tx, rows) => {
      for (let start = 0; start < rows.length; start += CHUNK) await tx.insert(catalogueEntries).values(rows.slice(start, start + CHUNK));
    },
    audit: { action: 'catalogue.import', entity: 'catalogue-entry', detail: { catalogue } },
  };
}
