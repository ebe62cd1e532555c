import type { MailDelivery } from '../../domain/accounts/account-tokens';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/admin';
import type { Env } from '../env';

export interface QueuedMail {
  companyId: string;
  /** What the mail is about ('invitation', 'password_reset'…), for the outbox list. */
  kind: string;
  to: string;
  subject: string;
  /** Plain text, with the link in it. */
  text: string;
  /** The link the text carries, kept apart so an admin can hand it over when no mail server is set. */
  link: string | null;
  userId: string | null;
  /** The caller's clock (defaults to the database's). */
  createdAt?: Date;
}

/**
 * Puts a mail in the outbox inside the caller's transaction, so the mail exists exactly when what it
 * announces does. Nothing is sent here: after the commit, `sendQueuedMail(deps)` (./sender) sends it
 * when SMTP_URL is set; without it the row stays for admins to read (GET /v1/admin/mail).
 */
export async function queueMail(db: Database, mail: QueuedMail): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned nothing');
  return row.id;
}

/** Several mails in one statement (one a recipient of the same news), in the caller's transaction like queueMail. */
export async function queueMails(db: Database, mails: readonly QueuedMail[]): Promise<void> {
  if (mails.length > 0) await db.insert(mailOutbox).values([...mails]);
}

/** How a mail queued now will reach its reader. */
export function mailDelivery(env: Pick<Env, 'SMTP_URL'>): MailDelivery {
  return env.SMTP_URL ? 'smtp' : 'outbox';
}

/** MAIL_FROM, else no-reply at APP_URL's host. */
export function mailFrom(env: Pick<Env, 'MAIL_FROM' | 'APP_URL'>): string {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  const host = env.APP_URL ? new URL(env.APP_URL).hostname : 'localhost';
  return `Warehouse <no-reply@${host}>`;
}
