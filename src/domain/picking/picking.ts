import * as v from 'valibot';
import { ITEM_STATUSES } from '../receiving/statuses';
import { BATCH_STATUSES, PICK_TASK_STATUSES, SHORT_PICK_REASONS } from './statuses';

/*
 * Picking by scan on a handheld (issue 18, /shipping-out/picking-list): the batch pack the device
 * downloads when a picker opens a batch, and the outbox mutations each pick sends. The same schemas
 * check the device's payloads and the server's input (docs/decisions/0015-typed-offline-mutations.md).
 */

export const PICK_UNITS = 'picking.pick';
export const UNDO_PICK = 'picking.pick.undo';
export const SHORT_PICK = 'picking.short';
export const RETURN_TO_STOCK = 'picking.return';

const Id = v.pipe(v.string(), v.uuid());
const At = v.pipe(v.string(), v.isoTimestamp());

/**
 * Units of one task taken from its bin into a tote (or other container). A serial unit is named; it
 * must be one the batch holds for this task, or another available unit of the task's SKU and lot in its
 * bin (the allocation moves to it: a swap). A non-serial SKU is picked by quantity: the task's held
 * units are taken in order, the last one split when only part of it is taken (`newItemId`, made on the
 * device so a replay makes no second one).
 */
export const PickUnitsSchema = v.object({
  /** The pick's own id: undo names it. */
  id: Id,
  taskId: Id,
  /** The bin the picker scanned; a task's units come only from its bin. */
  binId: Id,
  what: v.variant('kind', [
    v.object({ kind: v.literal('item'), itemId: Id }),
    v.object({ kind: v.literal('quantity'), quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)), newItemId: Id }),
  ]),
  /** The tote or container the units go into. */
  toteId: Id,
  pickedAt: At,
});
export type PickUnits = v.InferOutput<typeof PickUnitsSchema>;

/** Takes the picker's last pick back: its units go back to the bin, held for the task again. */
export const UndoPickSchema = v.object({ pickId: Id });

/**
 * What is left of a task cannot be picked: the bin holds fewer units (`empty`: they become missing) or
 * a unit is damaged (it goes to quality control). The server reallocates the lines from other bins when
 * stock exists (new tasks at the end of the walk) and asks for a count of the bin.
 */
export const ShortPickSchema = v.object({
  id: Id,
  taskId: Id,
  reason: v.picklist(SHORT_PICK_REASONS),
  /** For `damaged`, the unit the picker holds; otherwise the task's units not picked. */
  itemId: v.nullable(Id),
  shortAt: At,
});
export type ShortPick = v.InferOutput<typeof ShortPickSchema>;

/** A picked unit of a cancelled order is put back into a bin and is available again. */
export const ReturnToStockSchema = v.object({ id: Id, returnTaskId: Id, itemId: Id, binId: Id, returnedAt: At });
export type ReturnToStock = v.InferOutput<typeof ReturnToStockSchema>;

/**
 * Why the server refuses a pick (409, `payload.reason`, with `payload.expected` naming what the task
 * wanted); the device gives the same verdicts offline and says them in the user's language.
 * - wrong-bin, wrong-sku, wrong-lot, other-client: the scan is not what the task asks for.
 * - not-in-bin: the unit is not in the task's bin.
 * - held-elsewhere: the unit is held for another order or batch.
 * - already-picked: another device picked it first (two pickers offline on one batch).
 * - not-pickable: its status forbids it (missing, in quality control, scrapped…).
 * - over-pick: more than the task still asks for.
 * - task-closed: the task is done or short already; batch-closed: the batch is not released or picking.
 * - unknown-tote, tote-in-use: the tote is not a known container, or holds another batch's units.
 */
export const PICK_REJECTIONS = [
  'wrong-bin', 'wrong-sku', 'wrong-lot', 'other-client', 'not-in-bin', 'held-elsewhere', 'already-picked',
  'not-pickable', 'over-pick', 'task-closed', 'batch-closed', 'unknown-tote', 'tote-in-use',
] as const;
export type PickRejection = (typeof PICK_REJECTIONS)[number];

/** The answer to a pick, which its undo reads back. */
export const PickAnswerSchema = v.object({
  picked: v.array(
    v.object({
      itemId: v.string(),
      wmsNumber: v.string(),
      quantity: v.number(),
      fromBinId: v.string(),
      /** The unit that was held for the task before a swap; null when the held unit itself was picked. */
      swappedFrom: v.nullable(v.string()),
      /** The item a quantity pick split this one off (undo merges it back). */
      splitFrom: v.nullable(v.string()),
    }),
  ),
  taskStatus: v.picklist(PICK_TASK_STATUSES),
  batchStatus: v.picklist(BATCH_STATUSES),
});
export type PickAnswer = v.InferOutput<typeof PickAnswerSchema>;

