import { ClientPingSchema } from '../../../domain/clients/api-keys';
import { ClientOrderListQuerySchema, ClientOrderSchema, OrderDetailSchema, OrderListSchema, OrderParamsSchema } from '../../../domain/orders/orders';
import { apiKeyOf } from '../../auth/access';
import { ok } from '../../lib/respond';
import { defineRoute, named } from '../registry';
import { getClientOrder, listClientOrders, postClientOrder } from './client-orders';

const tag = 'Client API';
const order = named(OrderDetailSchema, 'OrderDetail');

/** The API for clients' own systems, authenticated by API key (`Authorization: ApiKey <key>` or `X-Api-Key`). */
export const clientApiRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/client-api/ping',
    access: 'api-key',
    tag,
    summary: 'Answers the code of the client whose key was sent: proves a key works (401 for an unknown or revoked key).',
    payload: ClientPingSchema,
    handler: async (c) => ok(c, { client: apiKeyOf(c).clientCode }),
  }),
  defineRoute({
    method: 'post',
    path: '/v1/client-api/orders',
    access: 'api-key',
    tag,
    summary: "Posts an order of the key's client, open at once (SKUs of that client only). The same reference again answers the first order, not a second one.",
    body: ClientOrderSchema,
    payload: order,
    handler: postClientOrder,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/client-api/orders',
    access: 'api-key',
    tag,
    summary: "The key's client's orders, one page, newest first: filters status and reference.",
    query: ClientOrderListQuerySchema,
    payload: named(OrderListSchema, 'OrderList'),
    handler: listClientOrders,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/client-api/orders/:number',
    access: 'api-key',
    tag,
    summary: "One order of the key's client with its lines and units (404 for another client's).",
    params: OrderParamsSchema,
    payload: order,
    handler: getClientOrder,
  }),
];
