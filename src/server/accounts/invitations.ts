import { eq } from 'drizzle-orm';
import type { MailDelivery } from '../../domain/accounts/account-tokens';
import type { Deps } from '../context';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';
import { queueMail, mailDelivery } from '../mail/outbox';
import { readSystemConfig } from '../settings/system-config';
import { DEFAULT_LOCALE, type Locale } from '../../domain/locale';
import { invitationMail } from './account-mail';
import { issueAccountToken } from './account-tokens';
import { accountLink } from './link-origin';

export interface InvitationInput {
  companyId: string;
  userId: string;
  /** Where the mail goes; null: no mail, the admin hands the link over (delivery 'outbox'). */
  email: string | null;
  username: string;
  /** The admin inviting (kept on the token). */
  invitedBy: string | null;
  /** The company's configured link address (`requireLinkOrigin` in ./link-origin). */
  origin: string;
  /** The language of the mail: the admin's request's (Accept-Language); English when not given. */
  locale?: Locale;
}

/**
 * Invites an account to set its first password: marks it invited, issues an invitation token
 * (replacing an earlier unused one; lifetime `accounts.invitationHours` of the system config) and
 * queues the mail with the link, all in the caller's transaction `tx`.
 *
 * After the transaction commits, call `void sendQueuedMail(deps)` (../mail/sender) so the mail leaves at
 * once when SMTP_URL is set (the sender's minute poll would pick it up otherwise). Show `link` to the
 * admin only when `delivery` is 'outbox': then no mail server will deliver it.
 */
export async function inviteAccount(tx: Database, deps: Deps, input: InvitationInput): Promise<{ link: string; delivery: MailDelivery }> {
  const now = deps.now();
  const config = await readSystemConfig(tx, input.companyId);
  const lifetimeMinutes = config['accounts.invitationHours'] * 60;
  await tx.update(users).set({ invitedAt: now, updatedAt: now }).where(eq(users.id, input.userId));
  const token = await issueAccountToken(tx, { userId: input.userId, kind: 'invitation', createdBy: input.invitedBy, now, lifetimeMs: lifetimeMinutes * 60_000 });
  const link = accountLink(input.origin, token);
  if (!input.email) return { link, delivery: 'outbox' };
  const mail = invitationMail({ username: input.username, link, lifetimeMinutes, locale: input.locale ?? DEFAULT_LOCALE });
  await queueMail(tx, { companyId: input.companyId, kind: 'invitation', to: input.email, ...mail, link, userId: input.userId, createdAt: now });
  return { link, delivery: mailDelivery(deps.env) };
}
