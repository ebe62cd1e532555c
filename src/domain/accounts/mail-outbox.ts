import * as v from 'valibot';
import { MAIL_DELIVERIES } from './account-tokens';

export const MAIL_OUTBOX_LIMIT_DEFAULT = 20;
export const MAIL_OUTBOX_LIMIT_MAX = 100;

const whole = (max: number) => v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Must be a whole number'), v.transform(Number), v.minValue(0), v.maxValue(max));

/** Query of GET /v1/admin/mail (strings, as in a URL). */
export const MailOutboxQuerySchema = v.object({
  limit: v.optional(v.pipe(whole(MAIL_OUTBOX_LIMIT_MAX), v.minValue(1)), String(MAIL_OUTBOX_LIMIT_DEFAULT)),
  offset: v.optional(whole(1_000_000_000), '0'),
});
export type MailOutboxQuery = v.InferOutput<typeof MailOutboxQuerySchema>;

export const MailOutboxItemSchema = v.object({
  id: v.string(),
  kind: v.string(),
  to: v.string(),
  subject: v.string(),
  /** The link the mail carries while it is unsent; null once the mail server took it (it is the user's). */
  link: v.nullable(v.string()),
  createdAt: v.string(),
  sentAt: v.nullable(v.string()),
  /** Why the last attempt to send failed. */
  lastError: v.nullable(v.string()),
});
export type MailOutboxItem = v.InferOutput<typeof MailOutboxItemSchema>;

export const MailOutboxListSchema = v.object({
  items: v.array(MailOutboxItemSchema),
  total: v.number(),
  /** How mail leaves this server now: through SMTP, or not at all (links are handed over by an admin). */
  delivery: v.picklist(MAIL_DELIVERIES),
});
export type MailOutboxList = v.InferOutput<typeof MailOutboxListSchema>;
