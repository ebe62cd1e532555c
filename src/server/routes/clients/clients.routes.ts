import * as v from 'valibot';
import { ClientFormSchema, ClientListQuerySchema, ClientListSchema, ClientSchema } from '../../../domain/clients/clients';
import { IdParamSchema } from '../../../domain/lists/list-query';
import { defineRoute, named } from '../registry';
import { createClient, deleteClient, exportClientsHandler, getClient, listClientsHandler, updateClient } from './clients.handlers';

const tag = 'Clients';
const client = named(ClientSchema, 'Client');
const access = 'CLIENT_MANAGEMENT';

export const clientRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/clients',
    access,
    tag,
    summary: 'Clients, one page: search q (code, name, contact, e-mail, phone), filter active, sort and dir, page and pageSize.',
    query: ClientListQuerySchema,
    payload: named(ClientListSchema, 'ClientList'),
    handler: listClientsHandler,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/clients/export',
    access,
    tag,
    summary: 'Every client matching the same filter as the list, as CSV (text/csv, not the envelope).',
    query: ClientListQuerySchema,
    payload: v.string(),
    handler: exportClientsHandler,
  }),
  defineRoute({ method: 'get', path: '/v1/clients/:id', access, tag, summary: 'One client.', params: IdParamSchema, payload: client, handler: getClient }),
  defineRoute({
    method: 'post',
    path: '/v1/clients',
    access,
    tag,
    summary: 'Creates a client. The code is stored upper-case and is unique whatever its case.',
    body: ClientFormSchema,
    payload: client,
    errors: { 409: 'The code is in use (payload.fields)' },
    handler: createClient,
  }),
  defineRoute({
    method: 'put',
    path: '/v1/clients/:id',
    access,
    tag,
    summary: 'Changes a client (also how it is activated or deactivated).',
    params: IdParamSchema,
    body: ClientFormSchema,
    payload: client,
    errors: { 409: 'The code is in use (payload.fields)' },
    handler: updateClient,
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/clients/:id',
    access,
    tag,
    summary: 'Deletes a client nothing uses, with its API keys.',
    params: IdParamSchema,
    payload: v.null(),
    errors: { 409: 'SKUs or client accounts use the client (payload.usedBy: kind → count)' },
    handler: deleteClient,
  }),
];
