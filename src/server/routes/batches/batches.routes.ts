import * as v from 'valibot';
import { BatchDetailSchema, BatchFiltersSchema, BatchListQuerySchema, BatchListSchema, BatchParamsSchema, BatchPickersSchema, BatchPreviewSchema } from '../../../domain/picking/batches';
import { defineRoute, named } from '../registry';
import { cancelHandler, createHandler, exportHandler, getHandler, listHandler, pickersHandler, previewHandler, releaseHandler } from './batches.handlers';

const tag = 'Shipping batches';
const base = '/v1/shipping/batches';
const detail = named(BatchDetailSchema, 'BatchDetail');
const wrongState = 'The batch is in a state that does not allow this (payload: document, id, state, attempted, allowed transitions)';

export const batchRoutes = [
  defineRoute({
    method: 'get',
    path: base,
    access: 'staff',
    tag,
    summary: 'Batches, one page, newest first (SHIPMENT_BATCH_LIST or SHIPMENT_BATCH_MANAGEMENT): q searches the number; filters status, client, picker.',
    query: BatchListQuerySchema,
    payload: named(BatchListSchema, 'BatchList'),
    handler: listHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/export`,
    access: 'staff',
    tag,
    summary: 'Every batch matching the same filter as the list, as CSV (SHIPMENT_BATCH_LIST or SHIPMENT_BATCH_MANAGEMENT).',
    query: BatchListQuerySchema,
    payload: v.string(),
    handler: exportHandler,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/shipping/batch-pickers',
    access: 'staff',
    tag,
    summary: "The batch list's picker filter choices (SHIPMENT_BATCH_LIST or SHIPMENT_BATCH_MANAGEMENT): everyone who has claimed a pick task, by username.",
    payload: named(BatchPickersSchema, 'BatchPickers'),
    handler: pickersHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/preview`,
    access: 'SHIPMENT_BATCH_MANAGEMENT',
    tag,
    summary: 'How many allocated, unbatched orders (and their lines and units) a batch with these filters would take now, and the first 20 of them.',
    body: BatchFiltersSchema,
    payload: named(BatchPreviewSchema, 'BatchPreview'),
    handler: previewHandler,
  }),
  defineRoute({
    method: 'post',
    path: base,
    access: 'SHIPMENT_BATCH_MANAGEMENT',
    tag,
    summary: 'Creates an open batch numbered from the batch sequence with the matching orders, oldest-due first, up to maxOrders.',
    body: BatchFiltersSchema,
    payload: detail,
    errors: { 409: 'No allocated order outside a batch matches the filters (payload.reason no-matching-orders)' },
    handler: createHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/:number`,
    access: 'SHIPMENT_BATCH_MANAGEMENT',
    tag,
    summary: 'One batch: header, filters, orders with units allocated and picked, tasks in walking order, totals.',
    params: BatchParamsSchema,
    payload: detail,
    handler: getHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/:number/release`,
    access: 'SHIPMENT_BATCH_MANAGEMENT',
    tag,
    summary: "open → released: one pick task per bin, SKU and lot of the orders' units, in walking order (pick sequence, then bin code).",
    params: BatchParamsSchema,
    payload: detail,
    errors: { 409: `${wrongState}, or the batch holds no units (payload.reason batch-empty), or a unit is in no bin` },
    handler: releaseHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/:number/cancel`,
    access: 'SHIPMENT_BATCH_MANAGEMENT',
    tag,
    summary: 'open → cancelled: its orders leave the batch and may be batched again.',
    params: BatchParamsSchema,
    payload: detail,
    errors: { 409: wrongState },
    handler: cancelHandler,
  }),
];
