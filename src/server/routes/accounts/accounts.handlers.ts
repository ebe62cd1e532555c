import { and, eq, inArray } from 'drizzle-orm';
import type { AccountFormInput, AccountListQuery } from '../../../domain/accounts/accounts';
import { EXPORT_MAX_ROWS } from '../../../domain/lists/list-query';
import { authOf } from '../../auth/access';
import { revokeUserSessions } from '../../auth/sessions';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/auth';
import { auditCaller } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { csvResponse } from '../../lib/list';
import { ok } from '../../lib/respond';
import { exportAccounts, findAccount, listAccounts } from './account-rows';
import { invitationAnswer, inviteByCaller } from './invite-by-caller';

type Id = { id: string };

const fieldError = (status: 400 | 409, field: string, rule: string, message: string) => new AppError(status, message, { fields: [{ field, rule, message }] });

async function checkRoles(db: Database, companyId: string, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length === 0) return;
  const found = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.companyId, companyId), inArray(roles.id, [...roleIds])));
  if (found.length !== new Set(roleIds).size) throw fieldError(400, 'roleIds', 'unknown', 'One of the roles does not exist.');
}

/** The columns an admin sets on create and edit (the username only on create). */
function editable(body: AccountFormInput, now: Date) {
  return {
    firstname: body.firstname,
    lastname: body.lastname,
    email: body.email,
    active: body.active,
    totpRequired: body.totpRequired,
    expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
    updatedAt: now,
  };
}

async function writeRoles(tx: Database, userId: string, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length > 0) await tx.insert(userRoles).values([...new Set(roleIds)].map((roleId) => ({ userId, roleId })));
}

function checkExpiry(expiresAt: string | null, now: Date): void {
  if (expiresAt !== null && Date.parse(expiresAt) <= now.getTime()) {
    throw fieldError(400, 'expiresAt', 'future', 'The end must be in the future.');
  }
}

export async function listAccountsHandler(c: AppContext, _body: undefined, query: AccountListQuery) {
  const { db } = c.get('deps');
  const page = await listAccounts(db, authOf(c).companyId, query);
  return ok(c, { ...page, page: query.page, pageSize: query.pageSize });
}

export async function exportAccountsHandler(c: AppContext, _body: undefined, query: AccountListQuery) {
  const { db } = c.get('deps');
  const rows = await exportAccounts(db, authOf(c).companyId, query, EXPORT_MAX_ROWS);
  return csvResponse(
    c,
    'accounts.csv',
    ['username', 'firstname', 'lastname', 'email', 'roles', 'active', 'expires_at', 'second_factor', 'invitation_pending', 'last_login_at', 'last_login_device', 'created_at'],
    rows.map((a) => [
      a.username, a.firstname, a.lastname, a.email, a.roles.map((r) => r.name).join('; '), a.active, a.expiresAt, a.secondFactor,
      a.invitationPending, a.lastLoginAt, a.lastLoginDevice, a.createdAt,
    ]),
  );
}

export async function getAccount(c: AppContext, _body: undefined, _query: undefined, { id }: Id) {
  const account = await findAccount(c.get('deps').db, authOf(c).companyId, id);
  if (!account) throw new AppError(404, 'No such account.');
  return ok(c, account);
}

export async function createAccount(c: AppContext, body: AccountFormInput) {
  const deps = c.get('deps');
  const auth = authOf(c);
  checkExpiry(body.expiresAt, deps.now());
  const created = await deps.db
    .transaction(async (tx) => {
      await checkRoles(tx, auth.companyId, body.roleIds);
      const [row] = await tx
        .insert(users)
        .values({
          companyId: auth.companyId,
          username: body.username,
          ...editable(body, deps.now()),
          createdAt: deps.now(),
        })
        .returning({ id: users.id });
      if (!row) throw new Error('insert returned no row');
      await writeRoles(tx, row.id, body.roleIds);
      const invitation = await inviteByCaller(c, tx, { userId: row.id, email: body.email, username: body.username });
      await auditCaller(c, { action: 'account.create', entity: 'account', entityId: row.id, detail: { username: body.username, roleIds: body.roleIds, expiresAt: body.expiresAt } }, tx);
      return { id: row.id, invitation };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw fieldError(409, 'username', 'unique', 'This username is already in use.');
      throw error;
    });
  const account = await findAccount(deps.db, auth.companyId, created.id);
  return ok(c, { account, invitation: invitationAnswer(deps, created.invitation) });
}

export async function updateAccount(c: AppContext, body: AccountFormInput, _query: undefined, { id }: Id) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const before = await findAccount(deps.db, auth.companyId, id);
  if (!before) throw new AppError(404, 'No such account.');
  const ending = !body.active || (body.expiresAt !== null && Date.parse(body.expiresAt) <= deps.now().getTime());
  if (id === auth.user.id && ending) throw new AppError(409, 'You cannot deactivate or end your own account.');
  await deps.db.transaction(async (tx) => {
    await checkRoles(tx, auth.companyId, body.roleIds);
    await tx
      .update(users)
      .set(editable(body, deps.now()))
      .where(eq(users.id, id));
    await tx.delete(userRoles).where(eq(userRoles.userId, id));
    await writeRoles(tx, id, body.roleIds);
    // Deactivation takes effect now, not at the next request of each session.
    const ended = ending ? await revokeUserSessions(tx, id, deps.now()) : 0;
    await auditCaller(c, { action: 'account.update', entity: 'account', entityId: id, detail: { changes: changesOf(before, body), sessionsEnded: ended } }, tx);
  });
  return ok(c, await findAccount(deps.db, auth.companyId, id));
}

function changesOf(before: NonNullable<Awaited<ReturnType<typeof findAccount>>>, after: AccountFormInput): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const pairs: [string, unknown, unknown][] = [
    ['firstname', before.firstname, after.firstname],
    ['lastname', before.lastname, after.lastname],
    ['email', before.email, after.email],
    ['active', before.active, after.active],
    ['totpRequired', before.totpRequired, after.totpRequired],
    ['expiresAt', before.expiresAt, after.expiresAt],
    ['roleIds', before.roles.map((r) => r.id).sort().join(','), [...after.roleIds].sort().join(',')],
  ];
  for (const [field, from, to] of pairs) if (from !== to) changes[field] = { from, to };
  return changes;
}

/** Clears the second factor; the next login asks to enrol again (lost phone). Sessions end. */
export async function resetSecondFactor(c: AppContext, _body: undefined, _query: undefined, { id }: Id) {
  const deps = c.get('deps');
  const auth = authOf(c);
  if (!(await findAccount(deps.db, auth.companyId, id))) throw new AppError(404, 'No such account.');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnrolledAt: null, totpPendingSecret: null, totpLastStep: null, totpRequired: true, updatedAt: deps.now() })
      .where(eq(users.id, id));
    await revokeUserSessions(tx, id, deps.now());
    await auditCaller(c, { action: 'account.second-factor-reset', entity: 'account', entityId: id }, tx);
  });
  return ok(c, await findAccount(deps.db, auth.companyId, id));
}
