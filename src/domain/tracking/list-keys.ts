import * as v from 'valibot';

/*
 * The URL names of the client tracking list's sorts, filters and states, apart from their schemas:
 * route files read them in the first bundle.
 */

export const TRACKING_SORTS = ['trackingNumber', 'client', 'expectedOn', 'arrivedAt', 'createdAt'] as const;

/** The list's filters, by their URL names; from / to bound the expected day. */
export const TRACKING_FILTERS = ['client', 'state', 'from', 'to'] as const;

/**
 * One state per parcel: `expected` (registered, not arrived, its day not past), `overdue` (registered,
 * not arrived, its expected day before today in the company's zone), `arrived` (registered and
 * scanned at the dock), `unexpected` (first seen at the dock, never registered).
 */
export const TRACKING_STATES = ['expected', 'overdue', 'arrived', 'unexpected'] as const;
export type TrackingState = (typeof TRACKING_STATES)[number];

/** The report's URL filters. */
export const TRACKING_REPORT_FILTERS = ['from', 'to', 'client'] as const;

/** A calendar day, YYYY-MM-DD, that exists (no 30 February): PostgreSQL would refuse it with a 500. */
export const DaySchema = v.config(
  v.pipe(
    v.string(),
    v.isoDate(),
    v.check((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'No such day'),
  ),
  { abortPipeEarly: true },
);
