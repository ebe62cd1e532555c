import * as v from 'valibot';
import { ImportBodySchema, ImportResultSchema } from '../../../domain/import/columns';
import {
  AllocateOrdersResultSchema, AllocateOrdersSchema, CancelOrderSchema, OrderDetailSchema, OrderFormSchema, OrderListQuerySchema, OrderListSchema, OrderOptionsSchema, OrderParamsSchema, OrderSkuOptionsQuerySchema, OrderSkuOptionsSchema,
} from '../../../domain/orders/orders';
import { OrderReversalSchema } from '../../../domain/shipping/reversal';
import { reverseHandler } from './order-reversal';
import { defineRoute, named } from '../registry';
import {
  allocateHandler, allocateManyHandler, cancelHandler, createHandler, importHandler, deallocateHandler, exportHandler, getHandler, listHandler, openHandler, optionsHandler, skuOptionsHandler, updateHandler,
} from './orders.handlers';

const tag = 'Shipping orders';
const base = '/v1/shipping/orders';
const detail = named(OrderDetailSchema, 'OrderDetail');
const wrongState = 'The order is in a state that does not allow this (payload: document, id, state, attempted, allowed transitions)';

const step = (path: string, summary: string, handler: typeof openHandler) =>
  defineRoute({ method: 'post', path: `${base}/:number/${path}`, access: 'SHIPMENT_ORDER_EDIT', tag, summary, params: OrderParamsSchema, payload: detail, errors: { 409: wrongState }, handler });

export const orderRoutes = [
  defineRoute({
    method: 'get',
    path: base,
    access: 'SHIPMENT_ORDER_LIST',
    tag,
    summary: "Orders, one page, newest first: q searches the number and the client's reference; filters status, client, carrier, priority, shipBy, late, short.",
    query: OrderListQuerySchema,
    payload: named(OrderListSchema, 'OrderList'),
    handler: listHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/export`,
    access: 'SHIPMENT_ORDER_LIST',
    tag,
    summary: 'Every order matching the same filter as the list, as CSV.',
    query: OrderListQuerySchema,
    payload: v.string(),
    handler: exportHandler,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/shipping/order-options',
    access: 'staff',
    tag,
    summary: 'What the order screens pick from: active clients and carriers.',
    payload: named(OrderOptionsSchema, 'OrderOptions'),
    handler: optionsHandler,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/shipping/order-options/skus',
    access: 'staff',
    tag,
    summary: 'The active SKUs of one client, for order lines.',
    query: OrderSkuOptionsQuerySchema,
    payload: OrderSkuOptionsSchema,
    handler: skuOptionsHandler,
  }),
  defineRoute({
    method: 'post',
    path: base,
    access: 'SHIPMENT_ORDER_CREATE',
    tag,
    summary: "Creates a draft order numbered from the order sequence; the client's reference is unique per client.",
    body: OrderFormSchema,
    payload: detail,
    errors: { 409: 'Another order of the client has this reference (payload.fields, payload.order)' },
    handler: createHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/import`,
    access: 'SHIPMENT_ORDER_CREATE',
    tag,
    summary: 'Orders from CSV, one row per line (rows of one client and reference are one order, opened at once): mode dry-run checks only, all-or-nothing, or valid-only.',
    body: ImportBodySchema,
    payload: named(ImportResultSchema, 'ImportResult'),
    errors: { 409: 'An order with one of these references was added while the import ran' },
    handler: importHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/:number`,
    access: 'staff',
    tag,
    summary: 'One order: header, lines with ordered / allocated / picked / packed / shipped, the units it holds, its history.',
    params: OrderParamsSchema,
    payload: detail,
    handler: getHandler,
  }),
  defineRoute({
    method: 'put',
    path: `${base}/:number`,
    access: 'SHIPMENT_ORDER_EDIT',
    tag,
    summary: 'Changes header and lines while draft or open; the units an open order holds go back to stock.',
    params: OrderParamsSchema,
    body: OrderFormSchema,
    payload: detail,
    errors: { 409: `${wrongState}, or another order of the client has this reference` },
    handler: updateHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/allocate`,
    access: 'SHIPMENT_ORDER_EDIT',
    tag,
    summary: 'Allocates many open orders in the order given (without numbers: every open order, due first, up to 2,000); answers which became allocated, which stay open with short lines, which were not open.',
    body: AllocateOrdersSchema,
    payload: named(AllocateOrdersResultSchema, 'AllocateOrdersResult'),
    handler: allocateManyHandler,
  }),
  step('open', 'draft → open: the order may take stock.', openHandler),
  step('allocate', 'Reserves units for the open order (FEFO, else FIFO); allocated when every line holds all its units, else it stays open with its short lines.', allocateHandler),
  step('deallocate', 'allocated → open: the units go back to stock.', deallocateHandler),
  defineRoute({
    method: 'post',
    path: `${base}/:number/cancel`,
    access: 'SHIPMENT_ORDER_CANCEL',
    tag,
    summary: 'draft, open, allocated or picking → cancelled, with a reason; held units go back to stock in the same transaction.',
    params: OrderParamsSchema,
    body: CancelOrderSchema,
    payload: detail,
    errors: { 409: wrongState },
    handler: cancelHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/:number/reverse`,
    access: 'SHIPMENT_ORDER_REVERSE',
    tag,
    summary:
      'Shipped units come back (all or some, part of a counted unit too) into a bin, available or to a job-center queue, with ship-reversal movements and a reason; ' +
      'the order stays shipped and lists them under reversals. 409 payload.reason: not-shipped, not-shipped-unit, too-many, bin-unusable.',
    params: OrderParamsSchema,
    body: OrderReversalSchema,
    payload: detail,
    errors: { 409: 'The order is not shipped, a unit is not one it shipped or fewer were shipped, or the bin is blocked or inactive (payload.reason)' },
    handler: reverseHandler,
  }),
];
