import { and, eq, inArray } from 'drizzle-orm';
import { type BarcodeKind, barcodeKey } from '../../../domain/skus/barcodes';
import { type SkuImportRow, SKU_IMPORT_COLUMNS, SkuImportRowSchema } from '../../../domain/skus/sku-import';
import { SKU_CATALOGUES } from '../../../domain/skus/skus';
import type { Database } from '../../db/client';
import { catalogueEntries, clients, skuBarcodes, skus } from '../../db/schema/master';
import type { ImportSpec, RowProblem } from '../../lib/csv-import';

type NewSku = typeof skus.$inferInsert;
type Resolved = { sku: NewSku & { clientId: string }; barcodes: SkuImportRow['barcodes'] };

/** Rows per INSERT: well under PostgreSQL's limit of bind parameters. */
const CHUNK = 500;

const key = (...parts: string[]) => parts.join('\u0000').toLowerCase();

/** Everything a row is checked against, loaded once: clients, catalogue entries, taken codes and barcodes. */
async function lookups(tx: Database, companyId: string) {
  const clientRows = await tx.select({ id: clients.id, code: clients.code }).from(clients).where(eq(clients.companyId, companyId));
  const entries = await tx
    .select({ id: catalogueEntries.id, code: catalogueEntries.code, catalogue: catalogueEntries.catalogue, parentId: catalogueEntries.parentId })
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.companyId, companyId), eq(catalogueEntries.active, true), inArray(catalogueEntries.catalogue, Object.values(SKU_CATALOGUES))));
  const codes = await tx.select({ clientId: skus.clientId, code: skus.code }).from(skus).where(eq(skus.companyId, companyId));
  const barcodes = await tx
    .select({ clientId: skuBarcodes.clientId, kind: skuBarcodes.kind, barcode: skuBarcodes.barcode, code: skus.code })
    .from(skuBarcodes)
    .innerJoin(skus, eq(skus.id, skuBarcodes.skuId))
    .where(eq(skus.companyId, companyId));
  return {
    clientIds: new Map(clientRows.map((c) => [c.code.toLowerCase(), c.id])),
    entries: new Map(entries.map((e) => [key(e.catalogue, e.code), e])),
    takenCodes: new Set(codes.map((s) => key(s.clientId, s.code))),
    takenBarcodes: new Map(barcodes.map((b) => [key(b.clientId, barcodeKey(b.kind as BarcodeKind, b.barcode)), b.code])),
  };
}

export function skuImportSpec(companyId: string, now: Date): ImportSpec<SkuImportRow, Resolved> {
  return {
    columns: SKU_IMPORT_COLUMNS,
    rowSchema: SkuImportRowSchema,
    uniqueInFile: (row) => [
      { field: 'code', key: key(row.clientCode, row.code) },
      ...row.barcodes.map((b) => ({ field: 'barcodes', key: key(row.clientCode, barcodeKey(b.kind, b.barcode)) })),
    ],
    resolver: async (tx) => {
      const { clientIds, entries, takenCodes, takenBarcodes } = await lookups(tx, companyId);
      const entry = (catalogue: string, code: string | null) => (code === null ? null : (entries.get(key(catalogue, code)) ?? undefined));
      return (row) => {
        const problems: RowProblem[] = [];
        const clientId = clientIds.get(row.clientCode.toLowerCase());
        if (!clientId) return [{ field: 'client_code', rule: 'unknown', message: 'No client has this code.' }];
        const type = entry(SKU_CATALOGUES.skuType, row.typeCode);
        const brand = entry(SKU_CATALOGUES.brand, row.brandCode);
        const model = entry(SKU_CATALOGUES.model, row.modelCode);
        if (type === undefined) problems.push({ field: 'type_code', rule: 'unknown', message: 'No active SKU type has this code.' });
        if (brand === undefined) problems.push({ field: 'brand_code', rule: 'unknown', message: 'No active brand has this code.' });
        if (model === undefined) problems.push({ field: 'model_code', rule: 'unknown', message: 'No active model has this code.' });
        else if (model && model.parentId !== (brand?.id ?? null)) problems.push({ field: 'model_code', rule: 'brand', message: 'This model is not one of the brand.' });
        if (takenCodes.has(key(clientId, row.code))) problems.push({ field: 'code', rule: 'unique', message: 'This client has a SKU with this code already.' });
        row.barcodes.forEach((b, index) => {
          const holder = takenBarcodes.get(key(clientId, barcodeKey(b.kind, b.barcode)));
          if (holder) problems.push({ field: `barcodes.${index}.barcode`, rule: 'unique', message: `SKU ${holder} of this client has ${b.barcode} already.` });
        });
        if (problems.length > 0) return problems;
        const { code, description, serialised, unit, sapMaterialNumber, unitValue, active, hsTariffNumber, originCountry } = row;
        return {
          sku: {
            companyId, clientId, code, description, serialised, unit, sapMaterialNumber, unitValue, active, hsTariffNumber, originCountry,
            skuTypeId: type?.id ?? null, brandId: brand?.id ?? null, modelId: model?.id ?? null, createdAt: now, updatedAt: now,
          },
          barcodes: row.barcodes,
        };
      };
    },
    write: async (tx, rows) => {
      for (let start = 0; start < rows.length; start += CHUNK) {
        const slice = rows.slice(start, start + CHUNK);
        const created = await tx.insert(skus).values(slice.map((r) => r.sku)).returning({ id: skus.id, clientId: skus.clientId, code: skus.code });
        const ids = new Map(created.map((s) => [key(s.clientId, s.code), s.id]));
        const barcodes = slice.flatMap((r) => {
          const skuId = ids.get(key(r.sku.clientId, r.sku.code));
          if (!skuId) throw new Error(`SKU ${r.sku.code} was not inserted`);
          return r.barcodes.map((b) => ({ skuId, clientId: r.sku.clientId, ...b }));
        });
        if (barcodes.length > 0) await tx.insert(skuBarcodes).values(barcodes);
      }
    },
    audit: { action: 'sku.import', entity: 'sku' },
  };
}
