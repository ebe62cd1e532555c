import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { company } from './company';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Scans sent by handhelds through the outbox (kind scan-log.record), for supervisors to read. */
export const scanLog = pgTable(
  'scan_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The mutation that wrote the row: unique, so even a bug in the idempotency path cannot double a scan. */
    idempotencyKey: uuid('idempotency_key').notNull().unique(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    device: text('device').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    source: text('source', { enum: ['wedge', 'camera', 'manual'] }).notNull(),
    parsed: jsonb('parsed').$type<Record<string, unknown>>().notNull(),
    scannedAt: at('scanned_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [
    // Newest first, with id as the tie-break of the page cursor.
    index('scan_log_received_idx').on(t.receivedAt.desc(), t.id.desc()),
    index('scan_log_device_idx').on(t.device, t.receivedAt.desc()),
    index('scan_log_user_idx').on(t.userId),
    check('scan_log_source_check', sql`${t.source} in ('wedge', 'camera', 'manual')`),
  ],
);
