import * as v from 'valibot';
import { IdSchema } from '../lists/list-query';
import { DaySchema } from './list-keys';


/** GET /v1/receiving/tracking-report: expected days (and arrival days of unexpected parcels) from / to, one client. */
export const TrackingReportQuerySchema = v.pipe(
  v.object({
    from: v.optional(DaySchema),
    to: v.optional(DaySchema),
    client: v.optional(IdSchema),
  }),
  v.forward(
    v.check((query) => !query.from || !query.to || query.from <= query.to, 'The first day is after the last'),
    ['to'],
  ),
);
export type TrackingReportQuery = v.InferOutput<typeof TrackingReportQuerySchema>;

const ClientSchema = v.object({ id: v.string(), code: v.string(), name: v.string() });

/**
 * One client and day of registered parcels. The day is the expected day, or the day the parcel was
 * registered when it has none. Arrived and received count among the expected; overdue ones are
 * expected before today (company zone) and not arrived.
 */
export const TrackingReportRowSchema = v.object({
  day: v.string(),
  client: ClientSchema,
  expected: v.number(),
  arrived: v.number(),
  received: v.number(),
  overdue: v.number(),
});
export type TrackingReportRow = v.InferOutput<typeof TrackingReportRowSchema>;

/** Parcels nobody registered, by the day they arrived (and their client, once someone set it). */
export const UnexpectedReportRowSchema = v.object({
  day: v.string(),
  client: v.nullable(ClientSchema),
  arrived: v.number(),
  received: v.number(),
});
export type UnexpectedReportRow = v.InferOutput<typeof UnexpectedReportRowSchema>;

export const TrackingReportSchema = v.object({
  /** Today in the company's zone: what "overdue" was measured against. */
  today: v.string(),
  rows: v.array(TrackingReportRowSchema),
  unexpected: v.array(UnexpectedReportRowSchema),
});
export type TrackingReport = v.InferOutput<typeof TrackingReportSchema>;

/** Overdue rows first, oldest first (the longest wait on top); then the others, newest day first; then by client. */
export function reportOrder(a: TrackingReportRow, b: TrackingReportRow): number {
  const late = Number(b.overdue > 0) - Number(a.overdue > 0);
  if (late !== 0) return late;
  const byDay = a.overdue > 0 ? a.day.localeCompare(b.day) : b.day.localeCompare(a.day);
  return byDay !== 0 ? byDay : a.client.code.localeCompare(b.client.code);
}
