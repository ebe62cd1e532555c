import * as v from 'valibot';
import {
  ClientAccountCreatedSchema, ClientAccountFormSchema, ClientAccountListSchema, ClientAccountParamsSchema, ClientAccountSchema, PortalRoleSchema,
} from '../../../domain/clients/client-accounts';
import { IdParamSchema } from '../../../domain/lists/list-query';
import { defineRoute, named } from '../registry';
import { InvitationSentSchema } from '../../../domain/accounts/account-tokens';
import { createClientAccount, getClientAccount, listAccountsOfClient, listPortalRoles, resendClientInvitation, updateClientAccount } from './client-accounts.handlers';

const tag = 'Client accounts';
const account = named(ClientAccountSchema, 'Account');
// Client accounts are managed on the client's pages (/client/detail/…/client-account/…): CLIENT_MANAGEMENT.
const access = 'CLIENT_MANAGEMENT';

export const clientAccountRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/client-accounts/roles',
    access,
    tag,
    summary: 'The roles a client account may hold: not super admin, and every permission client-safe.',
    payload: v.array(named(PortalRoleSchema, 'PortalRole')),
    handler: listPortalRoles,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/clients/:id/accounts',
    access,
    tag,
    summary: 'The client’s accounts (portal logins limited to its data).',
    params: IdParamSchema,
    payload: ClientAccountListSchema,
    handler: listAccountsOfClient,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/clients/:id/accounts/:accountId',
    access,
    tag,
    summary: 'One account of the client; another client’s or a staff account is 404.',
    params: ClientAccountParamsSchema,
    payload: account,
    handler: getClientAccount,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/clients/:id/accounts',
    access,
    tag,
    summary: 'Creates an account of the client and invites it, as a staff account is (the link is answered when no mail server is set).',
    params: IdParamSchema,
    body: ClientAccountFormSchema,
    payload: named(ClientAccountCreatedSchema, 'AccountCreated'),
    errors: { 409: 'The username is already in use (payload.fields)' },
    handler: createClientAccount,
  }),
  defineRoute({
    method: 'put',
    path: '/v1/clients/:id/accounts/:accountId',
    access,
    tag,
    summary: 'Changes an account of the client (the username stays). Deactivating it ends its sessions at once.',
    params: ClientAccountParamsSchema,
    body: ClientAccountFormSchema,
    payload: account,
    handler: updateClientAccount,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/clients/:id/accounts/:accountId/invitation',
    access,
    tag,
    summary: 'Sends the invitation again (new link, the old one stops working) to an account of the client without a password yet.',
    params: ClientAccountParamsSchema,
    payload: named(InvitationSentSchema, 'InvitationSent'),
    errors: { 409: 'The account already set its password, or is inactive' },
    handler: resendClientInvitation,
  }),
];
