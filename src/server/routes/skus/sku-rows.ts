import { type SQL, and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BarcodeKind } from '../../../domain/skus/barcodes';
import type { Sku, SkuListQuery, SkuRef, SkuUnit } from '../../../domain/skus/skus';
import type { Database } from '../../db/client';
import { catalogueEntries, clients, skuBarcodes, skus } from '../../db/schema/master';
import { orderFor, pageOf, searchAny, totalOver } from '../../lib/list';

const skuTypes = alias(catalogueEntries, 'sku_type');
const brands = alias(catalogueEntries, 'brand');
const models = alias(catalogueEntries, 'model');

const ref = (table: typeof skuTypes | typeof brands | typeof models) => ({ id: table.id, code: table.code, name: table.name });

const columns = {
  id: skus.id,
  code: skus.code,
  description: skus.description,
  client: { id: clients.id, code: clients.code, name: clients.name },
  skuType: ref(skuTypes),
  brand: ref(brands),
  model: ref(models),
  serialised: skus.serialised,
  unit: skus.unit,
  sapMaterialNumber: skus.sapMaterialNumber,
  unitValue: skus.unitValue,
  hsTariffNumber: skus.hsTariffNumber,
  originCountry: skus.originCountry,
  active: skus.active,
  createdAt: skus.createdAt,
  updatedAt: skus.updatedAt,
};

/** The SKU columns with their client and catalogue entries, and the total of matching rows. */
function joined(db: Database) {
  return db
    .select({ ...columns, total: totalOver })
    .from(skus)
    .innerJoin(clients, eq(clients.id, skus.clientId))
    .leftJoin(skuTypes, eq(skuTypes.id, skus.skuTypeId))
    .leftJoin(brands, eq(brands.id, skus.brandId))
    .leftJoin(models, eq(models.id, skus.modelId));
}

type Row = Awaited<ReturnType<typeof joined>>[number];

/** A left-joined catalogue entry arrives as an object of nulls when the SKU has none. */
const refOrNull = (value: { id: string | null; code: string | null; name: string | null } | null): SkuRef | null =>
  value?.id ? { id: value.id, code: value.code ?? '', name: value.name ?? '' } : null;

async function withBarcodes(db: Database, rows: readonly Row[]): Promise<Sku[]> {
  const held = new Map<string, Sku['barcodes']>();
  // In slices: an export of many SKUs would pass PostgreSQL's limit of bind parameters.
  for (let start = 0; start < rows.length; start += 5000) {
    const ids = rows.slice(start, start + 5000).map((row) => row.id);
    const found = await db
      .select({ skuId: skuBarcodes.skuId, kind: skuBarcodes.kind, barcode: skuBarcodes.barcode })
      .from(skuBarcodes)
      .where(inArray(skuBarcodes.skuId, ids))
      .orderBy(asc(skuBarcodes.barcode));
    for (const { skuId, kind, barcode } of found) held.set(skuId, [...(held.get(skuId) ?? []), { kind: kind as BarcodeKind, barcode }]);
  }
  return rows.map(({ total: _total, ...row }) => ({
    ...row,
    skuType: refOrNull(row.skuType),
    brand: refOrNull(row.brand),
    model: refOrNull(row.model),
    unit: row.unit as SkuUnit,
    barcodes: held.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

const hasBarcodeLike = (q: string) =>
  sql`exists (select 1 from ${skuBarcodes} where ${skuBarcodes.skuId} = ${skus.id} and ${searchAny(q, [skuBarcodes.barcode])})`;

function skuFilter(companyId: string, query: Omit<SkuListQuery, 'page' | 'pageSize'>): SQL | undefined {
  const flag = (value: 'yes' | 'no' | undefined) => (value ? value === 'yes' : undefined);
  const serialised = flag(query.serialised);
  const active = flag(query.active);
  return and(
    eq(skus.companyId, companyId),
    query.q ? sql`(${searchAny(query.q, [skus.code, skus.description, skus.sapMaterialNumber])} or ${hasBarcodeLike(query.q)})` : undefined,
    query.client ? eq(skus.clientId, query.client) : undefined,
    query.brand ? eq(skus.brandId, query.brand) : undefined,
    query.type ? eq(skus.skuTypeId, query.type) : undefined,
    serialised === undefined ? undefined : eq(skus.serialised, serialised),
    active === undefined ? undefined : eq(skus.active, active),
  );
}

const order = (query: SkuListQuery) =>
  orderFor(
    query,
    {
      code: sql`lower(${skus.code})`,
      description: sql`lower(${skus.description})`,
      client: sql`lower(${clients.code})`,
      brand: sql`lower(${brands.name})`,
      skuType: sql`lower(${skuTypes.name})`,
      createdAt: skus.createdAt,
    },
    { sort: 'code', dir: 'asc' },
    skus.id,
  );

export async function listSkus(db: Database, companyId: string, query: SkuListQuery): Promise<{ items: Sku[]; total: number }> {
  const where = skuFilter(companyId, query);
  const rows = await joined(db).where(where).orderBy(...order(query)).limit(pageOf(query).limit).offset(pageOf(query).offset);
  // An empty page past the end still needs the total, which only a row could carry.
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(skus).where(where);
    total = row?.n ?? 0;
  }
  return { items: await withBarcodes(db, rows), total };
}

/** Every SKU matching the list's filter, in its order, for the CSV export. */
export async function exportSkus(db: Database, companyId: string, query: SkuListQuery, max: number): Promise<Sku[]> {
  return withBarcodes(db, await joined(db).where(skuFilter(companyId, query)).orderBy(...order(query)).limit(max));
}

export async function findSku(db: Database, companyId: string, id: string): Promise<Sku | null> {
  const [sku] = await withBarcodes(db, await joined(db).where(and(eq(skus.companyId, companyId), eq(skus.id, id))).limit(1));
  return sku ?? null;
}

/** The SKUs (of one client, or of any) holding one of these printed barcodes. */
export async function findSkusByBarcodes(db: Database, companyId: string, barcodes: readonly string[], clientId?: string): Promise<Sku[]> {
  const held = db.select({ skuId: skuBarcodes.skuId }).from(skuBarcodes).where(inArray(skuBarcodes.barcode, [...barcodes]));
  const where = and(eq(skus.companyId, companyId), inArray(skus.id, held), clientId ? eq(skus.clientId, clientId) : undefined);
  return withBarcodes(db, await joined(db).where(where).orderBy(asc(clients.code), asc(skus.code)));
}
