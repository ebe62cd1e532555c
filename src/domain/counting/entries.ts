import * as v from 'valibot';
import { IdSchema } from '../lists/list-query';
import { IsoInstantSchema } from '../scan/scan-log';

const Uuid = v.pipe(v.string(), v.uuid());
const RoundSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000));

/**
 * Kind `counting.entry.record`: one scan of a count. The device makes `id` (the entry's id) and
 * `binCountId` (its count of this bin, opened by the bin label). `code` is what was scanned (serial
 * mode: a WMS number or a serial; non-serial: the SKU's barcode or code); the device adds what it
 * resolved offline, the server resolves again and keeps its own reading.
 */
export const CountEntrySchema = v.object({
  id: Uuid,
  cycleId: IdSchema,
  binCountId: Uuid,
  binId: IdSchema,
  round: RoundSchema,
  code: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120)),
  skuId: v.nullable(IdSchema),
  quantity: v.pipe(v.number(), v.integer('Whole units only'), v.minValue(1, 'At least 1'), v.maxValue(1_000_000)),
  countedAt: IsoInstantSchema,
});
export type CountEntry = v.InferOutput<typeof CountEntrySchema>;

/** Kind `counting.entry.void`: the counter corrects an entry (it stays, marked void, for audit). */
export const VoidEntrySchema = v.object({ cycleId: IdSchema, entryId: Uuid });
export type VoidEntry = v.InferOutput<typeof VoidEntrySchema>;

/** Kind `counting.bin.close`: the counter says the bin is done; its count is compared with the others'. */
export const CloseBinSchema = v.object({
  cycleId: IdSchema,
  binCountId: Uuid,
  binId: IdSchema,
  round: RoundSchema,
  closedAt: IsoInstantSchema,
});
export type CloseBin = v.InferOutput<typeof CloseBinSchema>;

/** Why the server refuses a count mutation (409 `payload.reason`; 403 for `other-counter`: the bin count is someone else's). */
export const COUNT_REJECTIONS = ['not-countable', 'bin-not-in-cycle', 'count-closed', 'other-count', 'other-counter'] as const;
export type CountRejection = (typeof COUNT_REJECTIONS)[number];
