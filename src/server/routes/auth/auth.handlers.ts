import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { ApiCode } from '../../../domain/api';
import type { LoginInput, TwoFactorInput } from '../../../domain/auth/schemas';
import { hasPermission } from '../../../domain/permissions';
import { SYSTEM_CONFIG } from '../../../domain/settings/system-config';
import { authOf } from '../../auth/access';
import { verifyAgainstDummy, verifyPassword } from '../../auth/password';
import { accountUsable, loadGrants, toSessionUser } from '../../auth/session-user';
import { createSession, revokeSession, revokeUserSessions } from '../../auth/sessions';
import { type Lockout, beginAttempt, secondFactorKeys, settleAttempt, throttleKeys } from '../../auth/throttle';
import { checkPin, newTotpSecret, otpauthUrl, qrCodeDataUrl } from '../../auth/totp';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/auth';
import { company } from '../../db/schema/company';
import { clients } from '../../db/schema/master';
import { audit } from '../../lib/audit';
import { cachedSystemConfig } from '../../settings/system-config';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';

type UserRow = typeof users.$inferSelect;
type CompanyRef = { id: string; name: string };

const enrolled = (user: UserRow) => user.totpSecret !== null && user.totpEnrolledAt !== null;

function eventOf(c: AppContext, user: { id: string; username: string } | null, companyId: string | null) {
  const client = c.get('client');
  return { entity: 'user', entityId: user?.id ?? null, userId: user?.id ?? null, username: user?.username ?? null, companyId, device: client.device, address: client.address };
}

/** Writes one audit row per lockout an attempt started, in the company of the account the username names. */
function auditLockouts(c: AppContext, username: string) {
  return async (locks: Lockout[]) => {
    const deps = c.get('deps');
    const [user] = await deps.db
      .select({ id: users.id, username: users.username, companyId: users.companyId })
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
      .limit(1);
    for (const lock of locks) {
      const detail = { scope: lock.scope, until: lock.until.toISOString(), lockouts: lock.lockouts };
      await audit(deps, { ...eventOf(c, user ?? null, user?.companyId ?? null), username, action: 'auth.login_locked', detail });
    }
  };
}

/** Issues the real session token and answers with the spec's `{user, token, permissions}`. */
async function completeSignIn(c: AppContext, user: UserRow, org: CompanyRef, device: string | null, action: string) {
  const deps = c.get('deps');
  const client = c.get('client');
  const token = await createSession(deps, { userId: user.id, companyId: org.id, kind: 'session', device, address: client.address, timeZone: client.timeZone });
  await deps.db.update(users).set({ lastLoginAt: deps.now(), lastLoginDevice: device }).where(eq(users.id, user.id));
  const { roles, permissions } = await loadGrants(deps.db, user);
  const [portalOf] = user.clientId ? await deps.db.select({ id: clients.id, name: clients.name }).from(clients).where(eq(clients.id, user.clientId)) : [];
  await audit(deps, { ...eventOf(c, user, org.id), device, action });
  return ok(c, { user: toSessionUser(user, org.name, roles, portalOf ?? null), token, permissions });
}

/** 1001 with a QR code while the user has not enrolled yet, 1002 once enrolled; both with a pending token. */
async function challenge(c: AppContext, user: UserRow, org: CompanyRef) {
  const deps = c.get('deps');
  const client = c.get('client');
  const token = await createSession(deps, { userId: user.id, companyId: org.id, kind: 'pending_2fa', device: client.device, address: client.address, timeZone: client.timeZone });
  if (enrolled(user)) {
    return ok(c, { token, qrcode: null }, ApiCode.twoFactorRequired, 'Enter the code from your authenticator app.');
  }
  // The pending secret survives repeated logins, so a code app set up from an earlier QR code keeps working.
  let secret = user.totpPendingSecret;
  if (!secret) {
    secret = newTotpSecret();
    await deps.db.update(users).set({ totpPendingSecret: secret, updatedAt: deps.now() }).where(eq(users.id, user.id));
  }
  const url = otpauthUrl(secret, org.name, user.username);
  const qrcode = await qrCodeDataUrl(url);
  return ok(c, { token, qrcode, otpauthUrl: url }, ApiCode.twoFactorEnrol, 'Scan the QR code with an authenticator app, then enter its code.');
}

/** Whether the company's security.secondFactor setting makes this user enrol in (or use) a second factor. */
async function policyRequiresSecondFactor(c: AppContext, user: UserRow): Promise<boolean> {
  const deps = c.get('deps');
  const policy = (await cachedSystemConfig(deps, user.companyId))['security.secondFactor'] ?? SYSTEM_CONFIG['security.secondFactor'].default;
  if (policy === 'required-for-all') return true;
  if (policy !== 'required-for-admins') return false;
  const { grants } = await loadGrants(deps.db, user);
  return hasPermission(grants, 'SETTING_MENU');
}

