import * as v from 'valibot';
import {
  AccountTokenInfoSchema, AccountTokenSchema, InvitationSentSchema, RequestResetSchema, ResetPasswordSchema,
} from '../../../domain/accounts/account-tokens';
import { MailOutboxListSchema, MailOutboxQuerySchema } from '../../../domain/accounts/mail-outbox';
import { defineRoute, named } from '../registry';
import { inspectToken, listMail, requestResetPassword, resendInvitation, resetPassword } from './account-tokens.handlers';

const info = named(AccountTokenInfoSchema, 'AccountTokenInfo');
const refused = {
  404: 'Unknown, used or replaced token, or an inactive account: payload { reason: "invalid" }',
  410: 'Expired token: payload { reason: "invitation-expired" } or { reason: "reset-expired" }',
} as const;

export const accountTokenRoutes = [
  defineRoute({
    method: 'post',
    path: '/v1/auth/request-reset-password',
    access: 'public',
    tag: 'Auth',
    summary:
      'Mails a password-reset link to the account named by username or e-mail (any case), if it exists, is active and has an e-mail. ' +
      'Always the same answer, in about the same time, whether or not it exists. At most 3 mails to one e-mail address an hour and 20 requests from one client address in 15 minutes; beyond, nothing is sent.',
    body: RequestResetSchema,
    payload: v.null(),
    handler: requestResetPassword,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/auth/account-token',
    access: 'public',
    tag: 'Auth',
    summary: 'What an invitation or password-reset token is for, without using it.',
    body: AccountTokenSchema,
    payload: info,
    errors: refused,
    handler: inspectToken,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/auth/reset-password',
    access: 'public',
    tag: 'Auth',
    summary:
      'Sets the password with an invitation or reset token (used once), ends every session of the account and accepts a pending invitation. ' +
      'Password rules: 10 to 128 characters, a letter, a digit, not the username (400 names each failing rule).',
    body: ResetPasswordSchema,
    payload: info,
    errors: refused,
    handler: resetPassword,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/admin/accounts/:id/invitation',
    access: 'SETTING_MENU',
    tag: 'Accounts',
    summary:
      'Sends the invitation of an account that has not set its password yet again, with a new link (the earlier one stops working). ' +
      'The link is in the answer only when no mail server is configured (delivery "outbox"), for the admin to hand over.',
    payload: named(InvitationSentSchema, 'InvitationSent'),
    errors: { 404: 'No such account in the company', 409: 'The account already set its password, or is inactive' },
    handler: resendInvitation,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/admin/mail',
    access: 'SETTING_MENU',
    tag: 'Accounts',
    summary: 'The mail outbox, newest first: every mail the product sent or, without a mail server, holds for an admin to hand over.',
    query: MailOutboxQuerySchema,
    payload: named(MailOutboxListSchema, 'MailOutboxList'),
    handler: listMail,
  }),
];
