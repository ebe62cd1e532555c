import { eq } from 'drizzle-orm';
import type { ImportBody } from '../../../domain/import/columns';
import { EXPORT_MAX_ROWS } from '../../../domain/lists/list-query';
import { SKU_IMPORT_COLUMNS } from '../../../domain/skus/sku-import';
import type { Sku, SkuFormInput, SkuListQuery } from '../../../domain/skus/skus';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { skuBarcodes, skus } from '../../db/schema/master';
import { auditCaller } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { runImport } from '../../lib/csv-import';
import { csvResponse } from '../../lib/list';
import { ok } from '../../lib/respond';
import { skuImportSpec } from './sku-import';
import { checkBarcodesFree, checkCodeFree, checkReferences, checkUnused, codeTaken } from './sku-checks';
import { exportSkus, findSku, listSkus } from './sku-rows';

type Id = { id: string };

export async function listSkusHandler(c: AppContext, _body: undefined, query: SkuListQuery) {
  const page = await listSkus(c.get('deps').db, authOf(c).companyId, query);
  return ok(c, { ...page, page: query.page, pageSize: query.pageSize });
}

export async function exportSkusHandler(c: AppContext, _body: undefined, query: SkuListQuery) {
  const rows = await exportSkus(c.get('deps').db, authOf(c).companyId, query, EXPORT_MAX_ROWS);
  return csvResponse(
    c,
    'skus.csv',
    // The import's columns, so an exported file imports again.
    SKU_IMPORT_COLUMNS.map((column) => column.name),
    rows.map((s) => [
      s.client.code, s.code, s.description, s.skuType?.code, s.brand?.code, s.model?.code, s.serialised ? 'yes' : 'no', s.unit, s.sapMaterialNumber, s.unitValue ?? '',
      s.barcodes.map((b) => b.barcode).join('|'), s.active ? 'yes' : 'no', s.hsTariffNumber, s.originCountry,
    ]),
  );
}

async function existing(c: AppContext, id: string): Promise<Sku> {
  const sku = await findSku(c.get('deps').db, authOf(c).companyId, id);
  if (!sku) throw new AppError(404, 'No such SKU.');
  return sku;
}

export async function getSku(c: AppContext, _body: undefined, _query: undefined, { id }: Id) {
  return ok(c, await existing(c, id));
}

/** The columns of the form; the barcodes are written by `replaceBarcodes`. */
function columnsOf(body: SkuFormInput, now: Date) {
  return {
    clientId: body.clientId,
    code: body.code,
    description: body.description,
    skuTypeId: body.skuTypeId,
    brandId: body.brandId,
    modelId: body.modelId,
    serialised: body.serialised,
    unit: body.unit,
    sapMaterialNumber: body.sapMaterialNumber,
    unitValue: body.unitValue,
    hsTariffNumber: body.hsTariffNumber,
    originCountry: body.originCountry,
    active: body.active,
    updatedAt: now,
  };
}

async function replaceBarcodes(tx: Database, skuId: string, body: SkuFormInput): Promise<void> {
  await tx.delete(skuBarcodes).where(eq(skuBarcodes.skuId, skuId));
  if (body.barcodes.length > 0) {
    await tx.insert(skuBarcodes).values(body.barcodes.map((b) => ({ skuId, clientId: body.clientId, kind: b.kind, barcode: b.barcode })));
  }
}

/** The name of the violated constraint, on the driver's error or one it wraps. */
function constraintOf(error: unknown): string | undefined {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    const { constraint } = current as { constraint?: unknown };
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

/** Checks that read the database, then the write; a unique index still catches a race between two saves. */
async function save(c: AppContext, body: SkuFormInput, write: (tx: Database) => Promise<string>): Promise<string> {
  const { db } = c.get('deps');
  return db
    .transaction(async (tx) => {
      const { companyId } = authOf(c);
      await checkReferences(tx, companyId, body);
      return write(tx);
    })
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      // Only a save racing this one gets here: the checks above saw the code and barcodes free.
      throw constraintOf(error)?.startsWith('sku_barcodes')
        ? new AppError(409, 'Another SKU of this client took one of these barcodes a moment ago.')
        : codeTaken();
    });
}

