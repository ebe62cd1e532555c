import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per applied outbox mutation, written in the same transaction as its change: a replay of the
 * key is answered from here instead of being applied again (DOMAIN.md invariant 2). Rejected mutations
 * (4xx, 500) changed nothing and leave no row, so a retry after the cause is fixed is judged afresh.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The mutation id made on the device. */
    key: uuid('key').notNull(),
    /**
     * Who sent it: a key is the sender's own, so replaying another account's key is a new mutation of
     * the replayer, never that account's answer. No foreign key, so the hot path checks nothing more and
     * the row outlives the account.
     */
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    /** SHA-256 (hex) of the canonical JSON of kind and payload: the same key with another body is a 409. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    /** The `{code, message, payload}` answered the first time. */
    response: jsonb('response').$type<{ code: number; message: string; payload: unknown }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
