import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ShipTo } from '../../../domain/orders/orders';
import type { BatchFilters } from '../../../domain/picking/batches';
import { users } from './auth';
import { company } from './company';
import { bins, catalogueEntries, clients, skus } from './master';
import { items } from './receiving';
import { shipments } from './shipping';

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
    /** Null only on a recycler's order (purpose scrap), which ships a scrap list's units (ADR 0034). */
    clientId: uuid('client_id').references(() => clients.id),
    /** `client`: a client's goods to its customer; `scrap`: a scrap list's units to a recycler (scrap_lists.order_id). */
    purpose: text('purpose', { enum: ['client', 'scrap'] }).notNull().default('client'),
    /** The client's own reference: what its system posts twice when it retries; a recycler's order names its list. */
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
    /** The batch it is picked in; cleared when the batch is cancelled or the order taken out of it. */
    batchId: uuid('batch_id').references((): AnyPgColumn => batches.id),
    /** The shipment its cartons go out in, from its first carton on. */
    shipmentId: uuid('shipment_id').references((): AnyPgColumn => shipments.id),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.companyId, t.number),
    uniqueIndex('orders_reference_key').on(t.clientId, sql`lower(${t.reference})`),
    index('orders_created_idx').on(t.companyId, t.createdAt),
    index('orders_status_idx').on(t.companyId, t.status, t.shipBy),
    index('orders_batch_idx').on(t.batchId),
    index('orders_shipment_idx').on(t.shipmentId),
    check('orders_status_check', sql`${t.status} in (${STATES})`),
    check('orders_purpose_check', sql`${t.purpose} in ('client', 'scrap') and (${t.clientId} is null) = (${t.purpose} = 'scrap')`),
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
    /**
     * The item this unit was split off when allocated: on release the part goes back into it if both still
     * stand in the same place. No foreign key: the origin may be gone by then, and that is only a miss.
     */
    splitFromItemId: uuid('split_from_item_id'),
    allocatedAt: at('allocated_at').notNull().defaultNow(),
    /** The task that picks it, once its order's batch is released. */
    pickTaskId: uuid('pick_task_id').references((): AnyPgColumn => pickTasks.id, { onDelete: 'set null' }),
    pickedAt: at('picked_at'),
    /** The picker, and the tote or container the unit went into. */
    pickedBy: uuid('picked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('order_allocations_item_key').on(t.itemId),
    index('order_allocations_line_idx').on(t.lineId),
    index('order_allocations_order_idx').on(t.orderId),
    // Allocations wait unreleased without a task: they need no entry (one less write each, ADR 0028).
    index('order_allocations_task_idx').on(t.pickTaskId).where(sql`${t.pickTaskId} is not null`),
  ],
);

/**
 * Allocated orders picked together (domain/states/batch-states). Which orders: `orders.batch_id`. The
 * filters it was created with are kept to show on its overview.
 */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    /** From the sequence config (doc type batch, BT…). */
    number: text('number').notNull(),
    status: text('status', { enum: ['open', 'released', 'picking', 'picked', 'cancelled'] }).notNull().default('open'),
    filters: jsonb('filters').$type<BatchFilters>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    releasedAt: at('released_at'),
    pickedAt: at('picked_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('batches_number_key').on(t.companyId, t.number),
    index('batches_status_idx').on(t.companyId, t.status, t.createdAt),
    check('batches_status_check', sql`${t.status} in ('open', 'released', 'picking', 'picked', 'cancelled')`),
  ],
);

/**
 * One stop of a picker's walk: the units of one SKU (and lot) to take from one bin, for one or more
 * orders of the batch. Which units: the allocations that point at the task (`order_allocations.pick_task_id`).
 * `sequence` is the walking order (the bins' pick sequence, then bin code), `quantity` what the task
 * asks for; `picked` and `short` count what came of it.
 */
export const pickTasks = pgTable(
  'pick_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    batchId: uuid('batch_id').notNull().references(() => batches.id, { onDelete: 'cascade' }),
    /** Batch number and position (BT000001-003): what the ledger's pick movements name. */
    number: text('number').notNull(),
    sequence: integer('sequence').notNull(),
    binId: uuid('bin_id').notNull().references(() => bins.id),
    skuId: uuid('sku_id').notNull().references(() => skus.id),
    lotNumber: text('lot_number'),
    quantity: integer('quantity').notNull(),
    picked: integer('picked').notNull().default(0),
    short: integer('short').notNull().default(0),
    shortReason: text('short_reason', { enum: ['empty', 'damaged'] }),
    status: text('status', { enum: ['open', 'done', 'short'] }).notNull().default('open'),
    /** The picker working on it; claimed when the device is online, so two pickers of one batch split its tasks. */
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: at('claimed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pick_tasks_number_key').on(t.companyId, t.number),
    index('pick_tasks_batch_idx').on(t.batchId, t.sequence),
    check('pick_tasks_quantity_check', sql`${t.quantity} > 0 and ${t.picked} >= 0 and ${t.short} >= 0 and ${t.picked} + ${t.short} <= ${t.quantity}`),
    check('pick_tasks_status_check', sql`${t.status} in ('open', 'done', 'short')`),
  ],
);
