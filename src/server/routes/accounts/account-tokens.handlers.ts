import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { RequestResetInput, AccountTokenInput, ResetPasswordInput } from '../../../domain/accounts/account-tokens';
import type { MailOutboxItem, MailOutboxQuery } from '../../../domain/accounts/mail-outbox';
import { usernameIssue } from '../../../domain/accounts/password';
import { passwordResetMail } from '../../accounts/account-mail';
import { localeOfAcceptLanguage } from '../../../domain/locale';
import { consumeAccountToken, dropOtherTokens, type Inspection, inspectAccountToken, issueAccountToken } from '../../accounts/account-tokens';
import { accountLink, configuredLinkOrigin } from '../../accounts/link-origin';
import { authOf } from '../../auth/access';
import { hashPassword } from '../../auth/password';
import { accountUsable } from '../../auth/session-user';
import { revokeUserSessions } from '../../auth/sessions';
import { forgetUserFailures, takeAllowance } from '../../auth/throttle';
import type { AppContext } from '../../context';
import { mailOutbox } from '../../db/schema/admin';
import { users } from '../../db/schema/auth';
import { audit } from '../../lib/audit';
import { afterAnswer } from '../../lib/after-answer';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';
import { mailDelivery, queueMail } from '../../mail/outbox';
import { sendQueuedMail } from '../../mail/sender';
import { readSystemConfig } from '../../settings/system-config';
import { reinvite } from './invite-by-caller';

/**
 * A reset request answers after this time, whatever it found: the work goes on after the answer, as a
 * found account costs a few writes, and on a busy server those took longer than any fixed wait.
 */
const RESET_ANSWER_MS = 300;
/**
 * Requests per client address (a whole warehouse may share one): beyond, nothing is sent and the
 * answer stays the same. As many as the sign-in throttle allows failures from one address.
 */
const RESET_PER_ADDRESS = { max: 20, windowMs: 15 * 60_000 };
/** Reset mails per mailbox, so the form cannot be used to flood someone's inbox. */
const RESET_PER_MAILBOX = { max: 3, windowMs: 60 * 60_000 };
/** Accounts one request may reach (several accounts can share an e-mail address). */
const RESET_MAX_ACCOUNTS = 5;

const RESET_ANSWER = 'If an account matches, a link to set a new password was sent to its e-mail address.';

function eventOf(c: AppContext, user: { id: string; username: string; companyId: string }) {
  const client = c.get('client');
  return { entity: 'user', entityId: user.id, userId: user.id, username: user.username, companyId: user.companyId, device: client.device, address: client.address };
}

/** Issues a reset token and queues its mail for each active account the login names; answers how many. */
async function queueResets(c: AppContext, login: string): Promise<number> {
  const deps = c.get('deps');
  const now = deps.now();
  const name = login.toLowerCase();
  const rows = await deps.db
    .select({ id: users.id, username: users.username, email: users.email, companyId: users.companyId, active: users.active, expiresAt: users.expiresAt })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, name)))
    .limit(RESET_MAX_ACCOUNTS * 2);
  // A username names one account; only when none has it is the login read as an e-mail address.
  const byName = rows.filter((row) => row.username.toLowerCase() === name);
  const targets = (byName.length > 0 ? byName : rows).filter((row) => row.email && accountUsable(row, now)).slice(0, RESET_MAX_ACCOUNTS);
  let queued = 0;
  for (const user of targets) {
    const email = user.email as string;
    // The answer must not say whether anything was sent, so a missing address is the admins' to see in the log.
    const origin = await configuredLinkOrigin(deps, deps.db, user.companyId);
    if (!origin) {
      deps.log.error(`Password reset for ${user.username} not sent: no address for links in mails (Settings › System, or APP_URL).`);
      continue;
    }
    if (!(await takeAllowance(deps, [{ key: `reset-mail:${email.toLowerCase()}`, ...RESET_PER_MAILBOX }]))) {
      deps.log.info(`Password reset for ${user.username} not sent: ${RESET_PER_MAILBOX.max} mails to that address within the hour already.`);
      continue;
    }
    await deps.db.transaction(async (tx) => {
      const lifetimeMinutes = (await readSystemConfig(tx, user.companyId))['accounts.resetMinutes'];
      const token = await issueAccountToken(tx, { userId: user.id, kind: 'password_reset', createdBy: null, now, lifetimeMs: lifetimeMinutes * 60_000 });
      const link = accountLink(origin, token);
      const mail = passwordResetMail({ username: user.username, link, lifetimeMinutes, locale: localeOfAcceptLanguage(c.req.header('accept-language')) });
      await queueMail(tx, { companyId: user.companyId, kind: 'password_reset', to: email, ...mail, link, userId: user.id, createdAt: now });
      await audit({ ...deps, db: tx }, { ...eventOf(c, user), action: 'auth.password_reset_requested', detail: { delivery: mailDelivery(deps.env) } });
    });
    queued += 1;
  }
  return queued;
}