export const ShortPickAnswerSchema = v.object({
  /** Tasks added at the end of the walk for what other bins could give; empty when nothing could. */
  newTaskIds: v.array(v.string()),
  /** Units nothing could replace: their lines are short now. */
  unreplaced: v.number(),
  countTaskId: v.string(),
});
export type ShortPickAnswer = v.InferOutput<typeof ShortPickAnswerSchema>;

const PackUnitSchema = v.object({
  id: v.string(),
  wmsNumber: v.string(),
  serial: v.nullable(v.string()),
  skuId: v.string(),
  clientId: v.string(),
  quantity: v.number(),
  binId: v.nullable(v.string()),
  containerId: v.nullable(v.string()),
  lotNumber: v.nullable(v.string()),
  status: v.picklist(ITEM_STATUSES),
  /** The task it is held for; null for another unit of a task's SKU in its bin (a swap candidate). */
  taskId: v.nullable(v.string()),
  orderNumber: v.nullable(v.string()),
  pickedAt: v.nullable(v.string()),
});
export type PickPackUnit = v.InferOutput<typeof PackUnitSchema>;

const PackTaskSchema = v.object({
  id: v.string(),
  number: v.string(),
  sequence: v.number(),
  binId: v.string(),
  skuId: v.string(),
  lotNumber: v.nullable(v.string()),
  quantity: v.number(),
  picked: v.number(),
  short: v.number(),
  status: v.picklist(PICK_TASK_STATUSES),
  claimedBy: v.nullable(v.object({ id: v.string(), name: v.string() })),
  /** The orders the task serves, by number. */
  orders: v.array(v.string()),
});
export type PickPackTask = v.InferOutput<typeof PackTaskSchema>;

/**
 * GET /v1/shipping/picking/batches/:id/pack: what a handheld needs to pick a batch with no network: its
 * tasks in walking order, the units held for them and the other units of the tasks' SKUs in their bins
 * (swap candidates), the bins, SKUs (with barcodes) and the containers that may serve as totes, and the
 * open return-to-stock tasks.
 */
export const PickPackSchema = v.object({
  batch: v.object({ id: v.string(), number: v.string(), status: v.picklist(BATCH_STATUSES), clientIds: v.array(v.string()) }),
  tasks: v.array(PackTaskSchema),
  units: v.array(PackUnitSchema),
  bins: v.array(v.object({ id: v.string(), code: v.string(), pickSequence: v.number() })),
  skus: v.array(v.object({ id: v.string(), code: v.string(), description: v.string(), serialised: v.boolean(), barcodes: v.array(v.string()) })),
  totes: v.array(v.object({ id: v.string(), code: v.string(), type: v.string(), batchId: v.nullable(v.string()) })),
  returns: v.array(v.object({ id: v.string(), itemId: v.string(), wmsNumber: v.string(), orderNumber: v.string(), fromBinId: v.nullable(v.string()), containerId: v.nullable(v.string()) })),
  downloadedAt: v.string(),
});
export type PickPack = v.InferOutput<typeof PickPackSchema>;

/**
 * GET /v1/shipping/picking/batches: the batches a picker may take (released or picking), oldest
 * released first. `next` marks the one "next batch" takes: the oldest released with open tasks no one claimed.
 */
export const PickBatchListSchema = v.object({
  batches: v.array(
    v.object({
      id: v.string(),
      number: v.string(),
      status: v.picklist(BATCH_STATUSES),
      releasedAt: v.nullable(v.string()),
      orders: v.number(),
      tasksOpen: v.number(),
      tasksTotal: v.number(),
      pickers: v.array(v.object({ id: v.string(), name: v.string() })),
      next: v.boolean(),
    }),
  ),
});
export type PickBatchList = v.InferOutput<typeof PickBatchListSchema>;

export const PickBatchParamsSchema = v.object({ id: Id });
export const PickTaskParamsSchema = v.object({ id: Id });

/** POST /v1/shipping/picking/tasks/:id/claim: the task is the caller's now. */
export const ClaimAnswerSchema = v.object({ taskId: v.string(), claimedBy: v.object({ id: v.string(), name: v.string() }), claimedAt: v.string() });
export type ClaimAnswer = v.InferOutput<typeof ClaimAnswerSchema>;
