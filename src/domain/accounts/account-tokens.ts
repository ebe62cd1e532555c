import * as v from 'valibot';
import { PasswordSchema } from './password';

/**
 * Single-use links mailed to a user: an invitation (set the first password) or a password reset.
 * The link is `/reset-password?token=…` for both; the token says which kind it is.
 */

export const ACCOUNT_TOKEN_KINDS = ['invitation', 'password_reset'] as const;
export type AccountTokenKind = (typeof ACCOUNT_TOKEN_KINDS)[number];

/** Why a token cannot be used: unknown, used or replaced (404), or past its lifetime (410). */
export type AccountTokenRefusal = 'invalid' | 'invitation-expired' | 'reset-expired';

const TokenSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200));

/** POST /v1/auth/request-reset-password: a username or an e-mail address, any case. */
export const RequestResetSchema = v.object({
  login: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(254)),
});
export type RequestResetInput = v.InferOutput<typeof RequestResetSchema>;

/** POST /v1/auth/account-token. */
export const AccountTokenSchema = v.object({ token: TokenSchema });
export type AccountTokenInput = v.InferOutput<typeof AccountTokenSchema>;

/** What a usable token is for: the form greets the user and checks the username rule. */
export const AccountTokenInfoSchema = v.object({
  kind: v.picklist(ACCOUNT_TOKEN_KINDS),
  username: v.string(),
});
export type AccountTokenInfo = v.InferOutput<typeof AccountTokenInfoSchema>;

/** POST /v1/auth/reset-password. The username rule is checked once the token names the account. */
export const ResetPasswordSchema = v.object({
  token: TokenSchema,
  password: PasswordSchema,
});
export type ResetPasswordInput = v.InferOutput<typeof ResetPasswordSchema>;

/** 'smtp': the mail goes out through the mail server; 'outbox': no mail server, an admin hands the link over. */
export const MAIL_DELIVERIES = ['smtp', 'outbox'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

/** POST /v1/admin/accounts/:id/invitation: the link only when nobody will mail it. */
export const InvitationSentSchema = v.object({
  link: v.nullable(v.string()),
  delivery: v.picklist(MAIL_DELIVERIES),
});
export type InvitationSent = v.InferOutput<typeof InvitationSentSchema>;
