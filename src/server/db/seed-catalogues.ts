import { and, eq } from 'drizzle-orm';
import type { CatalogueKey } from '../../domain/catalogues/definitions';
import type { Database } from './client';
import { catalogueEntries, tags } from './schema/master';

type Entry = [code: string, name: string, description?: string];

const ENTRIES: Partial<Record<CatalogueKey, readonly Entry[]>> = {
  'source-type': [
    ['CUST-RET', 'Customer return', 'Goods sent back by an end customer'],
    ['NEW', 'New stock', 'Inbound goods from the manufacturer'],
    ['REP-RET', 'Repair return', 'Units back from an external repair shop'],
    ['TRANSFER', 'Warehouse transfer'],
    ['DOA', 'Dead on arrival'],
  ],
  dealer: [
    ['BESTBUY', 'Best Buy'], ['TARGET', 'Target'], ['WALMART', 'Walmart'], ['AMAZON', 'Amazon'],
    ['COSTCO', 'Costco'], ['BH', 'B&H Photo'], ['NEWEGG', 'Newegg'], ['MICROCENTER', 'Micro Center'],
  ],
  'sku-type': [
    ['PHONE', 'Smartphone'], ['TABLET', 'Tablet'], ['LAPTOP', 'Laptop'], ['WATCH', 'Smartwatch'],
    ['AUDIO', 'Headphones and speakers'], ['ACC', 'Accessory'], ['PART', 'Spare part'],
  ],
  accessory: [
    ['CHARGER', 'Charger'], ['CABLE-USBC', 'USB-C cable'], ['CASE', 'Protective case'], ['MANUAL', 'User manual'],
    ['BOX', 'Original box'], ['EARBUDS', 'Earbuds'], ['STYLUS', 'Stylus'], ['SIM-TOOL', 'SIM ejector tool'],
  ],
  'error-code': [
    ['E-NOPOWER', 'Does not power on'], ['E-SCREEN', 'Cracked or dead screen'], ['E-BATTERY', 'Battery does not hold charge'],
    ['E-CHARGE', 'Does not charge'], ['E-AUDIO', 'No sound'], ['E-CAMERA', 'Camera fault'], ['E-WATER', 'Liquid damage'],
    ['E-COSMETIC', 'Cosmetic damage'], ['E-NFF', 'No fault found'],
  ],
  'area-code': [
    ['A-DISPLAY', 'Display'], ['A-BATTERY', 'Battery'], ['A-BOARD', 'Main board'], ['A-PORT', 'Charging port'],
    ['A-HOUSING', 'Housing'], ['A-CAMERA', 'Camera module'], ['A-SPEAKER', 'Speaker'],
  ],
  'repair-code': [
    ['R-SCREEN', 'Replace screen'], ['R-BATTERY', 'Replace battery'], ['R-PORT', 'Replace charging port'],
    ['R-BOARD', 'Replace main board'], ['R-SOFTWARE', 'Reflash software'], ['R-CLEAN', 'Clean and refurbish'], ['R-NONE', 'No repair needed'],
  ],
};

const CARRIERS: readonly [string, string, string, string][] = [
  ['UPS', 'UPS', 'https://www.ups.com/track?tracknum={tracking}', '17:00'],
  ['FEDEX', 'FedEx', 'https://www.fedex.com/fedextrack/?trknbr={tracking}', '16:30'],
  ['DHL', 'DHL Express', 'https://www.dhl.com/en/express/tracking.html?AWB={tracking}', '15:00'],
  ['USPS', 'USPS', 'https://tools.usps.com/go/TrackConfirmAction?tLabels={tracking}', '18:00'],
];

const BRANDS: Record<string, { name: string; models: readonly string[] }> = {
  APPLE: { name: 'Apple', models: ['iPhone 15', 'iPhone 15 Pro', 'iPad Air', 'MacBook Air 13', 'Apple Watch Series 9'] },
  SAMSUNG: { name: 'Samsung', models: ['Galaxy S24', 'Galaxy A55', 'Galaxy Tab S9', 'Galaxy Watch 6'] },
  GOOGLE: { name: 'Google', models: ['Pixel 8', 'Pixel 8 Pro', 'Pixel Tablet'] },
  MOTOROLA: { name: 'Motorola', models: ['Moto G Power', 'Edge 40', 'Razr 40'] },
  LENOVO: { name: 'Lenovo', models: ['ThinkPad X1 Carbon', 'IdeaPad 5', 'Tab P11', 'Yoga 7'] },
  DELL: { name: 'Dell', models: ['XPS 13', 'Latitude 5440', 'Inspiron 15'] },
  HP: { name: 'HP', models: ['EliteBook 840', 'Pavilion 15', 'Spectre x360'] },
  SONY: { name: 'Sony', models: ['WH-1000XM5', 'WF-1000XM5', 'Xperia 10 V'] },
  BOSE: { name: 'Bose', models: ['QuietComfort Ultra', 'SoundLink Flex', 'QuietComfort Earbuds II'] },
  XIAOMI: { name: 'Xiaomi', models: ['Redmi Note 13', 'Xiaomi 14', 'Redmi Pad SE'] },
  ONEPLUS: { name: 'OnePlus', models: ['OnePlus 12', 'Nord CE 3', 'OnePlus Pad'] },
  GARMIN: { name: 'Garmin', models: ['Forerunner 265', 'Fenix 7', 'Venu 3', 'Instinct 2'] },
};

const TAGS: readonly [string, string][] = [
  ['Urgent', '#d32f2f'], ['Fragile', '#f57c00'], ['Hold', '#fbc02d'], ['Refurbished', '#388e3c'],
  ['VIP client', '#3949ab'], ['Warranty', '#0288d1'], ['Needs photos', '#8e24aa'], ['Recount', '#616161'],
];

const modelCode = (brand: string, model: string) => `${brand}-${model.toUpperCase().replace(/[^A-Z0-9]+/g, '-')}`.slice(0, 30).replace(/-+$/, '');

/** Demo catalogues and tags; entries that exist (by code or name) are left as they are. */
export async function seedCatalogues(tx: Database, companyId: string): Promise<void> {
  const rows = [
    ...Object.entries(ENTRIES).flatMap(([catalogue, entries]) => entries.map(([code, name, description]) => ({ companyId, catalogue, code, name, description: description ?? '' }))),
    ...CARRIERS.map(([code, name, template, cutoffTime]) => ({ companyId, catalogue: 'carrier', code, name, attributes: { trackingUrlTemplate: template, cutoffTime } })),
    ...Object.entries(BRANDS).map(([code, brand]) => ({ companyId, catalogue: 'brand', code, name: brand.name })),
  ];
  await tx.insert(catalogueEntries).values(rows).onConflictDoNothing();
  const brandIds = await tx
    .select({ id: catalogueEntries.id, code: catalogueEntries.code })
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.companyId, companyId), eq(catalogueEntries.catalogue, 'brand')));
  const models = brandIds.flatMap(({ id, code }) =>
    (BRANDS[code]?.models ?? []).map((name) => ({ companyId, catalogue: 'model', code: modelCode(code, name), name, parentId: id })),
  );
  if (models.length > 0) await tx.insert(catalogueEntries).values(models).onConflictDoNothing();
  await tx.insert(tags).values(TAGS.map(([name, colour]) => ({ companyId, name, colour }))).onConflictDoNothing();
}