export async function login(c: AppContext, body: LoginInput) {
  const deps = c.get('deps');
  const keys = throttleKeys(deps.env, body.username, c.get('client').address);
  await beginAttempt(deps, keys, auditLockouts(c, body.username));
  const [row] = await deps.db
    .select({ user: users, company: { id: company.id, name: company.name }, clientActive: clients.active })
    .from(users)
    .innerJoin(company, eq(company.id, users.companyId))
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(sql`lower(${users.username})`, body.username.toLowerCase()))
    .limit(1);
  const hash = row?.user.passwordHash;
  const passwordOk = hash ? await verifyPassword(body.password, hash) : await verifyAgainstDummy(body.password);
  if (!row || !passwordOk) {
    const reason = row ? 'wrong password' : 'unknown username';
    await audit(deps, { ...eventOf(c, row?.user ?? null, row?.company.id ?? null), username: body.username, action: 'auth.login_failed', detail: { reason } });
    throw new AppError(401, 'Wrong username or password.');
  }
  if (!accountUsable(row.user, deps.now(), row.clientActive)) {
    await audit(deps, { ...eventOf(c, row.user, row.company.id), action: 'auth.login_failed', detail: { reason: 'inactive or expired account' } });
    throw new AppError(401, 'This account is no longer active.');
  }
  if (row.user.totpRequired || enrolled(row.user) || (await policyRequiresSecondFactor(c, row.user))) {
    // The username's count is cleared only once the second factor passes too; otherwise re-entering a stolen
    // password would reset it between rounds of pin guessing.
    await settleAttempt(deps, keys.filter((k) => k.scope === 'address'));
    return challenge(c, row.user, row.company);
  }
  await settleAttempt(deps, keys);
  return completeSignIn(c, row.user, row.company, c.get('client').device, 'auth.login');
}

export async function secondFactor(c: AppContext, body: TwoFactorInput) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const keys = secondFactorKeys(deps.env, auth.user.username, c.get('client').address);
  await beginAttempt(deps, keys, auditLockouts(c, auth.user.username));
  const [user] = await deps.db.select().from(users).where(eq(users.id, auth.user.id)).limit(1);
  if (!user) throw new AppError(401, 'Your session has ended. Sign in again.');
  const enrolling = !enrolled(user);
  const secret = enrolling ? user.totpPendingSecret : user.totpSecret;
  const now = deps.now();
  const check = secret ? checkPin(secret, body.pinToken, user.totpLastStep, now.getTime()) : ({ ok: false, reason: 'wrong' } as const);
  const refuse = async (reason: 'wrong' | 'replayed') => {
    await audit(deps, { ...eventOf(c, user, auth.companyId), action: 'auth.2fa_failed', detail: { reason } });
    return new AppError(401, reason === 'replayed' ? 'This code was already used. Wait for the next one.' : 'Wrong code.');
  };
  if (!check.ok) throw await refuse(check.reason);
  // Claiming the step in the same statement that checks it keeps two parallel requests from both using one code.
  const claimed = await deps.db
    .update(users)
    .set({
      totpLastStep: check.step,
      updatedAt: now,
      ...(enrolling ? { totpSecret: secret, totpPendingSecret: null, totpEnrolledAt: now } : {}),
    })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, check.step))))
    .returning({ id: users.id });
  if (claimed.length === 0) throw await refuse('replayed');
  await settleAttempt(deps, keys);
  await revokeSession(deps.db, auth.session.id, now);
  const org = { id: auth.companyId, name: auth.user.companyName };
  return completeSignIn(c, user, org, auth.session.device ?? c.get('client').device, enrolling ? 'auth.2fa_enrolled' : 'auth.2fa');
}

export async function me(c: AppContext) {
  const auth = authOf(c);
  const { device, createdAt, expiresAt } = auth.session;
  return ok(c, {
    user: auth.user,
    permissions: auth.permissions,
    session: { device, timeZone: auth.timeZone, createdAt: createdAt.toISOString(), expiresAt: expiresAt.toISOString() },
  });
}

export async function clearSessions(c: AppContext) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const revoked = await revokeUserSessions(deps.db, auth.user.id, deps.now());
  await audit(deps, { ...eventOf(c, auth.user, auth.companyId), action: 'auth.clear_sessions', detail: { revoked } });
  return ok(c, null, ApiCode.ok, 'Signed out everywhere.');
}
