import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ShipTo } from '../../../domain/orders/orders';
import { users } from './auth';
import { company } from './company';
import { bins, catalogueEntries, clients, containers } from './master';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The boxes a packer chooses from (domain/shipping/carton-types): inside dimensions in mm, weights in g. */
export const cartonTypes = pgTable(
  'carton_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    name: text('name').notNull(),
    lengthMm: integer('length_mm').notNull(),
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    tareG: integer('tare_g').notNull(),
    maxWeightG: integer('max_weight_g').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carton_types_name_key').on(t.companyId, sql`lower(${t.name})`),
    check('carton_types_size_check', sql`${t.lengthMm} > 0 and ${t.widthMm} > 0 and ${t.heightMm} > 0 and ${t.tareG} >= 0 and ${t.maxWeightG} > ${t.tareG}`),
  ],
);

const SHIPMENT_STATES = sql.raw(`'packing', 'packed', 'labelled', 'shipped', 'cancelled'`);

/**
 * Cartons going out together with one carrier (domain/states/shipment-states). Its orders point at it
 * (`orders.shipment_id`); its cartons are rows of `cartons`. Ship-to, carrier and service come from the
 * order that started it and may be changed until the label is bought.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    /** From the sequence config (doc type shipment, SH…): what the label page's route carries. */
    number: text('number').notNull(),
    /** Its orders' client; null for a recycler's order (ADR 0034). */
    clientId: uuid('client_id').references(() => clients.id),
    status: text('status', { enum: ['packing', 'packed', 'labelled', 'shipped', 'cancelled'] }).notNull().default('packing'),
    shipTo: jsonb('ship_to').$type<ShipTo>().notNull(),
    carrierId: uuid('carrier_id').references(() => catalogueEntries.id),
    service: text('service').notNull().default(''),
    /** Which adapter bought the label (own-fleet, or the provider of a shipping API credential), and its id there. */
    provider: text('provider'),
    providerShipmentId: text('provider_shipment_id'),
    /**
     * How many times its label was voided: a label purchase's idempotency key is the shipment's id and
     * this count, so a retry after a timeout finds the label bought, and a purchase after a void is new.
     */
    labelVoids: integer('label_voids').notNull().default(0),
    /** Declared value in minor units of `currency`, for customs and insurance. */
    declaredValue: integer('declared_value'),
    currency: text('currency').notNull().default('USD'),
    /** The carrier's last refusal (kind, its own message, advice), shown on the shipment until a buy succeeds. */
    labelError: jsonb('label_error').$type<{ kind: string; carrierMessage: string; advice: string; at: string }>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    packedAt: at('packed_at'),
    labelledAt: at('labelled_at'),
    shippedAt: at('shipped_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipments_number_key').on(t.companyId, t.number),
    index('shipments_status_idx').on(t.companyId, t.status, t.createdAt),
    check('shipments_status_check', sql`${t.status} in (${SHIPMENT_STATES})`),
  ],
);

/**
 * A carton of a shipment: the container its units are packed into (`id` is the container's, whose code
 * is the SSCC), its type, its place in the shipment (n of m) and, once closed, its weight; once labelled,
 * its tracking number and, when the carrier supplies one, its own label.
 */
export const cartons = pgTable(
  'cartons',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => containers.id),
    companyId: uuid('company_id').notNull().references(() => company.id),
    shipmentId: uuid('shipment_id').notNull().references(() => shipments.id),
    /** The order packed into it (a shipment of several orders keeps each order's cartons apart). */
    orderId: uuid('order_id').notNull(),
    cartonTypeId: uuid('carton_type_id').notNull().references(() => cartonTypes.id),
    sscc: text('sscc').notNull(),
    position: integer('position').notNull(),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    weightG: integer('weight_g'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** The provider's id of this carton's own shipment, which a void names; null when it has none. */
    providerParcelId: text('provider_parcel_id'),
    /** The carrier's own label when it supplies one ('zpl' | 'pdf' | 'png', base64); null: we print ours. */
    labelFormat: text('label_format'),
    labelData: text('label_data'),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: at('opened_at').notNull(),
    closedAt: at('closed_at'),
    /** Load-out: the dock or trailer (a bin) it was scanned onto, by whom, when; cleared if it comes off again. */
    loadedAt: at('loaded_at'),
    loadedBy: uuid('loaded_by').references(() => users.id, { onDelete: 'set null' }),
    dockBinId: uuid('dock_bin_id').references(() => bins.id),
  },
  (t) => [
    uniqueIndex('cartons_sscc_key').on(t.companyId, t.sscc),
    uniqueIndex('cartons_position_key').on(t.shipmentId, t.position),
    index('cartons_order_idx').on(t.orderId),
    check('cartons_status_check', sql`${t.status} in ('open', 'closed')`),
    check('cartons_weight_check', sql`${t.weightG} is null or ${t.weightG} > 0`),
  ],
);

/**
 * Units of a shipped order that came back (SHIPMENT_ORDER_REVERSE): which, how many, into which bin and
 * status, why, by whom. The unit's allocation to the order ends with it, so it can be sold again; this
 * row is what the order keeps of it.
 */
export const orderReversals = pgTable(
  'order_reversals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    orderId: uuid('order_id').notNull(),
    itemId: uuid('item_id').notNull(),
    wmsNumber: text('wms_number').notNull(),
    quantity: integer('quantity').notNull(),
    toBinId: uuid('to_bin_id').notNull().references(() => bins.id),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: at('at').notNull(),
  },
  (t) => [index('order_reversals_order_idx').on(t.orderId), check('order_reversals_quantity_check', sql`${t.quantity} > 0`)],
);
