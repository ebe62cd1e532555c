import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { company } from './company';
import { catalogueEntries, clients, skus, tags } from './master';
import { items } from './receiving';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Tags attached to items (DOMAIN.md: a tag is attachable to items); bulk actions add and remove them. */
export const itemTags = pgTable(
  'item_tags',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.tagId] }), index('item_tags_tag_idx').on(t.tagId)],
);

/** The error codes (catalogue `error-code`) a unit carries: found at receiving, QC or on the item detail. */
export const itemErrorCodes = pgTable(
  'item_error_codes',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    errorCodeId: uuid('error_code_id')
      .notNull()
      .references(() => catalogueEntries.id),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.errorCodeId] })],
);

/**
 * What is left of a deleted item: its identity, so its ledger rows (which keep its id) and its audit
 * still say which unit they were, and its WMS number is never issued again. The item row itself goes, so
 * no reader of stock has to remember to skip it.
 */
export const deletedItems = pgTable(
  'deleted_items',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id),
    wmsNumber: text('wms_number').notNull(),
    clientId: uuid('client_id').references(() => clients.id),
    skuId: uuid('sku_id').references(() => skus.id),
    serial: text('serial'),
    lastStatus: text('last_status').notNull(),
    reason: text('reason').notNull(),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: at('deleted_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deleted_items_wms_number_key').on(t.companyId, sql`lower(${t.wmsNumber})`)],
);

/**
 * The labels a unit carried before it was relabelled (docs/decisions/0033-relabel.md): a scan of an old
 * label still finds the unit, and the number is never issued again. No foreign key on the item, like
 * deleted_items: a force-deleted unit's old numbers stay taken. The new number is the one it got then
 * (a unit relabelled twice has two rows; readers show its current number).
 */
export const itemAliases = pgTable(
  'item_aliases',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id),
    oldNumber: text('old_number').notNull(),
    itemId: uuid('item_id').notNull(),
    newNumber: text('new_number').notNull(),
    at: at('at').notNull().defaultNow(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    device: text('device'),
  },
  (t) => [uniqueIndex('item_aliases_old_number_key').on(t.companyId, sql`lower(${t.oldNumber})`), index('item_aliases_item_idx').on(t.itemId)],
);
