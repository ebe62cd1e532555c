import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ITEM_CONDITIONS } from '../../../domain/inventory/item-conditions';
import { users } from './auth';
import { company } from './company';
import { lots } from './lots';
import { bins, catalogueEntries, clients, containers, skus } from './master';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A receiving document (DOMAIN.md): draft → receiving → received → closed, cancelled from draft or receiving. */
export const controlNumbers = pgTable(
  'control_numbers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    /** From the sequence config (doc type control-number); the key users see and routes carry. */
    number: text('number').notNull(),
    clientId: uuid('client_id').notNull().references(() => clients.id),
    sourceTypeId: uuid('source_type_id').references(() => catalogueEntries.id),
    dealerId: uuid('dealer_id').references(() => catalogueEntries.id),
    carrierId: uuid('carrier_id').references(() => catalogueEntries.id),
    status: text('status', { enum: ['draft', 'receiving', 'received', 'closed', 'cancelled'] }).notNull().default('draft'),
    notes: text('notes').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    receivedAt: at('received_at'),
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('control_numbers_number_key').on(t.companyId, t.number),
    index('control_numbers_created_idx').on(t.companyId, t.createdAt),
    index('control_numbers_client_idx').on(t.clientId),
    check('control_numbers_status_check', sql`${t.status} in ('draft', 'receiving', 'received', 'closed', 'cancelled')`),
  ],
);

/** The parcels' tracking numbers a control number was opened for (scanned at creation). */
export const controlNumberTrackings = pgTable(
  'control_number_trackings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    controlNumberId: uuid('control_number_id').notNull().references(() => controlNumbers.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number').notNull(),
  },
  (t) => [
    uniqueIndex('control_number_trackings_key').on(t.controlNumberId, sql`lower(${t.trackingNumber})`),
    index('control_number_trackings_number_idx').on(sql`lower(${t.trackingNumber})`),
  ],
);

