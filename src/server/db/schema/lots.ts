import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { company } from './company';
import { clients, skus } from './master';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A lot (DOMAIN.md): units of one SKU of one client that share a lot number and an expiry. The number is
 * as the supplier printed it (GS1 AI 10) or from the `lot` sequence; unique per SKU and client whatever
 * its case. Items point at their lot and keep `lot_number` and `expiry` as copies of it: the ledger keys
 * its sides by lot number, and a correction of the expiry rewrites the items' copy in the same transaction.
 */
export const lots = pgTable(
  'lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id),
    number: text('number').notNull(),
    skuId: uuid('sku_id')
      .notNull()
      .references(() => skus.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    expiry: date('expiry', { mode: 'string' }),
    producedOn: date('produced_on', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lots_number_key').on(t.companyId, t.skuId, t.clientId, sql`lower(${t.number})`),
    // The detail route finds a lot by its number alone, the list searches it.
    index('lots_number_idx').on(t.companyId, sql`lower(${t.number})`),
    index('lots_expiry_idx').on(t.companyId, t.expiry),
    index('lots_sku_idx').on(t.skuId),
  ],
);
