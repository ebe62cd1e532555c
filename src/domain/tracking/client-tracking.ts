import * as v from 'valibot';
import { type ImportColumn } from '../import/columns';
import { IdSchema, listPageSchema, listQuerySchema } from '../lists/list-query';
import { IsoInstantSchema } from '../scan/scan-log';
import { DaySchema, TRACKING_SORTS, TRACKING_STATES, type TrackingState } from './list-keys';

export { TRACKING_STATES, type TrackingState } from './list-keys';

/** The catalogue the carrier is picked from (catalogue_entries.catalogue). */
export const CARRIER_CATALOGUE = 'carrier';

export const TRACKING_NUMBER_MAX = 60;

/** As carriers print them: letters, digits and dashes; compared without regard to case. */
export const TrackingNumberSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Scan or type the tracking number'),
  v.maxLength(TRACKING_NUMBER_MAX),
  v.regex(/^[A-Za-z0-9-]+$/, 'Letters, digits and dashes only'),
);

const ReferenceSchema = v.pipe(v.string(), v.trim(), v.maxLength(60));
const NotesSchema = v.pipe(v.string(), v.trim(), v.maxLength(500));

/**
 * The management form (create and edit) and the body of POST / PUT /v1/receiving/client-trackings.
 * The server adds what needs the database: the client and carrier exist, the number is new.
 */
export const TrackingFormSchema = v.object({
  clientId: v.pipe(v.string(), v.nonEmpty('Choose the client'), v.uuid()),
  trackingNumber: TrackingNumberSchema,
  carrierId: v.nullable(IdSchema),
  /** The day the client expects it, YYYY-MM-DD in the company's zone. */
  expectedOn: v.nullable(DaySchema),
  reference: ReferenceSchema,
  notes: NotesSchema,
});
export type TrackingFormInput = v.InferOutput<typeof TrackingFormSchema>;

export const TrackingListQuerySchema = v.pipe(
  listQuerySchema(TRACKING_SORTS, {
    client: v.optional(IdSchema),
    state: v.optional(v.picklist(TRACKING_STATES)),
    from: v.optional(DaySchema),
    to: v.optional(DaySchema),
  }),
  v.forward(
    v.check((query) => !query.from || !query.to || query.from <= query.to, 'The first day is after the last'),
    ['to'],
  ),
);
export type TrackingListQuery = v.InferOutput<typeof TrackingListQuerySchema>;

const RefSchema = v.object({ id: v.string(), code: v.string(), name: v.string() });
export type TrackingRef = v.InferOutput<typeof RefSchema>;

export const ClientTrackingSchema = v.object({
  id: v.string(),
  trackingNumber: v.string(),
  /** Null for a parcel of unknown client (scanned at the dock, never registered). */
  client: v.nullable(RefSchema),
  carrier: v.nullable(RefSchema),
  expectedOn: v.nullable(v.string()),
  reference: v.string(),
  notes: v.string(),
  state: v.picklist(TRACKING_STATES),
  /** A control number carries the same tracking number. */
  received: v.boolean(),
  arrivedAt: v.nullable(v.string()),
  arrivedBy: v.nullable(v.string()),
  arrivedDevice: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type ClientTracking = v.InferOutput<typeof ClientTrackingSchema>;

export const ClientTrackingListSchema = listPageSchema(ClientTrackingSchema);

/** What the management form and the report filter pick from: the active clients. */
export const TrackingOptionsSchema = v.object({ clients: v.array(RefSchema) });
export type TrackingOptions = v.InferOutput<typeof TrackingOptionsSchema>;

/** The state of a parcel on `today` (YYYY-MM-DD in the company's zone). */
export function trackingState(row: { unexpected: boolean; arrivedAt: unknown; expectedOn: string | null }, today: string): TrackingState {
  if (row.unexpected) return 'unexpected';
  if (row.arrivedAt) return 'arrived';
  return row.expectedOn !== null && row.expectedOn < today ? 'overdue' : 'expected';
}

/** The CSV import's columns: the client and carrier by their codes. */
export const TRACKING_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: 'client_code', required: true },
  { name: 'tracking_number', required: true },
  { name: 'carrier_code', required: false },
  { name: 'expected_on', required: false },
  { name: 'reference', required: false },
  { name: 'notes', required: false },
];

export interface TrackingImportRow {
  clientCode: string;
  trackingNumber: string;
  carrierCode: string | null;
  expectedOn: string | null;
  reference: string;
  notes: string;
}

const blankToNull = v.transform((text: string) => text || null);

export const TrackingImportRowSchema = v.pipe(
  v.object({
    client_code: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120)),
    tracking_number: TrackingNumberSchema,
    carrier_code: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(120), blankToNull),
    expected_on: v.pipe(v.optional(v.string(), ''), v.trim(), blankToNull, v.nullable(DaySchema)),
    reference: v.pipe(v.optional(v.string(), ''), ReferenceSchema),
    notes: v.pipe(v.optional(v.string(), ''), NotesSchema),
  }),
  v.transform(
    (row): TrackingImportRow => ({
      clientCode: row.client_code,
      trackingNumber: row.tracking_number,
      carrierCode: row.carrier_code,
      expectedOn: row.expected_on,
      reference: row.reference,
      notes: row.notes,
    }),
  ),
) as v.GenericSchema<Record<string, string>, TrackingImportRow>;

/** Kind of the dock scan of a parcel, sent through the outbox (POST /v1/sync). */
export const TRACKING_ARRIVE = 'tracking.arrive';

export const TrackingArriveSchema = v.object({
  trackingNumber: TrackingNumberSchema,
  /** When the parcel was scanned on the device; it becomes its arrival time. */
  scannedAt: IsoInstantSchema,
});
export type TrackingArriveInput = v.InferInput<typeof TrackingArriveSchema>;

/**
 * What the dock scan did: `arrived` (a registered parcel, now arrived), `unexpected` (an unknown
 * number, recorded without a client), `already-arrived` (scanned before: nothing changed).
 */
export const ARRIVAL_OUTCOMES = ['arrived', 'unexpected', 'already-arrived'] as const;
export type ArrivalOutcome = (typeof ARRIVAL_OUTCOMES)[number];

export const TrackingArrivalSchema = v.object({
  outcome: v.picklist(ARRIVAL_OUTCOMES),
  trackingNumber: v.string(),
  client: v.nullable(RefSchema),
  /** The arrival on record (for `already-arrived`, the first scan's). */
  arrivedAt: v.string(),
});
export type TrackingArrival = v.InferOutput<typeof TrackingArrivalSchema>;
