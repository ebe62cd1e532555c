import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { company } from './company';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    username: text('username').notNull(),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    email: text('email'),
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    /** Temporary accounts stop working at this instant. */
    expiresAt: at('expires_at'),
    totpRequired: boolean('totp_required').notNull().default(false),
    totpSecret: text('totp_secret'),
    totpEnrolledAt: at('totp_enrolled_at'),
    /** Secret shown as a QR code until the first correct pin confirms the enrolment. */
    totpPendingSecret: text('totp_pending_secret'),
    /** RFC 6238 time step of the last accepted pin; a pin from this step or earlier is a replay. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    lastLoginAt: at('last_login_at'),
    lastLoginDevice: text('last_login_device'),
    /** A client account (portal login) sees only this client's data; null for warehouse staff. */
    clientId: uuid('client_id'),
    /** Set when the account was created by invitation; cleared once the invitation is accepted. */
    invitedAt: at('invited_at'),
    /** Every password set before this instant is stale (a reset ends all sessions). */
    passwordChangedAt: at('password_changed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_company_idx').on(t.companyId),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => company.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_company_name_key').on(t.companyId, t.name)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['session', 'pending_2fa'] }).notNull(),
    device: text('device'),
    address: text('address'),
    timeZone: text('time_zone'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    check('sessions_kind_check', sql`${t.kind} in ('session', 'pending_2fa')`),
  ],
);

/** Failed sign-in counters per key (`user:<name>` or `address:<ip>`), shared by every API process. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: at('window_started_at'),
  /** Lockouts in a row; each lasts twice the one before (../../auth/throttle-policy). */
  lockouts: integer('lockouts').notNull().default(0),
  lockedUntil: at('locked_until'),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => company.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as typed, so failed sign-ins of unknown names are traceable too. */
    username: text('username'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    device: text('device'),
    address: text('address'),
    at: at('at').notNull().defaultNow(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_user_idx').on(t.userId, t.at),
    index('audit_log_company_action_idx').on(t.companyId, t.action, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
