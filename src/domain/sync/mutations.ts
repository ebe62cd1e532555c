import * as v from 'valibot';

/**
 * What the outbox sends to POST /v1/sync and what it gets back. Each mutation keeps its own id (the
 * idempotency key) and gets its own answer, so a batch is only a cheaper way to send many of them:
 * the server applies them one by one, in order, each at most once.
 */

/** Most mutations one request may carry; the outbox splits a longer queue into batches of this size. */
export const SYNC_BATCH_MAX = 500;

export const MutationSchema = v.object({
  /** UUID made on the device when the change was made; the server's idempotency key. */
  id: v.pipe(v.string(), v.uuid()),
  kind: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  /** Checked against the kind's own schema on the server, one mutation at a time. */
  payload: v.unknown(),
  /** ms since the epoch, on the device's clock. */
  createdAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type Mutation = v.InferOutput<typeof MutationSchema>;

export const SyncBatchSchema = v.object({
  mutations: v.pipe(v.array(MutationSchema), v.minLength(1), v.maxLength(SYNC_BATCH_MAX)),
});
export type SyncBatch = v.InferOutput<typeof SyncBatchSchema>;

/**
 * The answer to one mutation: `status` is the HTTP status the mutation would have had on its own, so
 * the device classifies it exactly like a single request (`classifyFailure` in ./backoff):
 * 200 applied (or a replay of the stored answer), 400 invalid or unknown kind, 403 missing permission,
 * 409 key already used for a different change or a state the change does not fit, 500 failed on the
 * server (nothing kept; safe to resend). `code`, `message` and `payload` are the usual envelope; a 400
 * carries `payload.fields`. `permanent` is the verdict the device acts on: true when sending the same
 * mutation again cannot succeed, so it becomes a sync problem for the user to read and discard (or
 * retry once someone has changed what stood in its way); false when it applied or may apply later.
 */
export const MutationResultSchema = v.object({
  id: v.string(),
  status: v.number(),
  code: v.number(),
  message: v.string(),
  payload: v.unknown(),
  permanent: v.boolean(),
});
export type MutationResult = v.InferOutput<typeof MutationResultSchema>;

/**
 * Whether an answer of this status is final for the mutation that got it: every 4xx except 401 (sign
 * in again), 408 and 429 (try later). 5xx and 2xx are not.
 */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

/** The payload of POST /v1/sync: one result per mutation, in the order they were sent. */
export const SyncBatchAnswerSchema = v.object({ results: v.array(MutationResultSchema) });
export type SyncBatchAnswer = v.InferOutput<typeof SyncBatchAnswerSchema>;

/** Kind of the mutation that records a user's discarding of a sync problem (the issue asks for it to be logged). */
export const SYNC_DISCARD = 'sync.discard';

export const SyncDiscardSchema = v.object({
  /** The id of the outbox entry the user gave up on. */
  discardedId: v.pipe(v.string(), v.uuid()),
  /** Its kind, so the log says what kind of change was lost. */
  kind: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  /** Free text: what the user chose, or the problem's last error. */
  reason: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
