import * as v from 'valibot';

/*
 * Reversal of a shipped order (SHIPMENT_ORDER_REVERSE, from the order's view): all or some of its units
 * come back (not delivered, returned at the dock) and re-enter stock in a chosen bin, available or
 * queued for the job center, with ship-reversal movements. The same schema checks the form and the API.
 */

/** Where a unit that came back may go: straight to stock, or to a job-center queue first. */
export const REVERSAL_STATUSES = ['available', 'qc', 'repair', 'clean'] as const;
export type ReversalStatus = (typeof REVERSAL_STATUSES)[number];

export const OrderReversalSchema = v.object({
  units: v.pipe(
    v.array(v.object({ itemId: v.pipe(v.string(), v.uuid()), quantity: v.pipe(v.number(), v.integer('Whole units only'), v.minValue(1, 'At least 1'), v.maxValue(1_000_000)) })),
    v.minLength(1, 'Choose at least one unit'),
    v.maxLength(1_000),
    v.check((units) => new Set(units.map((unit) => unit.itemId)).size === units.length, 'A unit is named twice'),
  ),
  binId: v.pipe(v.string(), v.nonEmpty('Choose the bin they go to'), v.uuid()),
  status: v.picklist(REVERSAL_STATUSES),
  reason: v.pipe(v.string(), v.trim(), v.nonEmpty('Say why the units came back'), v.maxLength(500)),
});
export type OrderReversal = v.InferOutput<typeof OrderReversalSchema>;

/** What the order keeps of each unit that came back. */
export const OrderReversalRowSchema = v.object({
  wmsNumber: v.string(),
  quantity: v.number(),
  bin: v.string(),
  status: v.string(),
  reason: v.string(),
  username: v.nullable(v.string()),
  at: v.string(),
});
