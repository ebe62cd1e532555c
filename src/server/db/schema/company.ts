import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The warehouse operator running this installation; one row today, a tenant key later. */
export const company = pgTable('company', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  timeZone: text('time_zone').notNull().default('UTC'),
  address: text('address'),
  logoUrl: text('logo_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
