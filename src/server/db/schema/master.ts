import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { MOVEMENT_TYPES } from '../../../domain/ledger/movement-types';
import { users } from './auth';
import { company } from './company';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every small catalogue (accessory, receiving source type, dealer, carrier, model, SKU type, brand,
 * error code, error area code, repair code) in one table: one generic module, one definition per
 * catalogue in the domain. A model's brand is its `parentId`.
 */
export const catalogueEntries = pgTable(
  'catalogue_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    catalogue: text('catalogue').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    parentId: uuid('parent_id').references((): AnyPgColumn => catalogueEntries.id),
    /** Fields of one catalogue only (e.g. a carrier's tracking URL), validated by its definition. */
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalogue_entries_code_key').on(t.companyId, t.catalogue, sql`lower(${t.code})`),
    index('catalogue_entries_parent_idx').on(t.parentId),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    name: text('name').notNull(),
    /** #rrggbb */
    colour: text('colour').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

/** The warehouse's customers. Their portal logins are users with `clientId` set. */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    contactName: text('contact_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clients_code_key').on(t.companyId, sql`lower(${t.code})`)],
);

/** API keys of a client's systems; only a hash is kept, the key is shown once at creation. */
export const clientApiKeys = pgTable(
  'client_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').notNull().references(() => clients.id),
    name: text('name').notNull(),
    /** The first characters of the key, to tell keys apart in the list. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('client_api_keys_client_idx').on(t.clientId)],
);

export const skus = pgTable(
  'skus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    clientId: uuid('client_id').notNull().references(() => clients.id),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    skuTypeId: uuid('sku_type_id').references(() => catalogueEntries.id),
    brandId: uuid('brand_id').references(() => catalogueEntries.id),
    modelId: uuid('model_id').references(() => catalogueEntries.id),
    serialised: boolean('serialised').notNull().default(false),
    unit: text('unit').notNull().default('EA'),
    sapMaterialNumber: text('sap_material_number').notNull().default(''),
    /** What one unit is worth, for the value of counting discrepancies; null when unknown. */
    unitValue: numeric('unit_value', { precision: 14, scale: 2, mode: 'number' }),
    /** Customs lines of a shipment abroad: HS tariff code and country of origin ('' while unknown). */
    hsTariffNumber: text('hs_tariff_number').notNull().default(''),
    originCountry: text('origin_country').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('skus_code_key').on(t.companyId, t.clientId, sql`lower(${t.code})`),
    index('skus_client_idx').on(t.clientId),
    index('skus_brand_idx').on(t.brandId),
    index('skus_model_idx').on(t.modelId),
    index('skus_type_idx').on(t.skuTypeId),
  ],
);

/** GTIN / UPC / EAN (check digit validated) or another code; unique per client, so a scan finds one SKU. */
export const skuBarcodes = pgTable(
  'sku_barcodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    skuId: uuid('sku_id').notNull().references(() => skus.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull().references(() => clients.id),
    kind: text('kind').notNull(),
    barcode: text('barcode').notNull(),
  },
  (t) => [uniqueIndex('sku_barcodes_client_barcode_key').on(t.clientId, t.barcode), index('sku_barcodes_barcode_idx').on(t.barcode), index('sku_barcodes_sku_idx').on(t.skuId)],
);

export const zones = pgTable(
  'zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('zones_code_key').on(t.companyId, sql`lower(${t.code})`)],
);

/** A bin's `code` is the body of its label (A-01-02 prints as BIN-A-01-02, see domain/scan/labels). */
export const bins = pgTable(
  'bins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    zoneId: uuid('zone_id').notNull().references(() => zones.id),
    code: text('code').notNull(),
    /** Walking order for picking and counting. */
    pickSequence: integer('pick_sequence').notNull().default(0),
    blocked: boolean('blocked').notNull().default(false),
    blockedReason: text('blocked_reason').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bins_code_key').on(t.companyId, sql`lower(${t.code})`), index('bins_zone_idx').on(t.zoneId, t.pickSequence)],
);

