import * as v from 'valibot';
import { IdSchema } from '../lists/list-query';
import { ORDER_PRIORITIES } from '../orders/statuses';
import { DaySchema } from '../tracking/list-keys';

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
