import { and, eq, inArray } from 'drizzle-orm';
import type { ClientAccountFormInput, PortalRole } from '../../../domain/clients/client-accounts';
import { isClientSafeRole } from '../../../domain/clients/client-portal';
import { authOf } from '../../auth/access';
import { revokeUserSessions } from '../../auth/sessions';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { rolePermissions, roles, userRoles, users } from '../../db/schema/auth';
import { auditCaller } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';
import { findClientAccount, listClientAccounts } from '../accounts/account-rows';
import { invitationAnswer, inviteByCaller, reinvite } from '../accounts/invite-by-caller';
import { clientOr404 } from './clients.handlers';

type Id = { id: string };
type AccountId = { id: string; accountId: string };

const fieldError = (status: 400 | 409, field: string, rule: string, message: string) => new AppError(status, message, { fields: [{ field, rule, message }] });

/** Every role of the company with its permissions. */
async function rolesWithPermissions(db: Database, companyId: string, ids?: readonly string[]) {
  const rows = await db
    .select({ id: roles.id, name: roles.name, description: roles.description, isSuperAdmin: roles.isSuperAdmin, permission: rolePermissions.permission })
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(and(eq(roles.companyId, companyId), ids ? inArray(roles.id, [...ids]) : undefined))
    .orderBy(roles.name);
  const byId = new Map<string, PortalRole & { isSuperAdmin: boolean }>();
  for (const { permission, ...role } of rows) {
    const held = byId.get(role.id) ?? { ...role, permissions: [] };
    if (permission) held.permissions.push(permission);
    byId.set(role.id, held);
  }
  return [...byId.values()];
}

/** The roles a client account may hold: no super admin, only client-safe permissions. */
export async function listPortalRoles(c: AppContext) {
  const all = await rolesWithPermissions(c.get('deps').db, authOf(c).companyId);
  return ok(c, all.filter(isClientSafeRole).map(({ isSuperAdmin: _isSuperAdmin, ...role }) => role));
}

/** The form's roles must exist and be client-safe: a client account never gets a staff permission. */
async function checkPortalRoles(db: Database, companyId: string, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length === 0) return;
  const found = await rolesWithPermissions(db, companyId, roleIds);
  if (found.length !== new Set(roleIds).size) throw fieldError(400, 'roleIds', 'unknown', 'One of the roles does not exist.');
  if (!found.every(isClientSafeRole)) throw fieldError(400, 'roleIds', 'client-safe', 'A client account can only hold roles limited to client portal permissions.');
}

async function writeRoles(tx: Database, userId: string, roleIds: readonly string[]): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) await tx.insert(userRoles).values([...new Set(roleIds)].map((roleId) => ({ userId, roleId })));
}

const editable = (body: ClientAccountFormInput, now: Date) => ({ firstname: body.firstname, lastname: body.lastname, email: body.email, active: body.active, updatedAt: now });

export async function listAccountsOfClient(c: AppContext, _body: undefined, _query: undefined, { id }: Id) {
  await clientOr404(c, id);
  return ok(c, await listClientAccounts(c.get('deps').db, authOf(c).companyId, id));
}

async function clientAccountOr404(c: AppContext, clientId: string, id: string) {
  const account = await findClientAccount(c.get('deps').db, authOf(c).companyId, clientId, id);
  if (!account) throw new AppError(404, 'No such account of this client.');
  return account;
}

export async function getClientAccount(c: AppContext, _body: undefined, _query: undefined, { id, accountId }: AccountId) {
  await clientOr404(c, id);
  return ok(c, await clientAccountOr404(c, id, accountId));
}

export async function createClientAccount(c: AppContext, body: ClientAccountFormInput, _query: undefined, { id }: Id) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const client = await clientOr404(c, id);
  const created = await deps.db
    .transaction(async (tx) => {
      await checkPortalRoles(tx, auth.companyId, body.roleIds);
      const [row] = await tx
        .insert(users)
        .values({ companyId: auth.companyId, clientId: id, username: body.username, ...editable(body, deps.now()), createdAt: deps.now() })
        .returning({ id: users.id });
      if (!row) throw new Error('insert returned no row');
      await writeRoles(tx, row.id, body.roleIds);
      const invitation = await inviteByCaller(c, tx, { userId: row.id, email: body.email, username: body.username });
      await auditCaller(c, { action: 'client-account.create', entity: 'account', entityId: row.id, detail: { client: client.code, username: body.username, roleIds: body.roleIds } }, tx);
      return { id: row.id, invitation };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw fieldError(409, 'username', 'unique', 'This username is already in use.');
      throw error;
    });
  return ok(c, { account: await clientAccountOr404(c, id, created.id), invitation: invitationAnswer(deps, created.invitation) });
}

/** Sends the invitation again to an account of the client that has not set its password yet. */
export async function resendClientInvitation(c: AppContext, _body: undefined, _query: undefined, { id, accountId }: AccountId) {
  await clientOr404(c, id);
  return ok(c, await reinvite(c, and(eq(users.id, accountId), eq(users.clientId, id))));
}

export async function updateClientAccount(c: AppContext, body: ClientAccountFormInput, _query: undefined, { id, accountId }: AccountId) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const client = await clientOr404(c, id);
  const before = await clientAccountOr404(c, id, accountId);
  await deps.db.transaction(async (tx) => {
    await checkPortalRoles(tx, auth.companyId, body.roleIds);
    await tx.update(users).set(editable(body, deps.now())).where(eq(users.id, accountId));
    await writeRoles(tx, accountId, body.roleIds);
    // Deactivation takes effect now, not at the next request of each session.
    const ended = body.active ? 0 : await revokeUserSessions(tx, accountId, deps.now());
    const roleIds = { from: before.roles.map((r) => r.id).sort(), to: [...body.roleIds].sort() };
    await auditCaller(
      c,
      { action: 'client-account.update', entity: 'account', entityId: accountId, detail: { client: client.code, active: { from: before.active, to: body.active }, roleIds, sessionsEnded: ended } },
      tx,
    );
  });
  return ok(c, await clientAccountOr404(c, id, accountId));
}
