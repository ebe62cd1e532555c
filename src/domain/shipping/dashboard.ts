import * as v from 'valibot';
import { ORDER_STATUSES } from '../orders/statuses';

/*
 * The shipping dashboard (issue 19, /shipping-out/dashboard, SHIPMENT_DASHBOARD): what the floor must
 * get out today and how fast it goes. Days and hours are the company's; it refreshes by itself.
 */

/** The steps an order waits at, and what it waits for there. */
export const WAITING_STEPS = ['allocation', 'picking', 'packing', 'label', 'load-out'] as const;
export type WaitingStep = (typeof WAITING_STEPS)[number];

export const ShippingDashboardSchema = v.object({
  today: v.string(),
  timeZone: v.string(),
  /** Orders due today or earlier that have not left, and those that left today, by state. */
  byState: v.array(v.object({ status: v.picklist(ORDER_STATUSES), orders: v.number() })),
  /** Orders past their ship-by day that have not left; the oldest first, at most 20 listed. */
  late: v.object({ count: v.number(), orders: v.array(v.object({ number: v.string(), client: v.string(), shipBy: v.string(), status: v.picklist(ORDER_STATUSES) })) }),
  /** Carriers with a cut-off time: minutes left today (negative: passed) and the orders for them still here. */
  cutoffs: v.array(v.object({ carrier: v.string(), cutoff: v.string(), minutesLeft: v.number(), waiting: v.number() })),
  /** Units picked and packed per person per hour of today. */
  perHour: v.array(v.object({ hour: v.number(), user: v.string(), picked: v.number(), packed: v.number() })),
  /** The oldest order (or shipment) waiting at each step and since when. */
  oldest: v.array(v.object({ step: v.picklist(WAITING_STEPS), number: v.string(), since: v.string() })),
  generatedAt: v.string(),
});
export type ShippingDashboard = v.InferOutput<typeof ShippingDashboardSchema>;
