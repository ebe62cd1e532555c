import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../lists/list-query';
import { IsoInstantSchema } from '../scan/scan-log';
import { MOVEMENT_TYPES, REFERENCE_TYPES } from './movement-types';

/*
 * The movement history (GET /v1/movements): the ledger newest first, paged by a cursor instead of page
 * numbers, so the hundredth page of 5,000,000 movements costs what the first does
 * (docs/decisions/0025-movement-history-keyset.md). Codes are matched whole and case-insensitively.
 */

/** Where a page ends: the last row's time in microseconds since 1970 (what PostgreSQL keeps) and its id. */
const CURSOR = /^(\d{1,17})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export interface HistoryCursor {
  micros: string;
  id: string;
}

export const cursorText = (cursor: HistoryCursor) => `${cursor.micros}_${cursor.id}`;

export function parseCursor(text: string): HistoryCursor | null {
  const match = CURSOR.exec(text);
  return match ? { micros: match[1]!, id: match[2]! } : null;
}

const code = v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(80)));

export const MovementHistoryQuerySchema = v.object({
  type: v.optional(v.picklist(MOVEMENT_TYPES)),
  /** At or after this instant. */
  from: v.optional(IsoInstantSchema),
  /** Before this instant. */
  to: v.optional(IsoInstantSchema),
  /** The item's WMS number or serial. */
  item: code,
  /** Username of who moved it. */
  user: code,
  device: code,
  sku: code,
  lot: code,
  /** Movements out of or into the bin (or any bin of the zone). */
  bin: code,
  zone: code,
  container: code,
  referenceType: v.optional(v.picklist(REFERENCE_TYPES)),
  /** The document's number as users see it (with or without its type). */
  reference: code,
  after: v.optional(v.pipe(v.string(), v.regex(CURSOR, 'Not a page cursor of this list'))),
  pageSize: v.optional(v.pipe(v.string(), v.transform(Number), v.picklist(PAGE_SIZES as unknown as number[])), String(DEFAULT_PAGE_SIZE)),
});
export type MovementHistoryQuery = v.InferOutput<typeof MovementHistoryQuerySchema>;

const PlaceSchema = v.object({
  status: v.nullable(v.string()),
  bin: v.nullable(v.string()),
  container: v.nullable(v.string()),
  lot: v.nullable(v.string()),
});

export const MovementHistoryRowSchema = v.object({
  id: v.string(),
  type: v.string(),
  quantity: v.number(),
  quantityChange: v.boolean(),
  /** The unit moved, also when it was deleted since (its tombstone keeps the WMS number). */
  item: v.nullable(v.object({ wmsNumber: v.string(), serial: v.nullable(v.string()), deleted: v.boolean() })),
  sku: v.nullable(v.object({ code: v.string(), description: v.string() })),
  from: v.nullable(PlaceSchema),
  to: v.nullable(PlaceSchema),
  /** `label` is what users call the document when its id is not its number (a counting cycle's number). */
  reference: v.nullable(v.object({ type: v.string(), id: v.string(), label: v.string() })),
  username: v.nullable(v.string()),
  device: v.nullable(v.string()),
  at: v.string(),
});
export type MovementHistoryRow = v.InferOutput<typeof MovementHistoryRowSchema>;

/** One page; `next` is the cursor of the following (older) page, null on the last one. */
export const MovementHistoryPageSchema = v.object({ items: v.array(MovementHistoryRowSchema), next: v.nullable(v.string()), pageSize: v.number() });
export type MovementHistoryPage = v.InferOutput<typeof MovementHistoryPageSchema>;
