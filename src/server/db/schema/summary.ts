import { boolean, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { company } from './company';

/*
 * Summaries the ledger module keeps in the same transaction as every item and movement it writes
 * (ADR 0026), so figures over the whole stock are sums over a few thousand rows instead of a pass over
 * every item. Each row is a delta bucket: a writer adds its signed change to the row of its key and its
 * connection's `slot`, so concurrent writers of one key rarely wait on each other; readers sum the
 * slots. Rows whose sums reach zero stay (the keys are bounded by the catalogue, not the stock).
 */

/**
 * Items per `grain`: `sku` (SKU, client, status, inventory flag), `bin` (bin, status, inventory flag),
 * `lot` (SKU, client, lot number, expiry, status, inventory flag; lotted items only) and `receipt` (the
 * UTC day of receipt, status, inventory flag; received items only). The columns a grain does not use
 * are null.
 */
export const onHandSummary = pgTable(
  'on_hand_summary',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id),
    grain: text('grain', { enum: ['sku', 'bin', 'lot', 'receipt'] }).notNull(),
    skuId: uuid('sku_id'),
    clientId: uuid('client_id'),
    status: text('status').notNull(),
    inventory: boolean('inventory').notNull(),
    binId: uuid('bin_id'),
    lotNumber: text('lot_number'),
    expiry: date('expiry', { mode: 'string' }),
    receivedOn: date('received_on', { mode: 'string' }),
    slot: smallint('slot').notNull(),
    units: integer('units').notNull(),
    items: integer('items').notNull(),
  },
  // No foreign keys to SKUs, bins or clients: a summary row must never stop master data from changing.
  (t) => [unique('on_hand_summary_key').on(t.companyId, t.grain, t.skuId, t.clientId, t.status, t.inventory, t.binId, t.lotNumber, t.expiry, t.receivedOn, t.slot).nullsNotDistinct()],
);

/** Movements per type and quarter hour (UTC-aligned; every time zone's day starts on a quarter hour). */
export const movementSummary = pgTable(
  'movement_summary',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id),
    type: text('type').notNull(),
    quarter: timestamp('quarter', { withTimezone: true }).notNull(),
    slot: smallint('slot').notNull(),
    quantity: integer('quantity').notNull(),
    movements: integer('movements').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.type, t.quarter, t.slot] })],
);

/**
 * Stock history (issue 21, ADR 0038): the units in on-hand statuses (inventory or not: a conversion
 * moves nothing) that each day's movements added or took away, per `grain`: `sku` (SKU and its client),
 * `bin` (bin and client) and `lot` (SKU, client, lot number), the day in the company's time zone. Kept
 * by the ledger module with every movement it writes, so the stock at the end of a past day is today's
 * less what the days after it changed: a sum over those days' rows, never a pass over the ledger.
 */
export const stockDaily = pgTable(
  'stock_daily',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id),
    grain: text('grain', { enum: ['sku', 'bin', 'lot'] }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    clientId: uuid('client_id'),
    skuId: uuid('sku_id'),
    binId: uuid('bin_id'),
    lotNumber: text('lot_number'),
    slot: smallint('slot').notNull(),
    units: integer('units').notNull(),
  },
  (t) => [unique('stock_daily_key').on(t.companyId, t.grain, t.day, t.clientId, t.skuId, t.binId, t.lotNumber, t.slot).nullsNotDistinct()],
);

/**
 * Dock to stock (issue 21, ADR 0037): one row per goods receipt of a unit, with the time of that unit's
 * receive scan at the dock beside it, so the report reads a range of these rows alone instead of pairing
 * each goods receipt with its receive through the ledger (half a million lookups over a year). Written
 * by the ledger module with the goods-receipt movement; the client is the SKU's, as the movement's own.
 */
export const dockToStock = pgTable(
  'dock_to_stock',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id),
    itemId: uuid('item_id').notNull(),
    clientId: uuid('client_id').notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  // Every column the report reads is a key, so a year of every client is an index-only range (drizzle has no INCLUDE).
  (t) => [index('dock_to_stock_posted_idx').on(t.companyId, t.postedAt, t.clientId, t.arrivedAt, t.quantity)],
);
