import { type AnyColumn, and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FieldError } from '../../../domain/api';
import { type BarcodeKind, barcodeKey, gtinForms } from '../../../domain/skus/barcodes';
import { SKU_CATALOGUES, type SkuFormInput } from '../../../domain/skus/skus';
import type { Database } from '../../db/client';
import { catalogueEntries, clients, movements, skuBarcodes, skus } from '../../db/schema/master';
import { controlNumberLines, items } from '../../db/schema/receiving';
import { AppError } from '../../lib/errors';

const invalid = (status: 400 | 409, fields: FieldError[]) => new AppError(status, fields[0]?.message ?? 'Some fields are not valid.', { fields });

async function entry(db: Database, companyId: string, catalogue: string, id: string) {
  const [row] = await db
    .select({ parentId: catalogueEntries.parentId })
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.companyId, companyId), eq(catalogueEntries.catalogue, catalogue), eq(catalogueEntries.id, id)))
    .limit(1);
  return row ?? null;
}

/** The client and catalogue entries named by the body exist in the company, and the model is one of the brand's. */
export async function checkReferences(db: Database, companyId: string, body: SkuFormInput): Promise<void> {
  const fields: FieldError[] = [];
  const [client] = await db.select({ id: clients.id }).from(clients).where(and(eq(clients.companyId, companyId), eq(clients.id, body.clientId))).limit(1);
  if (!client) fields.push({ field: 'clientId', rule: 'unknown', message: 'No such client.' });
  if (body.skuTypeId && !(await entry(db, companyId, SKU_CATALOGUES.skuType, body.skuTypeId))) {
    fields.push({ field: 'skuTypeId', rule: 'unknown', message: 'No such SKU type.' });
  }
  if (body.brandId && !(await entry(db, companyId, SKU_CATALOGUES.brand, body.brandId))) {
    fields.push({ field: 'brandId', rule: 'unknown', message: 'No such brand.' });
  }
  if (body.modelId) {
    const model = await entry(db, companyId, SKU_CATALOGUES.model, body.modelId);
    if (!model) fields.push({ field: 'modelId', rule: 'unknown', message: 'No such model.' });
    else if (model.parentId !== body.brandId) fields.push({ field: 'modelId', rule: 'brand', message: 'This model is not one of the chosen brand.' });
  }
  if (fields.length > 0) throw invalid(400, fields);
}

/** 409 on `code` when another SKU of the client has it (case-insensitive, as the unique index). */
export async function checkCodeFree(db: Database, body: SkuFormInput, companyId: string, skuId: string | null): Promise<void> {
  const [taken] = await db
    .select({ id: skus.id })
    .from(skus)
    .where(and(eq(skus.companyId, companyId), eq(skus.clientId, body.clientId), sql`lower(${skus.code}) = lower(${body.code})`, skuId ? ne(skus.id, skuId) : undefined))
    .limit(1);
  if (taken) throw codeTaken();
}

export const codeTaken = () => invalid(409, [{ field: 'code', rule: 'unique', message: 'This client has a SKU with this code already.' }]);

/**
 * 409 on `barcodes.<n>.barcode` naming the SKU of the client that holds the barcode already, also
 * when it holds the same GTIN printed another way (UPC-A vs EAN-13 with a leading zero).
 */
export async function checkBarcodesFree(db: Database, body: SkuFormInput, skuId: string | null): Promise<void> {
  if (body.barcodes.length === 0) return;
  const wanted = body.barcodes.map((b) => ({ key: barcodeKey(b.kind, b.barcode), forms: b.kind === 'OTHER' ? [b.barcode] : gtinForms(barcodeKey(b.kind, b.barcode)) }));
  const held = await db
    .select({ barcode: skuBarcodes.barcode, kind: skuBarcodes.kind, code: skus.code })
    .from(skuBarcodes)
    .innerJoin(skus, eq(skus.id, skuBarcodes.skuId))
    .where(and(eq(skuBarcodes.clientId, body.clientId), inArray(skuBarcodes.barcode, wanted.flatMap((w) => w.forms)), skuId ? ne(skuBarcodes.skuId, skuId) : undefined));
  const fields: FieldError[] = [];
  wanted.forEach(({ key }, index) => {
    const other = held.find((h) => barcodeKey(h.kind as BarcodeKind, h.barcode) === key);
    if (other) fields.push({ field: `barcodes.${index}.barcode`, rule: 'unique', message: `SKU ${other.code} of this client has this barcode already.` });
  });
  if (fields.length > 0) throw invalid(409, fields);
}

/**
 * What refers to a SKU and so keeps it from being deleted; each entry counts one kind of reference.
 */
const SKU_REFERENCES: readonly { key: string; label: string; table: PgTable; column: AnyColumn }[] = [
  { key: 'movements', label: 'stock movement(s)', table: movements, column: movements.skuId },
  { key: 'items', label: 'unit(s) in the warehouse', table: items, column: items.skuId },
  { key: 'expectedLines', label: 'expected line(s) of control numbers', table: controlNumberLines, column: controlNumberLines.skuId },
];

/** 409 with `usedBy` (a count per reference kind) when anything refers to the SKU. */
export async function checkUnused(db: Database, skuId: string): Promise<void> {
  const usedBy: Record<string, number> = {};
  for (const reference of SKU_REFERENCES) {
    const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(reference.table).where(eq(reference.column, skuId));
    const n = row?.n ?? 0;
    if (n > 0) usedBy[reference.key] = n;
  }
  const uses = SKU_REFERENCES.filter((r) => usedBy[r.key]).map((r) => `${usedBy[r.key]} ${r.label}`);
  if (uses.length > 0) throw new AppError(409, `This SKU is used by ${uses.join(', ')}. Deactivate it instead.`, { usedBy });
}
