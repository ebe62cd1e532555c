import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ShipTo } from '../../../domain/orders/orders';
import { users } from './auth';
import { company } from './company';
import { catalogueEntries, clients, skus } from './master';
import { items } from './receiving';

const at = (name: string) => timestamp(name, { withTimezone: true });
const STATES = sql.raw(`'draft', 'open', 'allocated', 'picking', 'picked', 'packed', 'shipped', 'cancelled'`);

/** A shipping-out order (DOMAIN.md; states in domain/states/order-states, ADR 0028). */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    /** From the sequence config (doc type order); the key users see and routes carry. */
    number: text('number').notNull(),
    clientId: uuid('client_id').notNull().references(() => clients.id),
    /** The client's own reference: what its system posts twice when it retries. */
    reference: text('reference').notNull(),
    shipTo: jsonb('ship_to').$type<ShipTo>().notNull(),
    carrierId: uuid('carrier_id').references(() => catalogueEntries.id),
    service: text('service').notNull().default(''),
    /** The requested ship day, in the company's time zone. */
    shipBy: date('ship_by', { mode: 'string' }),
    priority: text('priority', { enum: ['low', 'normal', 'high', 'urgent'] }).notNull().default('normal'),
    status: text('status', { enum: ['draft', 'open', 'allocated', 'picking', 'picked', 'packed', 'shipped', 'cancelled'] }).notNull().default('draft'),
    notes: text('notes').notNull().default(''),
    cancelReason: text('cancel_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.companyId, t.number),
    uniqueIndex('orders_reference_key').on(t.clientId, sql`lower(${t.reference})`),
    index('orders_created_idx').on(t.companyId, t.createdAt),
    index('orders_status_idx').on(t.companyId, t.status, t.shipBy),
    check('orders_status_check', sql`${t.status} in (${STATES})`),
    check('orders_priority_check', sql`${t.priority} in ('low', 'normal', 'high', 'urgent')`),
  ],
);

/** What the order asks for: SKU and quantity, optionally of one lot or one named unit (WMS number or serial). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    skuId: uuid('sku_id').notNull().references(() => skus.id),
    quantity: integer('quantity').notNull(),
    lotNumber: text('lot_number'),
    unit: text('unit'),
    /** Why the last allocation left it short (domain/orders SHORT_REASONS); null when it was not. */
    shortReason: text('short_reason'),
  },
  (t) => [
    uniqueIndex('order_lines_position_key').on(t.orderId, t.position),
    index('order_lines_sku_idx').on(t.skuId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * A unit held for a line: the whole item (allocation splits a non-serial item so what is held is always
 * whole). One row per item, so two lines can never hold the same unit; a batch groups the orders of
 * these rows, picking marks `picked_at` on them or swaps `item_id` to another unit of the same SKU and lot.
 */
export const orderAllocations = pgTable(
  'order_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id').notNull().references(() => orderLines.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').notNull().references(() => items.id),
    quantity: integer('quantity').notNull(),
    allocatedAt: at('allocated_at').notNull().defaultNow(),
    pickedAt: at('picked_at'),
  },
  (t) => [
    uniqueIndex('order_allocations_item_key').on(t.itemId),
    index('order_allocations_line_idx').on(t.lineId),
    index('order_allocations_order_idx').on(t.orderId),
  ],
);
