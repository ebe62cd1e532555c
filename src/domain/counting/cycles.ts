import * as v from 'valibot';
import { IdSchema, listPageSchema, listQuerySchema } from '../lists/list-query';
import { IsoInstantSchema } from '../scan/scan-log';
import { COUNTING_MODES, COUNTING_SORTS, COUNTING_STATUSES } from './statuses';

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

const RefSchema = v.object({ id: v.string(), code: v.string(), name: v.string() });
export type CountingRef = v.InferOutput<typeof RefSchema>;

const CounterRefSchema = v.object({ id: v.string(), name: v.string() });

/** A row of the counting list, and the header of a cycle. */
export const CountingCycleSchema = v.object({
  id: v.string(),
  number: v.string(),
  name: v.string(),
  status: v.picklist(COUNTING_STATUSES),
  mode: v.picklist(COUNTING_MODES),
  blind: v.boolean(),
  /** The zones and clients chosen by name; bins and SKUs by how many were chosen. */
  scope: v.object({ zones: v.array(RefSchema), clients: v.array(RefSchema), bins: v.number(), skus: v.number() }),
  /** Bins with a closed count in their current round and no open recount, of the bins the cycle counts. */
  progress: v.object({ binsDone: v.number(), binsTotal: v.number() }),
  counters: v.array(CounterRefSchema),
  createdBy: v.nullable(v.string()),
  createdAt: v.string(),
  startedAt: v.nullable(v.string()),
  completedAt: v.nullable(v.string()),
  cancelledAt: v.nullable(v.string()),
  cancelReason: v.string(),
});
export type CountingCycle = v.InferOutput<typeof CountingCycleSchema>;

export const CountingCycleListSchema = listPageSchema(CountingCycleSchema);

const BinRefSchema = v.object({ id: v.string(), code: v.string(), zone: v.string() });
const SkuRefSchema = v.object({ id: v.string(), code: v.string(), description: v.string(), client: v.string(), serialised: v.boolean() });
export type CountingBinOption = v.InferOutput<typeof BinRefSchema>;
export type CountingSkuOption = v.InferOutput<typeof SkuRefSchema>;

/** GET /v1/counting/cycles/:id: the header, the scope as chosen (with names), and the snapshot's totals. */
export const CountingCycleDetailSchema = v.object({
  ...CountingCycleSchema.entries,
  scopeDetail: v.object({ zones: v.array(RefSchema), bins: v.array(BinRefSchema), skus: v.array(SkuRefSchema), clients: v.array(RefSchema) }),
  /** Of the snapshot (zero until started): bins to count, items (snapshot rows) and units (their quantities). */
  totals: v.object({ bins: v.number(), items: v.number(), units: v.number() }),
});
export type CountingCycleDetail = v.InferOutput<typeof CountingCycleDetailSchema>;

/** Who may be assigned to count: active staff holding COUNTING_ITEMS (or super admins). */
export const CountingCounterSchema = v.object({ id: v.string(), name: v.string(), username: v.string() });
export type CountingCounter = v.InferOutput<typeof CountingCounterSchema>;

/** The create form's pickers: every active zone and client; bins and SKUs are searched (scope-options/bins, /skus). */
export const CountingScopeOptionsSchema = v.object({ zones: v.array(RefSchema), clients: v.array(RefSchema) });
export type CountingScopeOptions = v.InferOutput<typeof CountingScopeOptionsSchema>;

/** How many bins or SKUs one search of the create form's pickers answers. */
export const SCOPE_SEARCH_MAX = 50;

/** The search of the counters, bins and SKUs pickers. */
export const CountingSearchSchema = v.object({ q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))) });
export const CountingSkuSearchSchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  mode: v.optional(v.picklist(COUNTING_MODES)),
});
export const CountingBinOptionsSchema = v.array(BinRefSchema);
export const CountingSkuOptionsSchema = v.array(SkuRefSchema);
