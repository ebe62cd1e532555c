import { type SQL, and, count, eq, ne, sql } from 'drizzle-orm';
import type { RoleDetail, RoleFormInput, RoleListQuery, RoleSummary } from '../../../domain/accounts/roles';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { rolePermissions, roles, userRoles, users } from '../../db/schema/auth';
import { auditCaller } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { orderFor, pageOf, searchAny, totalOver } from '../../lib/list';
import { ok } from '../../lib/respond';

type Id = { id: string };

// The outer row named in full (drizzle writes columns without their table inside sql``).
const accountsOf = sql<number>`cast((select count(*) from ${userRoles} where ${userRoles.roleId} = "roles"."id") as integer)`;
const permissionsOf = sql<number>`cast((select count(*) from ${rolePermissions} where ${rolePermissions.roleId} = "roles"."id") as integer)`;

const summary = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  isSuperAdmin: roles.isSuperAdmin,
  permissionCount: permissionsOf,
  accounts: accountsOf,
  createdAt: roles.createdAt,
};

const nameTaken = () =>
  new AppError(409, 'A role with this name exists already.', { fields: [{ field: 'name', rule: 'unique', message: 'A role with this name exists already.' }] });

function toSummary(row: Omit<RoleSummary, 'createdAt'> & { createdAt: Date }): RoleSummary {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function listRoles(c: AppContext, _body: undefined, query: RoleListQuery) {
  const { db } = c.get('deps');
  const where: SQL | undefined = and(eq(roles.companyId, authOf(c).companyId), searchAny(query.q, [roles.name, roles.description]));
  const rows = await db
    .select({ ...summary, total: totalOver })
    .from(roles)
    .where(where)
    .orderBy(...orderFor(query, { name: sql`lower(${roles.name})`, accounts: accountsOf, createdAt: roles.createdAt }, { sort: 'name', dir: 'asc' }, roles.id))
    .limit(pageOf(query).limit)
    .offset(pageOf(query).offset);
  const total = rows[0]?.total ?? (await db.select({ n: count() }).from(roles).where(where))[0]?.n ?? 0;
  return ok(c, { items: rows.map(({ total: _total, ...row }) => toSummary(row)), total, page: query.page, pageSize: query.pageSize });
}

async function findRole(db: Database, companyId: string, id: string): Promise<RoleDetail | null> {
  const [row] = await db.select(summary).from(roles).where(and(eq(roles.companyId, companyId), eq(roles.id, id))).limit(1);
  if (!row) return null;
  const held = await db.select({ permission: rolePermissions.permission }).from(rolePermissions).where(eq(rolePermissions.roleId, id));
  return { ...toSummary(row), permissions: held.map((p) => p.permission).sort() };
}

export async function getRole(c: AppContext, _body: undefined, _query: undefined, { id }: Id) {
  const role = await findRole(c.get('deps').db, authOf(c).companyId, id);
  if (!role) throw new AppError(404, 'No such role.');
  return ok(c, role);
}

async function writePermissions(tx: Database, roleId: string, body: RoleFormInput): Promise<void> {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  // A super admin passes every check: a permission list beside the flag would only mislead.
  if (!body.isSuperAdmin && body.permissions.length > 0) {
    await tx.insert(rolePermissions).values(body.permissions.map((permission) => ({ roleId, permission })));
  }
}

export async function createRole(c: AppContext, body: RoleFormInput) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const id = await deps.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(roles)
        .values({ companyId: auth.companyId, name: body.name, description: body.description, isSuperAdmin: body.isSuperAdmin, createdAt: deps.now() })
        .returning({ id: roles.id });
      if (!row) throw new Error('insert returned no row');
      await writePermissions(tx, row.id, body);
      await auditCaller(c, { action: 'role.create', entity: 'role', entityId: row.id, detail: { name: body.name, isSuperAdmin: body.isSuperAdmin, permissions: body.permissions } }, tx);
      return row.id;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken() : error;
    });
  return ok(c, await findRole(deps.db, auth.companyId, id));
}

/** Active accounts that would still pass every check without this role: someone must stay able to administer. */
async function otherSuperAdmins(db: Database, companyId: string, roleId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`cast(count(distinct ${users.id}) as integer)` })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.companyId, companyId), eq(users.active, true), eq(roles.isSuperAdmin, true), ne(roles.id, roleId)));
  return row?.n ?? 0;
}

export async function updateRole(c: AppContext, body: RoleFormInput, _query: undefined, { id }: Id) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const before = await findRole(deps.db, auth.companyId, id);
  if (!before) throw new AppError(404, 'No such role.');
  if (before.isSuperAdmin && !body.isSuperAdmin && (await otherSuperAdmins(deps.db, auth.companyId, id)) === 0) {
    throw new AppError(409, 'This is the only super admin role held by an active account: nobody could administer the product without it.');
  }
  await deps.db
    .transaction(async (tx) => {
      await tx.update(roles).set({ name: body.name, description: body.description, isSuperAdmin: body.isSuperAdmin }).where(eq(roles.id, id));
      await writePermissions(tx, id, body);
      const added = body.permissions.filter((p) => !before.permissions.includes(p));
      const removed = before.permissions.filter((p) => !(body.permissions as string[]).includes(p));
      await auditCaller(
        c,
        { action: 'role.update', entity: 'role', entityId: id, detail: { name: body.name, isSuperAdmin: { from: before.isSuperAdmin, to: body.isSuperAdmin }, added, removed } },
        tx,
      );
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken() : error;
    });
  return ok(c, await findRole(deps.db, auth.companyId, id));
}

/** A role held by accounts is in use: 409 naming them (up to ten), so the admin can move them first. */
export async function deleteRole(c: AppContext, _body: undefined, _query: undefined, { id }: Id) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const role = await findRole(deps.db, auth.companyId, id);
  if (!role) throw new AppError(404, 'No such role.');
  if (role.accounts > 0) {
    const holders = await deps.db
      .select({ username: users.username })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(userRoles.roleId, id))
      .orderBy(users.username)
      .limit(10);
    throw new AppError(409, `This role is held by ${role.accounts} account(s): ${holders.map((h) => h.username).join(', ')}. Remove it from them first.`, {
      usedBy: { accounts: role.accounts, usernames: holders.map((h) => h.username) },
    });
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(roles).where(eq(roles.id, id));
    await auditCaller(c, { action: 'role.delete', entity: 'role', entityId: id, detail: { name: role.name } }, tx);
  });
  return ok(c, null);
}
