import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { company } from './company';
import { bins, skus } from './master';
import { orders, pickTasks } from './orders';
import { items } from './receiving';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A picked unit of a cancelled order, to be put back into stock: it shows on the picking screen of the
 * picker who picked it (any picker may do it). Done when the unit is in a bin and available again.
 */
export const returnTasks = pgTable(
  'return_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    itemId: uuid('item_id').notNull().references(() => items.id),
    orderId: uuid('order_id').notNull().references(() => orders.id),
    pickerId: uuid('picker_id').references(() => users.id, { onDelete: 'set null' }),
    /** The bin it came from, proposed as the place to put it back. */
    fromBinId: uuid('from_bin_id').references(() => bins.id),
    toBinId: uuid('to_bin_id').references(() => bins.id),
    createdAt: at('created_at').notNull().defaultNow(),
    doneAt: at('done_at'),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('return_tasks_open_idx').on(t.companyId, t.doneAt), uniqueIndex('return_tasks_item_open_key').on(t.itemId).where(sql`${t.doneAt} is null`)],
);

/**
 * A bin someone should count: a short pick found fewer units than the ledger says. Counting cycles
 * may take their scope from the open ones.
 */
export const countTasks = pgTable(
  'count_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    binId: uuid('bin_id').notNull().references(() => bins.id),
    skuId: uuid('sku_id').references(() => skus.id),
    reason: text('reason', { enum: ['short-pick'] }).notNull(),
    /** The pick task whose short pick asked for it. */
    pickTaskId: uuid('pick_task_id').references(() => pickTasks.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    doneAt: at('done_at'),
  },
  (t) => [index('count_tasks_open_idx').on(t.companyId, t.doneAt, t.binId)],
);
