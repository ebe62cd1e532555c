import * as v from 'valibot';
import {
  CountingBinOptionsSchema, CountingCancelSchema, CountingCounterSchema, CountingCycleDetailSchema, CountingCycleFormSchema, CountingCycleListSchema,
  CountingListQuerySchema, CountingParamsSchema, CountingScopeOptionsSchema, CountingSearchSchema, CountingSkuOptionsSchema, CountingSkuSearchSchema,
} from '../../../domain/counting/cycles';
import { defineRoute, named } from '../registry';
import { cancelHandler, createHandler, exportHandler, getHandler, listHandler, startHandler } from './cycles.handlers';
import { binOptionsHandler, countersHandler, scopeOptionsHandler, skuOptionsHandler } from './scope-options.handlers';

const tag = 'Counting';
const base = '/v1/counting/cycles';
const detail = named(CountingCycleDetailSchema, 'CountingCycleDetail');
const wrongState = 'The cycle is in a state that does not allow this (payload: document, id, state, attempted, allowed transitions)';

export const countingCycleRoutes = [
  defineRoute({
    method: 'get',
    path: base,
    access: 'COUNTING_CYCLE_LIST',
    tag,
    summary: 'Counting cycles, one page, newest first: q searches number and name; filters status, mode, from / to (created). Each row has its scope, progress and counters.',
    query: CountingListQuerySchema,
    payload: named(CountingCycleListSchema, 'CountingCycleList'),
    handler: listHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/export`,
    access: 'COUNTING_CYCLE_LIST',
    tag,
    summary: 'Every counting cycle matching the same filter as the list, as CSV (zones, clients and counters |-separated).',
    query: CountingListQuerySchema,
    payload: v.string(),
    handler: exportHandler,
  }),
  defineRoute({
    method: 'post',
    path: base,
    access: 'COUNTING_CYCLE_CREATE',
    tag,
    summary: 'Creates a counting cycle (created, answered with HTTP 201) numbered from the sequence config: name, mode, blind, scope (zones, bins, SKUs, clients of the company) and counters (staff who may count).',
    body: CountingCycleFormSchema,
    payload: detail,
    handler: createHandler,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/counting/counters',
    access: 'COUNTING_CYCLE_CREATE',
    tag,
    summary: 'Active staff who may count (COUNTING_ITEMS through a role, or super admin) matching q, for the counters picker; 50 at most.',
    query: CountingSearchSchema,
    payload: v.array(CountingCounterSchema),
    handler: countersHandler,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/counting/scope-options',
    access: 'COUNTING_CYCLE_CREATE',
    tag,
    summary: 'What the create form picks the scope from: the active zones and clients.',
    payload: named(CountingScopeOptionsSchema, 'CountingScopeOptions'),
    handler: scopeOptionsHandler,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/counting/scope-options/bins',
    access: 'COUNTING_CYCLE_CREATE',
    tag,
    summary: 'Active bins whose code holds q, for the scope picker; 50 at most.',
    query: CountingSearchSchema,
    payload: CountingBinOptionsSchema,
    handler: binOptionsHandler,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/counting/scope-options/skus',
    access: 'COUNTING_CYCLE_CREATE',
    tag,
    summary: 'Active SKUs whose code or description holds q, of the mode asked (serial: serialised SKUs), for the scope picker; 50 at most.',
    query: CountingSkuSearchSchema,
    payload: CountingSkuOptionsSchema,
    handler: skuOptionsHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/:countingId`,
    access: 'COUNTING_CYCLE_LIST',
    tag,
    summary: 'One counting cycle: the header as in the list, its scope with names, and the snapshot totals (bins, items, units; zero until started).',
    params: CountingParamsSchema,
    payload: detail,
    handler: getHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/:countingId/start`,
    access: 'COUNTING_CYCLE_START',
    tag,
    summary: 'created → in_progress: writes the bins to count (round 1) and the snapshot of the expected stock in the same transaction.',
    params: CountingParamsSchema,
    payload: detail,
    errors: { 409: `${wrongState}, or its scope holds no bins` },
    handler: startHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/:countingId/cancel`,
    access: 'COUNTING_CYCLE_CANCEL',
    tag,
    summary: 'created or in_progress → cancelled with a reason; entries stay for audit and no stock changes.',
    params: CountingParamsSchema,
    body: CountingCancelSchema,
    payload: detail,
    errors: { 409: wrongState },
    handler: cancelHandler,
  }),
];
