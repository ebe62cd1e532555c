import * as v from 'valibot';
import { IdSchema, listPageSchema, listQuerySchema } from '../lists/list-query';
import { ORDER_PRIORITIES, ORDER_STATUSES } from '../orders/statuses';
import { DaySchema } from '../tracking/list-keys';
import { BATCH_SORTS, BATCH_STATUSES, PICK_TASK_STATUSES, SHORT_PICK_REASONS } from './statuses';

/** Most orders one batch may hold: a picker's walk, not a day's work. */
export const BATCH_MAX_ORDERS = 500;

/**
 * Which allocated, unbatched orders a new batch takes (the create form, POST /v1/shipping/batches): the
 * oldest-due first (ship-by day, then priority, then age) up to `maxOrders`. Kept on the batch to show
 * on its overview.
 */
export const BatchFiltersSchema = v.object({
  clientId: v.nullable(IdSchema),
  carrierId: v.nullable(IdSchema),
  priority: v.nullable(v.picklist(ORDER_PRIORITIES)),
  /** Orders due on or before this day (the company's time zone). */
  shipBy: v.nullable(DaySchema),
  /** Only orders of one line: they pick and pack fastest. */
  singleLine: v.boolean(),
  maxOrders: v.pipe(v.number(), v.integer('Whole orders only'), v.minValue(1, 'At least 1'), v.maxValue(BATCH_MAX_ORDERS, `At most ${BATCH_MAX_ORDERS}`)),
});
export type BatchFilters = v.InferOutput<typeof BatchFiltersSchema>;

export const BatchParamsSchema = v.object({ number: v.pipe(v.string(), v.nonEmpty(), v.maxLength(40)) });

export const BatchListQuerySchema = listQuerySchema(BATCH_SORTS, {
  status: v.optional(v.picklist(BATCH_STATUSES)),
  /** Batches holding an order of this client. */
  client: v.optional(IdSchema),
  /** Batches with a task this user claimed. */
  picker: v.optional(IdSchema),
});
export type BatchListQuery = v.InferOutput<typeof BatchListQuerySchema>;

/** Who the list's picker filter offers: everyone who has claimed a pick task, by username. */
export const BatchPickersSchema = v.array(v.object({ id: v.string(), username: v.string() }));
export type BatchPickers = v.InferOutput<typeof BatchPickersSchema>;

const RefSchema = v.object({ id: v.string(), code: v.string(), name: v.string() });

/** A row of the batch list, and the header of its overview. */
export const BatchSchema = v.object({
  id: v.string(),
  number: v.string(),
  status: v.picklist(BATCH_STATUSES),
  orders: v.number(),
  units: v.number(),
  tasks: v.number(),
  /** Tasks done or short: nothing is left to pick of them. */
  tasksDone: v.number(),
  /** Units reported short by the pickers. */
  short: v.number(),
  pickers: v.array(v.string()),
  createdBy: v.nullable(v.string()),
  createdAt: v.string(),
  releasedAt: v.nullable(v.string()),
  pickedAt: v.nullable(v.string()),
});
export type Batch = v.InferOutput<typeof BatchSchema>;

export const BatchListSchema = listPageSchema(BatchSchema);

/** What a batch created with these filters would take now (POST /v1/shipping/batches/preview). */
export const BatchPreviewSchema = v.object({ orders: v.number(), lines: v.number(), units: v.number(), firstOrders: v.array(v.string()) });
export type BatchPreview = v.InferOutput<typeof BatchPreviewSchema>;

export const BatchOrderSchema = v.object({
  id: v.string(),
  number: v.string(),
  /** Null for a recycler's order (ADR 0034). */
  client: v.nullable(RefSchema),
  status: v.picklist(ORDER_STATUSES),
  allocated: v.number(),
  picked: v.number(),
});

/** One stop of the walk as the overview shows it. */
export const BatchTaskSchema = v.object({
  id: v.string(),
  number: v.string(),
  sequence: v.number(),
  bin: v.object({ id: v.string(), code: v.string() }),
  sku: v.object({ id: v.string(), code: v.string(), description: v.string() }),
  lotNumber: v.nullable(v.string()),
  quantity: v.number(),
  picked: v.number(),
  short: v.number(),
  shortReason: v.nullable(v.picklist(SHORT_PICK_REASONS)),
  status: v.picklist(PICK_TASK_STATUSES),
  claimedBy: v.nullable(v.object({ id: v.string(), name: v.string() })),
  /** The orders the task serves, by number. */
  orders: v.array(v.string()),
  /** Made after the release, for units a short pick reallocated from another bin. */
  fromShortPick: v.boolean(),
});

export const BatchDetailSchema = v.object({
  ...BatchSchema.entries,
  filters: BatchFiltersSchema,
  /** Units picked so far, over every task. */
  picked: v.number(),
  /** Tasks added by short picks. */
  shortPickTasks: v.number(),
  orderList: v.array(BatchOrderSchema),
  taskList: v.array(BatchTaskSchema),
});
export type BatchDetail = v.InferOutput<typeof BatchDetailSchema>;
