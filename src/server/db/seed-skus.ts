import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { gs1CheckDigit } from '../../domain/scan/gs1';
import { SKU_CATALOGUES, type SkuUnit } from '../../domain/skus/skus';
import type { Database } from './client';
import { catalogueEntries, clients, skuBarcodes, skus } from './schema/master';

/**
 * Demo SKUs: 200 over the demo clients, each with a GTIN whose check digit holds. The clients and
 * catalogues are seeded elsewhere too, so everything is looked up by code and created only if missing.
 */

const DEMO_SKU_COUNT = 200;

// The codes of the demo catalogues (seed-catalogues.ts), so nothing is created twice when both run.
const BRANDS = [
  { code: 'SAMSUNG', name: 'Samsung' },
  { code: 'APPLE', name: 'Apple' },
  { code: 'LENOVO', name: 'Lenovo' },
  { code: 'SONY', name: 'Sony' },
];
// `value`: what one unit is worth (a box for the counted headphones), for counting discrepancies.
const MODELS = [
  { code: 'SAMSUNG-GALAXY-S24', name: 'Galaxy S24', brand: 'SAMSUNG', type: 'PHONE', value: 799 },
  { code: 'SAMSUNG-GALAXY-TAB-S9', name: 'Galaxy Tab S9', brand: 'SAMSUNG', type: 'TABLET', value: 649 },
  { code: 'APPLE-IPHONE-15', name: 'iPhone 15', brand: 'APPLE', type: 'PHONE', value: 829 },
  { code: 'APPLE-IPAD-AIR', name: 'iPad Air', brand: 'APPLE', type: 'TABLET', value: 599 },
  { code: 'LENOVO-THINKPAD-X1-CARBON', name: 'ThinkPad X1 Carbon', brand: 'LENOVO', type: 'LAPTOP', value: 1449 },
  { code: 'SONY-WH-1000XM5', name: 'WH-1000XM5', brand: 'SONY', type: 'AUDIO', value: 349 },
];
const SKU_TYPES = [
  { code: 'PHONE', name: 'Smartphone' },
  { code: 'TABLET', name: 'Tablet' },
  { code: 'LAPTOP', name: 'Laptop' },
  { code: 'AUDIO', name: 'Headphones and speakers' },
];
const COLOURS = ['Black', 'White', 'Blue', 'Green', 'Silver'];

/** The id of each code of a catalogue, inserting the missing ones (parent: a brand's id, for models). */
async function ensureEntries(tx: Database, companyId: string, catalogue: string, wanted: { code: string; name: string; parentId?: string | null }[]) {
  await tx
    .insert(catalogueEntries)
    .values(wanted.map((w) => ({ companyId, catalogue, code: w.code, name: w.name, parentId: w.parentId ?? null })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: catalogueEntries.id, code: catalogueEntries.code, parentId: catalogueEntries.parentId })
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.companyId, companyId), eq(catalogueEntries.catalogue, catalogue), inArray(catalogueEntries.code, wanted.map((w) => w.code))));
  return new Map(rows.map((row) => [row.code, row]));
}

/** A deterministic GTIN per SKU number: EAN-13 (prefix 40) for even numbers, UPC-A (prefix 036) for odd. */
function demoGtin(n: number): { kind: 'EAN-13' | 'UPC-A'; barcode: string } {
  const body = n % 2 === 0 ? `4006381${String(n).padStart(5, '0')}` : `03600${String(n).padStart(6, '0')}`;
  return { kind: n % 2 === 0 ? 'EAN-13' : 'UPC-A', barcode: `${body}${gs1CheckDigit(body)}` };
}

export async function seedDemoSkus(tx: Database, companyId: string): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(skus).where(eq(skus.companyId, companyId));
  if ((existing?.n ?? 0) > 0) return;
  const clientsOf = () => tx.select({ id: clients.id }).from(clients).where(eq(clients.companyId, companyId)).orderBy(asc(clients.code));
  let owners = await clientsOf();
  if (owners.length === 0) {
    await tx.insert(clients).values({ companyId, code: 'ACME', name: 'ACME Electronics' }).onConflictDoNothing();
    owners = await clientsOf();
  }

  const brands = await ensureEntries(tx, companyId, SKU_CATALOGUES.brand, BRANDS);
  const types = await ensureEntries(tx, companyId, SKU_CATALOGUES.skuType, SKU_TYPES);
  const models = await ensureEntries(tx, companyId, SKU_CATALOGUES.model, MODELS.map((m) => ({ ...m, parentId: brands.get(m.brand)?.id })));

  const rows = Array.from({ length: DEMO_SKU_COUNT }, (_, i) => {
    const def = MODELS[i % MODELS.length]!;
    const model = models.get(def.code);
    // Headphones are counted, not tracked one by one: the demo has both kinds of SKU.
    const counted = def.type === 'AUDIO';
    return {
      companyId,
      clientId: owners[i % owners.length]!.id,
      code: `SKU-${String(i + 1).padStart(4, '0')}`,
      description: `${def.name} ${COLOURS[Math.floor(i / MODELS.length) % COLOURS.length]}`,
      skuTypeId: types.get(def.type)?.id ?? null,
      // An existing model keeps the brand it was seeded with.
      brandId: model?.parentId ?? null,
      modelId: model?.parentId ? model.id : null,
      serialised: !counted,
      unit: (counted ? 'BOX' : 'EA') satisfies SkuUnit,
      sapMaterialNumber: String(100_000_000 + i + 1),
      // Colours differ a little in price; every tenth SKU has no value yet, as real master data does.
      unitValue: i % 10 === 9 ? null : def.value + (Math.floor(i / MODELS.length) % COLOURS.length) * 10 + 0.99,
    };
  });
  const created = await tx.insert(skus).values(rows).onConflictDoNothing().returning({ id: skus.id, clientId: skus.clientId, code: skus.code });
  const barcodes = created.map((sku) => ({ skuId: sku.id, clientId: sku.clientId, ...demoGtin(Number(sku.code.slice(4))) }));
  if (barcodes.length > 0) await tx.insert(skuBarcodes).values(barcodes).onConflictDoNothing();
}
