import * as v from 'valibot';
import { AccountCreatedSchema, AccountFormSchema, AccountListQuerySchema, AccountListSchema, AccountSchema } from '../../../domain/accounts/accounts';
import { IdParamSchema } from '../../../domain/lists/list-query';
import { defineRoute, named } from '../registry';
import { createAccount, exportAccountsHandler, getAccount, listAccountsHandler, resetSecondFactor, updateAccount } from './accounts.handlers';

const tag = 'Accounts';
const account = named(AccountSchema, 'Account');
const access = 'SETTING_MENU';

export const accountRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/admin/accounts',
    access,
    tag,
    summary: 'Accounts, one page: search q (username, names, e-mail), filters role / active / temporary, sort and dir, page and pageSize.',
    query: AccountListQuerySchema,
    payload: named(AccountListSchema, 'AccountList'),
    handler: listAccountsHandler,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/admin/accounts/export',
    access,
    tag,
    summary: 'Every account matching the same filter as the list, as CSV (text/csv, not the envelope).',
    query: AccountListQuerySchema,
    payload: v.string(),
    handler: exportAccountsHandler,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/admin/accounts/:id',
    access,
    tag,
    summary: 'One account.',
    params: IdParamSchema,
    payload: account,
    handler: getAccount,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/admin/accounts',
    access,
    tag,
    summary:
      'Creates an account (temporary when expiresAt is set) and invites it: a single-use link to set a password, mailed when SMTP_URL is set, ' +
      'otherwise answered here for the admin to hand over.',
    body: AccountFormSchema,
    payload: named(AccountCreatedSchema, 'AccountCreated'),
    errors: { 409: 'The username is already in use (payload.fields)' },
    handler: createAccount,
  }),
  defineRoute({
    method: 'put',
    path: '/v1/admin/accounts/:id',
    access,
    tag,
    summary: 'Changes an account (the username stays). Deactivating it or moving its end into the past ends its sessions at once.',
    params: IdParamSchema,
    body: AccountFormSchema,
    payload: account,
    errors: { 409: 'Your own account cannot be deactivated or ended' },
    handler: updateAccount,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/admin/accounts/:id/second-factor/reset',
    access,
    tag,
    summary: 'Clears the second factor (lost phone): the next login asks to enrol again. The account’s sessions end.',
    params: IdParamSchema,
    payload: account,
    handler: resetSecondFactor,
  }),
];
