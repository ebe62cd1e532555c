import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { company } from './company';
import { orders } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Units to write off (issue 20, ADR 0032): draft → submitted → approved → destroyed | shipped, or
 * cancelled before approval. `closed_*` is who destroyed or shipped it and when; `witness` names who saw
 * the destruction, for the certificate.
 */
export const scrapLists = pgTable(
  'scrap_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    /** From the sequence config (doc type scrap, SC…). */
    number: text('number').notNull(),
    status: text('status', { enum: ['draft', 'submitted', 'approved', 'shipping', 'destroyed', 'shipped', 'cancelled'] }).notNull().default('draft'),
    reason: text('reason', { enum: ['damaged', 'expired', 'obsolete', 'failed-qc', 'client-request', 'other'] }).notNull(),
    notes: text('notes').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    submittedAt: at('submitted_at'),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: at('approved_at'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: at('closed_at'),
    witness: text('witness'),
    cancelReason: text('cancel_reason'),
    /** The outbound order to the recycler while the list is shipping and once shipped; cleared when that order is cancelled. */
    orderId: uuid('order_id').references(() => orders.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scrap_lists_number_key').on(t.companyId, t.number),
    index('scrap_lists_status_idx').on(t.companyId, t.status, t.createdAt),
    index('scrap_lists_created_idx').on(t.companyId, t.createdAt),
    check('scrap_lists_status_check', sql`${t.status} in ('draft', 'submitted', 'approved', 'shipping', 'destroyed', 'shipped', 'cancelled')`),
  ],
);

/**
 * A unit on a list. While `released_at` is null the list holds it: the unique index lets a unit be held
 * by one list at most, so two drafts adding the same unit at once cannot both succeed. Cancelling the
 * list or closing it (destroyed, shipped) releases the hold and the unit stays one of the list's;
 * removing it from the draft releases it and sets `removed_at`.
 */
export const scrapListItems = pgTable(
  'scrap_list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => scrapLists.id),
    /** No foreign key: a force-deleted unit keeps its line, read through its tombstone (deleted_items). */
    itemId: uuid('item_id').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: at('added_at').notNull().defaultNow(),
    releasedAt: at('released_at'),
    /** Taken off the draft again: no longer one of the list's units. */
    removedAt: at('removed_at'),
  },
  (t) => [
    uniqueIndex('scrap_list_items_held_key').on(t.itemId).where(sql`${t.releasedAt} is null`),
    index('scrap_list_items_list_idx').on(t.listId, t.addedAt),
    index('scrap_list_items_item_idx').on(t.itemId),
  ],
);