export async function requestResetPassword(c: AppContext, body: RequestResetInput) {
  const deps = c.get('deps');
  const address = c.get('client').address;
  await new Promise((resolve) => setTimeout(resolve, RESET_ANSWER_MS));
  afterAnswer(deps, 'A password reset request failed', async () => {
    if (await takeAllowance(deps, [{ key: `reset-address:${address}`, ...RESET_PER_ADDRESS }])) {
      if ((await queueResets(c, body.login)) > 0) void sendQueuedMail(deps);
    } else {
      deps.log.info(`Password reset requests from ${address} over ${RESET_PER_ADDRESS.max} in ${RESET_PER_ADDRESS.windowMs / 60_000} min: ignored.`);
    }
  });
  return ok(c, null, 200, RESET_ANSWER);
}

/** 404 for a token that cannot be used at all, 410 for an expired one (the page then says whom to ask). */
function refusal(inspection: Exclude<Inspection, { state: 'usable' }>): AppError {
  if (inspection.state === 'invalid') {
    return new AppError(404, 'This link is not valid: it was already used, replaced by a newer one, or never existed.', { reason: 'invalid' });
  }
  return inspection.kind === 'invitation'
    ? new AppError(410, 'This invitation has expired. Ask your administrator for a new one.', { reason: 'invitation-expired' })
    : new AppError(410, 'This password reset link has expired. Request a new one.', { reason: 'reset-expired' });
}

export async function inspectToken(c: AppContext, body: AccountTokenInput) {
  const deps = c.get('deps');
  const inspection = await inspectAccountToken(deps.db, body.token, deps.now());
  if (inspection.state !== 'usable') throw refusal(inspection);
  return ok(c, { kind: inspection.token.kind, username: inspection.token.username });
}

export async function resetPassword(c: AppContext, body: ResetPasswordInput) {
  const deps = c.get('deps');
  // Checked before the (deliberately slow) hash, so made-up tokens cost the server nothing.
  const inspection = await inspectAccountToken(deps.db, body.token, deps.now());
  if (inspection.state !== 'usable') throw refusal(inspection);
  const { token } = inspection;
  const sameAsName = usernameIssue(body.password, token.username);
  if (sameAsName) throw new AppError(400, 'Some fields are not valid.', { fields: [sameAsName] });
  const passwordHash = await hashPassword(body.password);
  const now = deps.now();
  const revoked = await deps.db.transaction(async (tx) => {
    // The hash took a while: the token may have been used or have expired meanwhile.
    if (!(await consumeAccountToken(tx, token.id, now))) return null;
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, invitedAt: null, updatedAt: now }).where(eq(users.id, token.userId));
    await dropOtherTokens(tx, token.userId, token.id);
    const ended = await revokeUserSessions(tx, token.userId, now);
    await forgetUserFailures(tx, token.username);
    await audit(
      { ...deps, db: tx },
      { ...eventOf(c, { id: token.userId, username: token.username, companyId: token.companyId }), action: token.kind === 'invitation' ? 'auth.invitation_accepted' : 'auth.password_reset', detail: { sessionsEnded: ended } },
    );
    return ended;
  });
  if (revoked === null) {
    const again = await inspectAccountToken(deps.db, body.token, deps.now());
    throw refusal(again.state === 'expired' ? again : { state: 'invalid' });
  }
  return ok(c, { kind: token.kind, username: token.username }, 200, 'Password set. Log in with your new password.');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sends the invitation again to a staff account that has not set its password yet (client accounts: on their client). */
export async function resendInvitation(c: AppContext) {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new AppError(404, 'No such account.');
  return ok(c, await reinvite(c, and(eq(users.id, id), isNull(users.clientId))));
}

export async function listMail(c: AppContext, _body: undefined, query: MailOutboxQuery) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const mine = eq(mailOutbox.companyId, auth.companyId);
  const rows = await deps.db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      link: mailOutbox.link,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    .where(mine)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await deps.db.select({ total: count() }).from(mailOutbox).where(mine);
  const items: MailOutboxItem[] = rows.map((row) => ({
    ...row,
    // Once the mail server has it, the link is the recipient's alone.
    link: row.sentAt ? null : row.link,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
  return ok(c, { items, total: counted?.total ?? 0, delivery: mailDelivery(deps.env) });
}
