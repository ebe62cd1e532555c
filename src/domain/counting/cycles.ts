import * as v from 'valibot';
import { IdSchema, listQuerySchema } from '../lists/list-query';
import { IsoInstantSchema } from '../scan/scan-log';
import {
  COUNTING_MODES, COUNTING_SORTS, COUNTING_STATUSES, DISCREPANCY_TYPES, ENTRY_FLAGS, RECOUNT_REASONS,
} from './statuses';

/** The most ids one scope list (zones, bins, SKUs, clients) or the counters may hold. */
export const SCOPE_LIST_MAX = 2000;

const IdListSchema = v.pipe(v.array(IdSchema), v.maxLength(SCOPE_LIST_MAX));

/**
 * What a cycle counts. Zones and bins together name the bins (none: every bin that holds stock of
 * the SKUs and clients); SKUs and clients together name the stock (none: everything in those bins).
 */
export const CountingScopeSchema = v.object({
  zoneIds: IdListSchema,
  binIds: IdListSchema,
  skuIds: IdListSchema,
  clientIds: IdListSchema,
});
export type CountingScope = v.InferOutput<typeof CountingScopeSchema>;

/** The create form and the body of POST /v1/counting/cycles. */
export const CountingCycleFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Give the cycle a name'), v.maxLength(120)),
  mode: v.picklist(COUNTING_MODES, 'Choose serial or non-serial'),
  blind: v.boolean(),
  scope: CountingScopeSchema,
  counterIds: IdListSchema,
});
export type CountingCycleForm = v.InferOutput<typeof CountingCycleFormSchema>;

export const CountingCancelSchema = v.object({
  reason: v.pipe(v.string(), v.trim(), v.nonEmpty('Say why the cycle is cancelled'), v.maxLength(500)),
});

/** POST /v1/counting/cycles/:id/recounts: a supervisor orders chosen bins counted again. */
export const RecountOrderSchema = v.object({
  binIds: v.pipe(v.array(IdSchema), v.minLength(1, 'Choose at least one bin'), v.maxLength(SCOPE_LIST_MAX)),
});

/** POST /v1/counting/cycles/:id/discrepancies/accept: the chosen discrepancies, or all open ones. */
export const DiscrepancyAcceptSchema = v.object({
  ids: v.optional(v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(100_000))),
});

export const CountingListQuerySchema = listQuerySchema(COUNTING_SORTS, {
  status: v.optional(v.picklist(COUNTING_STATUSES)),
  mode: v.optional(v.picklist(COUNTING_MODES)),
  from: v.optional(IsoInstantSchema),
  to: v.optional(IsoInstantSchema),
});
export type CountingListQuery = v.InferOutput<typeof CountingListQuerySchema>;

/** Accuracy and totals fixed at completion: right first time means the bin's first round matched. */
export interface CountingSummary {
  bins: number;
  binsCounted: number;
  binsRightFirstTime: number;
  unitsExpected: number;
  unitsRightFirstTime: number;
  /** Percentages, one decimal; null when nothing was counted. */
  binAccuracy: number | null;
  unitAccuracy: number | null;
  discrepancies: number;
}

export const CountingParamsSchema = v.object({ countingId: IdSchema });

export { DISCREPANCY_TYPES, ENTRY_FLAGS, RECOUNT_REASONS };
