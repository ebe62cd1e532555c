import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid,
} from 'drizzle-orm/pg-core';
import type { PhotoType } from '../../../domain/photos/photos';
import { users } from './auth';
import { company } from './company';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Binary data (logo, photos): a Uint8Array on both PGlite and node-postgres. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The columns every stored photo has (a QC result's, a client issue's): its place in its owner's list,
 * type, size and bytes. A function, as each table needs its own column builders.
 */
export const photoColumns = () => ({
  position: integer('position').notNull(),
  contentType: text('content_type').$type<PhotoType>().notNull(),
  bytes: integer('bytes').notNull(),
  data: bytea('data').notNull(),
  at: at('at').notNull().defaultNow(),
});

/**
 * Single-use links sent by mail: an invitation (set a first password) or a password reset. Only the
 * SHA-256 of the token is kept, like session tokens.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['invitation', 'password_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.kind),
    check('account_tokens_kind_check', sql`${t.kind} in ('invitation', 'password_reset')`),
  ],
);

/**
 * Every mail the product sends. With SMTP_URL set a row is sent and marked; without it the row stays
 * here for admins to read (the embedded default has no mail server).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The link the mail carries, so an admin can hand it over when no mail server is configured. */
    link: text('link'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_company_idx').on(t.companyId, t.createdAt)],
);

/** Document numbering (DOMAIN.md invariant 3): one row per document type, incremented under a row lock. */
export const sequences = pgTable(
  'sequences',
  {
    companyId: uuid('company_id').notNull().references(() => company.id),
    docType: text('doc_type').notNull(),
    prefix: text('prefix').notNull().default(''),
    /** dayjs format of the date part ('' for none), in the company's time zone. */
    datePart: text('date_part').notNull().default(''),
    padding: integer('padding').notNull().default(6),
    nextValue: bigint('next_value', { mode: 'number' }).notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.docType] }), check('sequences_next_value_check', sql`${t.nextValue} >= 1`)],
);

/** Typed key/values of the system config; the domain's definitions say which keys exist and their types. */
export const systemSettings = pgTable(
  'system_settings',
  {
    companyId: uuid('company_id').notNull().references(() => company.id),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);

/** Carrier API credentials; the secret is AES-256-GCM ciphertext under a key from the environment. */
export const shippingCredentials = pgTable(
  'shipping_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    carrier: text('carrier').notNull(),
    accountNumber: text('account_number').notNull().default(''),
    apiUrl: text('api_url').notNull().default(''),
    username: text('username').notNull().default(''),
    /** iv, tag and ciphertext, base64, joined with '.'. */
    secretSealed: text('secret_sealed'),
    active: boolean('active').notNull().default(true),
    lastTestAt: at('last_test_at'),
    lastTestOk: boolean('last_test_ok'),
    lastTestMessage: text('last_test_message'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('shipping_credentials_company_idx').on(t.companyId, t.carrier)],
);

/** The company logo, served by the API (header, printed labels). */
export const companyLogo = pgTable('company_logo', {
  companyId: uuid('company_id').primaryKey().references(() => company.id),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Per-user screen preferences (table columns shown, page size…), so they follow the user to any device. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
