import * as v from 'valibot';
import { CountingParamsSchema, DiscrepancyAcceptSchema, RecountOrderSchema } from '../../../domain/counting/cycles';
import {
  CountingCompleteResultSchema, CountingDiscrepanciesSchema, CountingProgressSchema, DiscrepancyAcceptResultSchema, RecountOrderResultSchema,
} from '../../../domain/counting/results';
import { defineRoute, named } from '../registry';
import { acceptHandler } from './accept.handlers';
import { completeHandler, recountHandler } from './complete.handlers';
import { discrepanciesHandler, exportHandler, progressHandler } from './results.handlers';

const tag = 'Counting';
const base = '/v1/counting/cycles/:countingId';
const wrongState = 'The cycle is in a state that does not allow this (payload: document, id, state, attempted, allowed transitions)';

/** The supervisor's side of a cycle: progress, discrepancies, completion, recounts, accepting. */
export const countingResultRoutes = [
  defineRoute({
    method: 'get',
    path: `${base}/progress`,
    access: 'COUNTING_CYCLE_LIST',
    tag,
    summary:
      'Live progress of a cycle: per zone its bins with round, state (pending, counting, counted, recount) and counts (device, user, units, ' +
      'closed, last entry); the counters; open and done recount tasks; the number of discrepancies so far; bins done and units counted.',
    params: CountingParamsSchema,
    payload: named(CountingProgressSchema, 'CountingProgress'),
    handler: progressHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/discrepancies`,
    access: 'COUNTING_CYCLE_LIST',
    tag,
    summary:
      'Expected against counted: computed now while the cycle is in progress (rows without id), stored with their status once completed. ' +
      'Serial: missing, wrong-bin, unexpected per unit; non-serial: over and under per bin and SKU; value where the SKU has a unit value.',
    params: CountingParamsSchema,
    payload: named(CountingDiscrepanciesSchema, 'CountingDiscrepancies'),
    handler: discrepanciesHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/discrepancies/export`,
    access: 'COUNTING_CYCLE_LIST',
    tag,
    summary: "The cycle's result as CSV, per counted bin and SKU (or unknown code): expected, counted, difference, the discrepancy types there, value.",
    params: CountingParamsSchema,
    payload: v.string(),
    handler: exportHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/complete`,
    access: 'COUNTING_CYCLE_COMPLETE',
    tag,
    summary: 'in_progress → completed: stores the discrepancies and the summary (bins and units right first time), in one transaction.',
    params: CountingParamsSchema,
    payload: named(CountingCompleteResultSchema, 'CountingCompleteResult'),
    errors: { 409: `${wrongState}, or recount tasks are open (payload.openRecounts)` },
    handler: completeHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/recounts`,
    access: 'DISCREPANCIES_MANAGE',
    tag,
    summary: "Orders the chosen bins counted again while in progress: each goes one round up with an 'ordered' recount task, unless one is open.",
    params: CountingParamsSchema,
    body: RecountOrderSchema,
    payload: named(RecountOrderResultSchema, 'RecountOrderResult'),
    errors: { 409: wrongState },
    handler: recountHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/discrepancies/accept`,
    access: 'DISCREPANCIES_MANAGE',
    tag,
    summary:
      'Accepts the chosen open discrepancies (all open ones without ids) of a completed cycle: adjust movements referencing the cycle, in one ' +
      'transaction. Rows whose stock moved since completion, and rows with nothing in stock to adjust, stay open (payload.skipped).',
    params: CountingParamsSchema,
    body: DiscrepancyAcceptSchema,
    payload: named(DiscrepancyAcceptResultSchema, 'DiscrepancyAcceptResult'),
    errors: { 409: wrongState },
    handler: acceptHandler,
  }),
];
