import * as v from 'valibot';
import { COUNTING_MODES, COUNTING_STATUSES, DISCREPANCY_TYPES, RECOUNT_REASONS } from './statuses';

/*
 * What the cycle's page reads and what its actions answer: the supervisor's live progress, the
 * discrepancies (live while in progress, stored once completed), completion, accepting and recounts.
 */

/**
 * A bin's state in the supervisor's view: pending (no count of its current round), counting (a count
 * open), counted (a closed count in its current round and no open recount), recount (an open recount task).
 */
export const BIN_STATES = ['pending', 'counting', 'counted', 'recount'] as const;
export type BinState = (typeof BIN_STATES)[number];

export const DISCREPANCY_STATUSES = ['open', 'accepted'] as const;

const NullableString = v.nullable(v.string());

export const CountingSummarySchema = v.object({
  bins: v.number(),
  binsCounted: v.number(),
  binsRightFirstTime: v.number(),
  unitsExpected: v.number(),
  unitsRightFirstTime: v.number(),
  binAccuracy: v.nullable(v.number()),
  unitAccuracy: v.nullable(v.number()),
  discrepancies: v.number(),
});

const ProgressCountSchema = v.object({
  id: v.string(),
  round: v.number(),
  device: NullableString,
  user: NullableString,
  /** Units (serial) or the sum of quantities (non-serial) of its non-void entries. */
  units: v.number(),
  closed: v.boolean(),
  lastEntryAt: NullableString,
});

const ProgressBinSchema = v.object({
  id: v.string(),
  code: v.string(),
  round: v.number(),
  state: v.picklist(BIN_STATES),
  counts: v.array(ProgressCountSchema),
});
export type ProgressBin = v.InferOutput<typeof ProgressBinSchema>;

const RecountTaskSchema = v.object({
  id: v.string(),
  binId: v.string(),
  binCode: v.string(),
  reason: v.picklist(RECOUNT_REASONS),
  detail: v.record(v.string(), v.unknown()),
  round: v.number(),
  status: v.picklist(['open', 'done']),
  createdAt: v.string(),
  doneAt: NullableString,
});

/** GET /v1/counting/cycles/:countingId/progress. */
export const CountingProgressSchema = v.object({
  cycle: v.object({
    id: v.string(),
    number: v.string(),
    name: v.string(),
    status: v.picklist(COUNTING_STATUSES),
    mode: v.picklist(COUNTING_MODES),
    blind: v.boolean(),
    startedAt: NullableString,
    completedAt: NullableString,
    summary: v.nullable(CountingSummarySchema),
  }),
  /** In walking order; bins by pick sequence. */
  zones: v.array(v.object({ id: v.string(), code: v.string(), name: v.string(), bins: v.array(ProgressBinSchema) })),
  counters: v.array(v.object({ userId: NullableString, name: v.string(), entries: v.number(), lastSeenAt: NullableString })),
  /** Open first, then done; newest first. */
  recounts: v.array(RecountTaskSchema),
  /** Live while in progress, stored once completed. */
  discrepancies: v.number(),
  totals: v.object({ binsDone: v.number(), binsTotal: v.number(), unitsCounted: v.number() }),
});
export type CountingProgress = v.InferOutput<typeof CountingProgressSchema>;

const Ref = v.object({ id: v.string(), code: v.string() });

const DiscrepancyRowSchema = v.object({
  /** Null while the cycle is in progress: live rows are not stored. */
  id: NullableString,
  type: v.picklist(DISCREPANCY_TYPES),
  status: v.picklist(DISCREPANCY_STATUSES),
  sku: v.nullable(v.object({ id: v.string(), code: v.string(), description: v.string() })),
  itemId: NullableString,
  wmsNumber: NullableString,
  serial: NullableString,
  /** As counted, for codes nobody knows. */
  code: NullableString,
  expectedBin: v.nullable(Ref),
  countedBin: v.nullable(Ref),
  expectedQuantity: v.number(),
  countedQuantity: v.number(),
  value: v.nullable(v.number()),
  acceptedAt: NullableString,
});
export type DiscrepancyRow = v.InferOutput<typeof DiscrepancyRowSchema>;

/** GET /v1/counting/cycles/:countingId/discrepancies. */
export const CountingDiscrepanciesSchema = v.object({
  live: v.boolean(),
  rows: v.array(DiscrepancyRowSchema),
});
export type CountingDiscrepancies = v.InferOutput<typeof CountingDiscrepanciesSchema>;

/** POST …/complete. */
export const CountingCompleteResultSchema = v.object({ summary: CountingSummarySchema });

/** Why an accepted discrepancy wrote nothing: the stock moved after the cycle, or there is nothing in the bin to adjust. */
export const ACCEPT_SKIPS = ['moved', 'not-adjustable'] as const;
export type AcceptSkip = (typeof ACCEPT_SKIPS)[number];

/** POST …/discrepancies/accept: accepted rows, movements written, and the rows left open with why. */
export const DiscrepancyAcceptResultSchema = v.object({
  accepted: v.number(),
  movements: v.number(),
  skipped: v.array(v.object({ id: v.string(), reason: v.picklist(ACCEPT_SKIPS) })),
});
export type DiscrepancyAcceptResult = v.InferOutput<typeof DiscrepancyAcceptResultSchema>;

/** POST …/recounts: the bins whose round went up, and those that had an open recount already. */
export const RecountOrderResultSchema = v.object({
  ordered: v.array(v.object({ binId: v.string(), round: v.number() })),
  alreadyOpen: v.array(v.string()),
});
export type RecountOrderResult = v.InferOutput<typeof RecountOrderResultSchema>;