/** Pallets, totes and cartons; `code` is the whole label (CNT-000123). */
export const containers = pgTable(
  'containers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    code: text('code').notNull(),
    type: text('type', { enum: ['pallet', 'tote', 'carton'] }).notNull(),
    binId: uuid('bin_id').references(() => bins.id),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('containers_code_key').on(t.companyId, sql`lower(${t.code})`),
    index('containers_bin_idx').on(t.binId),
    check('containers_type_check', sql`${t.type} in ('pallet', 'tote', 'carton')`),
  ],
);

/**
 * The stock ledger (DOMAIN.md invariant 1): every change of quantity, place or status of stock is a
 * row here, written in the transaction of the change. Receiving and later flows write it; the SKU
 * "SAP Movement" page reads it with its posting state.
 */
export const movements = pgTable(
  'movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /*
     * No foreign keys on this table (ADR 0028): each check cost every movement row a lookup and a row lock
     * of the company, SKU, bin, container and user it names (7 a row, a third of a bulk allocation's
     * movement insert). It is append-only and written by the ledger alone, in the transaction that sets the
     * same item's SKU, bin and container, and `items` keeps its keys on those; deleting a bin, container or
     * SKU is refused while a movement names it (lib/references, skus/sku-checks); users are deactivated,
     * never deleted.
     */
    companyId: uuid('company_id').notNull(),
    type: text('type', { enum: MOVEMENT_TYPES }).notNull(),
    /** The item moved (serialised stock); the items table arrives with receiving. */
    itemId: uuid('item_id'),
    skuId: uuid('sku_id'),
    quantity: integer('quantity').notNull().default(1),
    fromBinId: uuid('from_bin_id'),
    toBinId: uuid('to_bin_id'),
    fromContainerId: uuid('from_container_id'),
    toContainerId: uuid('to_container_id'),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    fromLotNumber: text('from_lot_number'),
    toLotNumber: text('to_lot_number'),
    /** A correction where the units lie (from = to): `quantity`, signed, is what changed there. Otherwise `quantity` units moved. */
    quantityChange: boolean('quantity_change').notNull().default(false),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    /** A relabel's WMS numbers: the label the unit carried and the one printed (equal for a reprint). */
    fromLabel: text('from_label'),
    toLabel: text('to_label'),
    userId: uuid('user_id'),
    device: text('device'),
    at: at('at').notNull().defaultNow(),
    sapStatus: text('sap_status', { enum: ['not-required', 'pending', 'posted', 'failed'] }).notNull().default('pending'),
    sapDocument: text('sap_document'),
    sapError: text('sap_error'),
  },
  (t) => [
    // The movement history pages newest first by (at, id) (docs/decisions/0025-movement-history-keyset.md):
    // each filter it serves fast has an index ending in (at, id), so a page is an ordered index range.
    index('movements_sku_idx').on(t.skuId, t.at, t.id),
    index('movements_item_idx').on(t.itemId, t.at),
    index('movements_reference_idx').on(t.referenceType, t.referenceId),
    // Counting reads what moved since a cycle started; the history's unfiltered and date pages.
    index('movements_company_at_idx').on(t.companyId, t.at, t.id),
    index('movements_type_idx').on(t.companyId, t.type, t.at, t.id),
    index('movements_user_idx').on(t.userId, t.at, t.id),
    index('movements_from_bin_idx').on(t.fromBinId, t.at, t.id),
    index('movements_to_bin_idx').on(t.toBinId, t.at, t.id),
    // Few movements name a container or a lot: partial indexes cost nothing for the others.
    index('movements_from_container_idx').on(t.fromContainerId, t.at, t.id).where(sql`${t.fromContainerId} is not null`),
    index('movements_to_container_idx').on(t.toContainerId, t.at, t.id).where(sql`${t.toContainerId} is not null`),
    index('movements_from_lot_idx').on(t.fromLotNumber, t.at, t.id).where(sql`${t.fromLotNumber} is not null`),
    index('movements_to_lot_idx').on(t.toLotNumber, t.at, t.id).where(sql`${t.toLotNumber} is not null`),
    // A goods receipt finds its unit's receive scan here to write the dock-to-stock row (ADR 0037, Scale).
    index('movements_receive_idx').on(t.itemId, t.at).where(sql`${t.type} = 'receive'`),
    check('movements_type_check', sql.raw(`type in (${MOVEMENT_TYPES.map((type) => `'${type}'`).join(', ')})`)),
  ],
);
