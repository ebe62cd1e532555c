import * as v from 'valibot';
import { ClientStockSchema, PortalClientQuerySchema, PortalOrderListQuerySchema, PortalOrderListSchema } from '../../../domain/clients/client-stock';
import { defineRoute, named } from '../registry';
import { clientApiStockHandler, portalOrdersHandler, portalStockExportHandler, portalStockHandler } from './client-portal.handlers';

const tag = 'Client portal';
const stock = named(ClientStockSchema, 'ClientStock');
const whose = 'A client account sees its own client\'s (clientId is ignored); staff name the client (400 without it).';

/** The portal's read-only views of a client's own goods, and the same stock for the client's systems. */
export const clientPortalRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/portal/stock',
    access: 'CLIENT_ISSUE_REPORT',
    tag,
    summary: `A client's inventory units on hand by SKU and lot: on hand, available, reserved for its orders, in process (received, QC, repair, clean). ${whose}`,
    query: PortalClientQuerySchema,
    payload: stock,
    errors: { 404: 'No such client' },
    handler: portalStockHandler,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/portal/stock/export',
    access: 'CLIENT_ISSUE_REPORT',
    tag,
    summary: `The same stock as CSV. ${whose}`,
    query: PortalClientQuerySchema,
    payload: v.string(),
    errors: { 404: 'No such client' },
    handler: portalStockExportHandler,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/portal/orders',
    access: 'CLIENT_ISSUE_REPORT',
    tag,
    summary: `A client's orders, one page, newest first, with their state and their cartons' tracking numbers: q searches number and reference; filter status. ${whose}`,
    query: PortalOrderListQuerySchema,
    payload: named(PortalOrderListSchema, 'PortalOrderList'),
    handler: portalOrdersHandler,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/client-api/stock',
    access: 'api-key',
    tag: 'Client API',
    summary: "The key's client's inventory units on hand by SKU and lot, as in the portal: on hand, available, reserved for its orders, in process.",
    payload: stock,
    handler: clientApiStockHandler,
  }),
];