/** What the client announced: SKU and quantity. Optional; without lines nothing is "more than expected". */
export const controlNumberLines = pgTable(
  'control_number_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    controlNumberId: uuid('control_number_id').notNull().references(() => controlNumbers.id, { onDelete: 'cascade' }),
    skuId: uuid('sku_id').notNull().references(() => skus.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('control_number_lines_sku_key').on(t.controlNumberId, t.skuId),
    index('control_number_lines_sku_idx').on(t.skuId),
    check('control_number_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * A unit of stock with the warehouse's label: one serialised unit, or a quantity of a non-serialised
 * SKU. The id is made by the device that scanned it (it travels in the outbox before the server sees
 * it), the WMS number comes from a block the device reserved (wms_reservations).
 */
export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    wmsNumber: text('wms_number').notNull(),
    clientId: uuid('client_id').notNull().references(() => clients.id),
    skuId: uuid('sku_id').notNull().references(() => skus.id),
    serial: text('serial'),
    quantity: integer('quantity').notNull().default(1),
    /** The lot's number and expiry, copied from `lotId` (the ledger keys its sides by lot number). */
    lotNumber: text('lot_number'),
    expiry: date('expiry', { mode: 'string' }),
    lotId: uuid('lot_id').references(() => lots.id),
    controlNumberId: uuid('control_number_id').references(() => controlNumbers.id),
    binId: uuid('bin_id').references(() => bins.id),
    containerId: uuid('container_id').references(() => containers.id),
    status: text('status', {
      enum: ['received', 'available', 'qc', 'repair', 'clean', 'allocated', 'picked', 'packed', 'shipped', 'scrapped', 'missing'],
    })
      .notNull()
      .default('received'),
    inventory: boolean('inventory').notNull().default(true),
    /** One of domain/inventory/item-conditions, or not graded yet. */
    condition: text('condition', { enum: ITEM_CONDITIONS }),
    notes: text('notes').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    device: text('device'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** When goods receipt made it available. */
    receiptAt: at('receipt_at'),
  },
  (t) => [
    // One WMS number a company, whatever its case: scans and the list name a unit by its label in any
    // case (counting resolves every entry so), and this one index serves those lookups and uniqueness.
    uniqueIndex('items_wms_number_key').on(t.companyId, sql`lower(${t.wmsNumber})`),
    // A serial is in stock once per SKU; a shipped or scrapped unit may come back as a new item.
    uniqueIndex('items_serial_in_stock_key')
      .on(t.skuId, sql`lower(${t.serial})`)
      .where(sql`${t.serial} is not null and ${t.status} not in ('shipped', 'scrapped')`),
    // Every index below costs each item insert and each status change an entry (a status change is never
    // a HOT update), so the ones on columns many items leave empty are partial (ADR 0028). The serial's
    // predicate names lower(serial) because that is what the lookups compare: PostgreSQL proves a partial
    // index usable only from a strict comparison on the predicate's own expression.
    index('items_serial_idx').on(sql`lower(${t.serial})`).where(sql`lower(${t.serial}) is not null`),
    index('items_control_number_idx').on(t.controlNumberId, t.createdAt).where(sql`${t.controlNumberId} is not null`),
    // The item list's default order (newest first, id breaking ties) per common filter: a first page of a
    // million items reads one page of index entries instead of sorting them all (routes/items/items-list-rows).
    // NULLS FIRST is what ORDER BY … DESC means; an index sorted otherwise would not serve it.
    index('items_list_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id),
    index('items_sku_idx').on(t.skuId, t.createdAt.desc().nullsFirst(), t.id),
    index('items_bin_idx').on(t.binId, t.createdAt.desc().nullsFirst(), t.id),
    index('items_client_idx').on(t.clientId, t.createdAt.desc().nullsFirst(), t.id),
    index('items_status_idx').on(t.companyId, t.status, t.createdAt.desc().nullsFirst(), t.id),
    index('items_lot_idx').on(t.lotId).where(sql`${t.lotId} is not null`),
    // The age figure reads the units received on the days its buckets start (ADR 0026).
    index('items_receipt_idx').on(t.companyId, t.receiptAt).where(sql`${t.receiptAt} is not null`),
    index('items_container_idx').on(t.containerId).where(sql`${t.containerId} is not null`),
    // Allocation takes a SKU's available units by lot expiry, then receipt (FEFO/FIFO, ADR 0028).
    index('items_allocatable_idx')
      .on(t.skuId, t.expiry.asc().nullsLast(), t.receiptAt, t.id)
      .where(sql`${t.status} = 'available' and ${t.inventory}`),
    check('items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * Numbers handed to a device in a block while it was online, so it can use them offline: WMS numbers
 * to label received units, and a packing station's carton SSCCs and own-fleet tracking numbers. An item
 * may only carry a WMS number reserved here (the unique WMS number on items makes each usable once); an
 * SSCC or tracking number chosen on a device must be reserved to that device (`device_id`, an id the
 * device made) and is marked used by the one mutation that takes it.
 */
export const wmsReservations = pgTable(
  'wms_reservations',
  {
    companyId: uuid('company_id').notNull().references(() => company.id),
    /** wms | sscc | tracking (domain/sync/number-blocks). */
    kind: text('kind').notNull().default('wms'),
    number: text('number').notNull(),
    reservedBy: uuid('reserved_by').references(() => users.id, { onDelete: 'set null' }),
    device: text('device'),
    deviceId: uuid('device_id'),
    reservedAt: at('reserved_at').notNull().defaultNow(),
    usedAt: at('used_at'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.number] })],
);

/** Network label printers (ZPL over raw TCP, usually port 9100) an admin set up. */
export const printers = pgTable(
  'printers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    name: text('name').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull().default(9100),
    /** One of the label sizes of domain/printing/label-sizes: 4x6in, a6, 2x1in, 50x25mm. */
    labelSize: text('label_size').notNull(),
    dpi: integer('dpi').notNull().default(203),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('printers_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

/**
 * A client's inbound parcel: registered in advance (expected), or first seen at the dock (unexpected,
 * client possibly unknown). Arrival is the dock scan; "received" is derived from a control number
 * carrying the same tracking number.
 */
export const clientTrackings = pgTable(
  'client_trackings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    clientId: uuid('client_id').references(() => clients.id),
    trackingNumber: text('tracking_number').notNull(),
    carrierId: uuid('carrier_id').references(() => catalogueEntries.id),
    /** The day the client expects it to arrive, in the company's time zone. */
    expectedOn: date('expected_on', { mode: 'string' }),
    reference: text('reference').notNull().default(''),
    notes: text('notes').notNull().default(''),
    unexpected: boolean('unexpected').notNull().default(false),
    arrivedAt: at('arrived_at'),
    arrivedBy: uuid('arrived_by').references(() => users.id, { onDelete: 'set null' }),
    arrivedDevice: text('arrived_device'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('client_trackings_number_key').on(t.companyId, sql`lower(${t.trackingNumber})`),
    index('client_trackings_client_idx').on(t.clientId, t.expectedOn),
    index('client_trackings_expected_idx').on(t.companyId, t.expectedOn),
  ],
);