export async function createSku(c: AppContext, body: SkuFormInput) {
  const deps = c.get('deps');
  const { companyId } = authOf(c);
  const id = await save(c, body, async (tx) => {
    await checkCodeFree(tx, body, companyId, null);
    await checkBarcodesFree(tx, body, null);
    const [row] = await tx.insert(skus).values({ companyId, ...columnsOf(body, deps.now()), createdAt: deps.now() }).returning({ id: skus.id });
    if (!row) throw new Error('insert returned no row');
    await replaceBarcodes(tx, row.id, body);
    await auditCaller(c, { action: 'sku.create', entity: 'sku', entityId: row.id, detail: { ...body } }, tx);
    return row.id;
  });
  return ok(c, await existing(c, id));
}

export async function updateSku(c: AppContext, body: SkuFormInput, _query: undefined, { id }: Id) {
  const deps = c.get('deps');
  const { companyId } = authOf(c);
  const before = await existing(c, id);
  await save(c, body, async (tx) => {
    await checkCodeFree(tx, body, companyId, id);
    await checkBarcodesFree(tx, body, id);
    await tx.update(skus).set(columnsOf(body, deps.now())).where(eq(skus.id, id));
    await replaceBarcodes(tx, id, body);
    await auditCaller(c, { action: 'sku.update', entity: 'sku', entityId: id, detail: { changes: changesOf(before, body) } }, tx);
    return id;
  });
  return ok(c, await existing(c, id));
}

function changesOf(before: Sku, after: SkuFormInput): Record<string, unknown> {
  const pairs: [string, unknown, unknown][] = [
    ['code', before.code, after.code],
    ['description', before.description, after.description],
    ['clientId', before.client.id, after.clientId],
    ['skuTypeId', before.skuType?.id ?? null, after.skuTypeId],
    ['brandId', before.brand?.id ?? null, after.brandId],
    ['modelId', before.model?.id ?? null, after.modelId],
    ['serialised', before.serialised, after.serialised],
    ['unit', before.unit, after.unit],
    ['sapMaterialNumber', before.sapMaterialNumber, after.sapMaterialNumber],
    ['unitValue', before.unitValue, after.unitValue],
    ['hsTariffNumber', before.hsTariffNumber, after.hsTariffNumber],
    ['originCountry', before.originCountry, after.originCountry],
    ['active', before.active, after.active],
    ['barcodes', before.barcodes.map((b) => b.barcode).sort().join('|'), after.barcodes.map((b) => b.barcode).sort().join('|')],
  ];
  return Object.fromEntries(pairs.filter(([, from, to]) => from !== to).map(([field, from, to]) => [field, { from, to }]));
}

/** Deactivation is how a used SKU leaves the pickers: its history stays readable. */
export async function setSkuActive(c: AppContext, { active }: { active: boolean }, _query: undefined, { id }: Id) {
  const deps = c.get('deps');
  const sku = await existing(c, id);
  await deps.db.transaction(async (tx) => {
    await tx.update(skus).set({ active, updatedAt: deps.now() }).where(eq(skus.id, id));
    await auditCaller(c, { action: active ? 'sku.activate' : 'sku.deactivate', entity: 'sku', entityId: id, detail: { code: sku.code } }, tx);
  });
  return ok(c, await existing(c, id));
}

export async function deleteSku(c: AppContext, _body: undefined, _query: undefined, { id }: Id) {
  const deps = c.get('deps');
  const sku = await existing(c, id);
  await deps.db.transaction(async (tx) => {
    await checkUnused(tx, id);
    await tx.delete(skus).where(eq(skus.id, id));
    await auditCaller(c, { action: 'sku.delete', entity: 'sku', entityId: id, detail: { code: sku.code, clientCode: sku.client.code, barcodes: sku.barcodes } }, tx);
  });
  return ok(c, null);
}

/** CSV import (dry run, all-or-nothing or valid-only) in the export's columns; new SKUs only. */
export async function importSkus(c: AppContext, body: ImportBody) {
  return ok(c, await runImport(c, skuImportSpec(authOf(c).companyId, c.get('deps').now()), body));
}
