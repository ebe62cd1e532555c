import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CountingScope, CountingSummary } from '../../../domain/counting/cycles';
import { users } from './auth';
import { company } from './company';
import { bins, skus } from './master';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A counting cycle (DOMAIN.md): created → in_progress → completed, cancelled from created or
 * in_progress. Its scope is kept as chosen (zones, bins, SKUs, clients); starting it fixes the bins to
 * count (counting_bins) and the expected stock (counting_snapshot).
 */
export const countingCycles = pgTable(
  'counting_cycles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    /** From the sequence config (doc type counting, CC-…). */
    number: text('number').notNull(),
    name: text('name').notNull(),
    mode: text('mode', { enum: ['serial', 'non-serial'] }).notNull(),
    /** Counters never see expected items or quantities. */
    blind: boolean('blind').notNull().default(false),
    status: text('status', { enum: ['created', 'in_progress', 'completed', 'cancelled'] }).notNull().default('created'),
    scope: jsonb('scope').$type<CountingScope>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: at('started_at'),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: at('completed_at'),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: at('cancelled_at'),
    cancelReason: text('cancel_reason').notNull().default(''),
    /** Accuracy and totals, fixed at completion (reports read it). */
    summary: jsonb('summary').$type<CountingSummary>(),
  },
  (t) => [
    uniqueIndex('counting_cycles_number_key').on(t.companyId, t.number),
    index('counting_cycles_created_idx').on(t.companyId, t.createdAt),
    check('counting_cycles_status_check', sql`${t.status} in ('created', 'in_progress', 'completed', 'cancelled')`),
    check('counting_cycles_mode_check', sql`${t.mode} in ('serial', 'non-serial')`),
  ],
);

/** The counters assigned to a cycle; a cycle without any may be counted by anyone with COUNTING_ITEMS. */
export const countingCounters = pgTable(
  'counting_counters',
  {
    cycleId: uuid('cycle_id').notNull().references(() => countingCycles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.cycleId, t.userId] }), index('counting_counters_user_idx').on(t.userId)],
);

/**
 * The bins a started cycle counts. `round` goes up with each recount of the bin: counts of an earlier
 * round stay for audit, only the latest round's counts make the bin's result.
 */
export const countingBins = pgTable(
  'counting_bins',
  {
    cycleId: uuid('cycle_id').notNull().references(() => countingCycles.id, { onDelete: 'cascade' }),
    binId: uuid('bin_id').notNull().references(() => bins.id),
    round: integer('round').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.cycleId, t.binId] }), index('counting_bins_bin_idx').on(t.binId)],
);

/**
 * The expected stock of the scope when the cycle started, one row per item (a serialised unit or a
 * non-serialised quantity). Movements after `started_at` are read from the ledger when comparing.
 */
export const countingSnapshot = pgTable(
  'counting_snapshot',
  {
    cycleId: uuid('cycle_id').notNull().references(() => countingCycles.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').notNull(),
    binId: uuid('bin_id').notNull().references(() => bins.id),
    skuId: uuid('sku_id').notNull().references(() => skus.id),
    wmsNumber: text('wms_number').notNull(),
    serial: text('serial'),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cycleId, t.itemId] }), index('counting_snapshot_bin_idx').on(t.cycleId, t.binId)],
);

/**
 * One device's count of one bin: opened by scanning the bin label, closed by the counter. The id is
 * made on the device; entries carry it, so counts of the same bin by two devices stay apart.
 */
