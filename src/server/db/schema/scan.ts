import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { company } from './company';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Scans sent by handhelds through the outbox (kind scan-log.record), for supervisors to read. A log:
 * who scanned is kept as it was (user id and username, no foreign key), like the audit log.
 */
export const scanLog = pgTable(
  'scan_log',
  {
    /**
     * The id of the mutation that wrote the row, i.e. its idempotency key: the primary key then also
     * guarantees one row per key, and the device can find its scan by the id it made.
     */
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    device: text('device').notNull(),
    userId: uuid('user_id').notNull(),
    username: text('username').notNull(),
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
    check('scan_log_source_check', sql`${t.source} in ('wedge', 'camera', 'manual')`),
  ],
);
