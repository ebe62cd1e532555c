import { type SQL, and, asc, eq, exists, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Account, AccountListQuery } from '../../../domain/accounts/accounts';
import type { Database } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/auth';
import { orderFor, pageOf, searchAny, totalOver } from '../../lib/list';

const fullName = sql`lower(${users.firstname} || ' ' || ${users.lastname})`;

const columns = {
  id: users.id,
  username: users.username,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  active: users.active,
  expiresAt: users.expiresAt,
  totpRequired: users.totpRequired,
  totpEnrolledAt: users.totpEnrolledAt,
  invitedAt: users.invitedAt,
  lastLoginAt: users.lastLoginAt,
  lastLoginDevice: users.lastLoginDevice,
  createdAt: users.createdAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | ((typeof columns)[K]['_']['notNull'] extends true ? never : null) };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function withRoles(db: Database, rows: Row[]): Promise<Account[]> {
  const held = new Map<string, Account['roles']>();
  // In slices: an export of many accounts would pass PostgreSQL's limit of bind parameters.
  for (let start = 0; start < rows.length; start += 5000) {
    const ids = rows.slice(start, start + 5000).map((row) => row.id);
    const found = await db
      .select({ userId: userRoles.userId, id: roles.id, name: roles.name, isSuperAdmin: roles.isSuperAdmin })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, ids))
      .orderBy(asc(roles.name));
    for (const { userId, ...role } of found) held.set(userId, [...(held.get(userId) ?? []), role]);
  }
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    roles: held.get(row.id) ?? [],
    active: row.active,
    expiresAt: iso(row.expiresAt),
    totpRequired: row.totpRequired,
    secondFactor: row.totpEnrolledAt ? 'enrolled' : row.totpRequired ? 'required' : 'off',
    invitationPending: row.invitedAt !== null,
    lastLoginAt: iso(row.lastLoginAt),
    lastLoginDevice: row.lastLoginDevice,
    createdAt: row.createdAt.toISOString(),
  }));
}

function accountFilter(companyId: string, query: Omit<AccountListQuery, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    eq(users.companyId, companyId),
    // Client accounts (portal logins) are managed on their client's page, not among the staff.
    isNull(users.clientId),
    searchAny(query.q, [users.username, users.firstname, users.lastname, users.email, sql`${users.firstname} || ' ' || ${users.lastname}`]),
    query.role ? exists(sql`select 1 from ${userRoles} where ${userRoles.userId} = "users"."id" and ${userRoles.roleId} = ${query.role}`) : undefined,
    query.active ? eq(users.active, query.active === 'yes') : undefined,
    query.temporary === 'yes' ? isNotNull(users.expiresAt) : query.temporary === 'no' ? isNull(users.expiresAt) : undefined,
  );
}

const order = (query: AccountListQuery) =>
  orderFor(
    query,
    { username: sql`lower(${users.username})`, name: fullName, email: users.email, lastLoginAt: users.lastLoginAt, createdAt: users.createdAt, expiresAt: users.expiresAt },
    { sort: 'username', dir: 'asc' },
    users.id,
  );

export async function listAccounts(db: Database, companyId: string, query: AccountListQuery): Promise<{ items: Account[]; total: number }> {
  const rows = await db
    .select({ ...columns, total: totalOver })
    .from(users)
    .where(accountFilter(companyId, query))
    .orderBy(...order(query))
    .limit(pageOf(query).limit)
    .offset(pageOf(query).offset);
  // An empty page past the end still needs the total, which only a row could carry.
  const total = rows[0]?.total ?? (query.page > 1 ? await countAccounts(db, companyId, query) : 0);
  return { items: await withRoles(db, rows), total };
}

async function countAccounts(db: Database, companyId: string, query: AccountListQuery): Promise<number> {
  const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(users).where(accountFilter(companyId, query));
  return row?.n ?? 0;
}

/** Every account matching the list's filter, in its order, for the CSV export. */
export async function exportAccounts(db: Database, companyId: string, query: AccountListQuery, max: number): Promise<Account[]> {
  const rows = await db.select(columns).from(users).where(accountFilter(companyId, query)).orderBy(...order(query)).limit(max);
  return withRoles(db, rows);
}

/** A staff account; a client account is not found here (see findClientAccount). */
export async function findAccount(db: Database, companyId: string, id: string): Promise<Account | null> {
  const rows = await db.select(columns).from(users).where(and(eq(users.companyId, companyId), isNull(users.clientId), eq(users.id, id))).limit(1);
  const [account] = await withRoles(db, rows);
  return account ?? null;
}

/** The accounts of one client, by username (a client has a handful, not thousands). */
export async function listClientAccounts(db: Database, companyId: string, clientId: string): Promise<Account[]> {
  const rows = await db.select(columns).from(users).where(and(eq(users.companyId, companyId), eq(users.clientId, clientId))).orderBy(sql`lower(${users.username})`);
  return withRoles(db, rows);
}

/** One account of the client; another client's account or a staff account is not found. */
export async function findClientAccount(db: Database, companyId: string, clientId: string, id: string): Promise<Account | null> {
  const rows = await db.select(columns).from(users).where(and(eq(users.companyId, companyId), eq(users.clientId, clientId), eq(users.id, id))).limit(1);
  const [account] = await withRoles(db, rows);
  return account ?? null;
}