export const countingBinCounts = pgTable(
  'counting_bin_counts',
  {
    id: uuid('id').primaryKey(),
    cycleId: uuid('cycle_id').notNull().references(() => countingCycles.id, { onDelete: 'cascade' }),
    binId: uuid('bin_id').notNull().references(() => bins.id),
    /** The bin's round the device knew when it counted. */
    round: integer('round').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    device: text('device'),
    /** Device clock of the first entry (or the close); the comparison reads movements up to `closed_at`. */
    startedAt: at('started_at').notNull(),
    closedAt: at('closed_at'),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [index('counting_bin_counts_bin_idx').on(t.cycleId, t.binId, t.round)],
);

/**
 * What a counter scanned: a unit (serial mode: its WMS number or serial) or a quantity of a SKU
 * (non-serial mode). The id is made on the device and is the outbox mutation's subject, so a replayed
 * entry is stored once. Entries are never deleted: a correction voids one.
 */
export const countingEntries = pgTable(
  'counting_entries',
  {
    id: uuid('id').primaryKey(),
    cycleId: uuid('cycle_id').notNull().references(() => countingCycles.id, { onDelete: 'cascade' }),
    binCountId: uuid('bin_count_id').notNull().references(() => countingBinCounts.id, { onDelete: 'cascade' }),
    binId: uuid('bin_id').notNull().references(() => bins.id),
    /** As scanned. */
    code: text('code').notNull(),
    /** Resolved on the server: the unit (serial mode) and its SKU, or the SKU (non-serial). */
    itemId: uuid('item_id'),
    skuId: uuid('sku_id').references(() => skus.id),
    quantity: integer('quantity').notNull().default(1),
    /** Why the entry stands out (wrong-bin, other-client, not-in-scope, unknown), or null. */
    flag: text('flag'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    device: text('device'),
    countedAt: at('counted_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    voidedAt: at('voided_at'),
  },
  (t) => [
    index('counting_entries_count_idx').on(t.binCountId),
    index('counting_entries_cycle_bin_idx').on(t.cycleId, t.binId),
    index('counting_entries_item_idx').on(t.cycleId, t.itemId),
    check('counting_entries_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * A bin to count again: two counts of it disagreed, a serial was counted in it and in another bin, or
 * a supervisor asked. Done when a count of the new round is closed.
 */
export const countingRecounts = pgTable(
  'counting_recounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cycleId: uuid('cycle_id').notNull().references(() => countingCycles.id, { onDelete: 'cascade' }),
    binId: uuid('bin_id').notNull().references(() => bins.id),
    /** The round the recount asks for. */
    round: integer('round').notNull(),
    reason: text('reason', { enum: ['counts-differ', 'serial-in-two-bins', 'ordered'] }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['open', 'done'] }).notNull().default('open'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    doneAt: at('done_at'),
  },
  (t) => [
    uniqueIndex('counting_recounts_round_key').on(t.cycleId, t.binId, t.round),
    index('counting_recounts_cycle_idx').on(t.cycleId, t.status),
  ],
);

/**
 * The differences found when the cycle was completed, one row per unit (serial) or per bin and SKU
 * (non-serial). Accepting writes the adjustment movements; the row keeps who accepted and when.
 */
export const countingDiscrepancies = pgTable(
  'counting_discrepancies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cycleId: uuid('cycle_id').notNull().references(() => countingCycles.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['missing', 'unexpected', 'wrong-bin', 'over', 'under'] }).notNull(),
    skuId: uuid('sku_id').references(() => skus.id),
    itemId: uuid('item_id'),
    /** As counted, for units nobody knows (unexpected serials). */
    code: text('code'),
    /** Where the stock was expected, and where it was found. */
    expectedBinId: uuid('expected_bin_id').references(() => bins.id),
    countedBinId: uuid('counted_bin_id').references(() => bins.id),
    expectedQuantity: integer('expected_quantity').notNull().default(0),
    countedQuantity: integer('counted_quantity').notNull().default(0),
    /** (counted − expected) × the SKU's unit value, when it has one. */
    value: numeric('value', { precision: 14, scale: 2, mode: 'number' }),
    status: text('status', { enum: ['open', 'accepted'] }).notNull().default('open'),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: at('accepted_at'),
  },
  (t) => [index('counting_discrepancies_cycle_idx').on(t.cycleId, t.status)],
);
