import { type SQL, and, eq } from 'drizzle-orm';
import type { InvitationSent } from '../../../domain/accounts/account-tokens';
import { localeOfAcceptLanguage } from '../../../domain/locale';
import { inviteAccount } from '../../accounts/invitations';
import { requireLinkOrigin } from '../../accounts/link-origin';
import { authOf } from '../../auth/access';
import { accountUsable } from '../../auth/session-user';
import type { AppContext, Deps } from '../../context';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { auditCaller } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { sendQueuedMail } from '../../mail/sender';

/** Invites an account (staff or client) in `tx`, as the signed-in admin of `c`, with the company's configured link address. */
export async function inviteByCaller(c: AppContext, tx: Database, account: { userId: string; email: string | null; username: string }) {
  const auth = authOf(c);
  const deps = c.get('deps');
  const origin = await requireLinkOrigin(deps, tx, auth.companyId);
  const locale = localeOfAcceptLanguage(c.req.header('accept-language'));
  return inviteAccount(tx, deps, { companyId: auth.companyId, ...account, invitedBy: auth.user.id, origin, locale });
}

/**
 * What the admin is answered once the transaction has committed (a mail queued in one that rolled back must
 * never leave): the mail goes now, and the link is answered only when no mail server will deliver it.
 */
export function invitationAnswer(deps: Deps, sent: Awaited<ReturnType<typeof inviteAccount>>): InvitationSent {
  if (sent.delivery === 'smtp') void sendQueuedMail(deps);
  return { delivery: sent.delivery, link: sent.delivery === 'outbox' ? sent.link : null };
}

/** Sends the invitation again (new link, the old one stops working) to the caller's company's account matching `which`. */
export async function reinvite(c: AppContext, which: SQL | undefined): Promise<InvitationSent> {
  const deps = c.get('deps');
  const [user] = await deps.db
    .select({ id: users.id, username: users.username, email: users.email, invitedAt: users.invitedAt, active: users.active, expiresAt: users.expiresAt })
    .from(users)
    .where(and(which, eq(users.companyId, authOf(c).companyId)))
    .limit(1);
  if (!user) throw new AppError(404, 'No such account.');
  if (user.invitedAt === null) throw new AppError(409, 'This account has already set its password: it can use "Forgot your password?".');
  if (!accountUsable(user, deps.now())) throw new AppError(409, 'This account is inactive or past its end date: activate it first.');
  const sent = await deps.db.transaction(async (tx) => {
    const result = await inviteByCaller(c, tx, { userId: user.id, email: user.email, username: user.username });
    await auditCaller(c, { action: 'account.invitation_sent', entity: 'user', entityId: user.id, detail: { delivery: result.delivery, to: user.email } }, tx);
    return result;
  });
  return invitationAnswer(deps, sent);
}
