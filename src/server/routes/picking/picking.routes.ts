import { ClaimAnswerSchema, PickBatchListSchema, PickBatchParamsSchema, PickPackSchema, PickTaskParamsSchema } from '../../../domain/picking/picking';
import { defineRoute, named } from '../registry';
import { batchesHandler, claimHandler, packHandler } from './picking.handlers';

const tag = 'Picking';
const base = '/v1/shipping/picking';

/** The picking screen's calls; the picks themselves arrive as outbox mutations (pick, short, return .mutations). */
export const pickingRoutes = [
  defineRoute({
    method: 'get',
    path: `${base}/batches`,
    access: 'SHIPMENT_PICKING_LIST',
    tag,
    summary: 'Released and picking batches, oldest release first: orders, open and total tasks, pickers, and which one "next batch" takes.',
    payload: named(PickBatchListSchema, 'PickBatchList'),
    handler: batchesHandler,
  }),
  defineRoute({
    method: 'get',
    path: `${base}/batches/:id/pack`,
    access: 'SHIPMENT_PICKING_LIST',
    tag,
    summary:
      'What a handheld needs to pick a batch offline: tasks in walking order, held units and swap candidates, bins, SKUs with barcodes, totes, open return tasks. ' +
      'Picks then travel as picking.pick, picking.pick.undo, picking.short and picking.return mutations.',
    params: PickBatchParamsSchema,
    payload: named(PickPackSchema, 'PickPack'),
    handler: packHandler,
  }),
  defineRoute({
    method: 'post',
    path: `${base}/tasks/:id/claim`,
    access: 'SHIPMENT_PICKING_LIST',
    tag,
    summary: "Claims an open task for the caller, so two pickers of one batch split its tasks; claiming one's own again is fine.",
    params: PickTaskParamsSchema,
    payload: named(ClaimAnswerSchema, 'PickClaim'),
    errors: { 409: 'Another picker holds the task (payload.reason claimed, payload.claimedBy), or its batch is not being picked (batch-closed)' },
    handler: claimHandler,
  }),
];
