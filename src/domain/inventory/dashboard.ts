import * as v from 'valibot';
import { ITEM_STATUSES } from '../receiving/statuses';

/*
 * The inventory dashboard's figures (GET /v1/inventory/dashboard) and the item-list filters each figure
 * opens. Days are calendar days in the caller's time zone (YYYY-MM-DD).
 */

/** Statuses of units physically in the warehouse: on hand. Shipped, scrapped and missing units are not. */
export const ON_HAND_STATUSES = ['received', 'available', 'qc', 'repair', 'clean', 'allocated', 'picked', 'packed'] as const;

/** The job-center queues: units waiting for QC, repair or cleaning. */
export const QUEUE_STATUSES = ['qc', 'repair', 'clean'] as const;

/** Days of the received-vs-shipped chart, today included. */
export const FLOW_DAYS = 30;

/** How many clients the by-client figure names; the rest add up to `otherUnits`. */
export const TOP_CLIENTS = 10;

/** How many expiring lots the dashboard lists by name (soonest first). */
export const LISTED_LOTS = 20;

/**
 * Age since receipt, in whole days between the day of receipt and today: each bucket from `minDays`
 * through `maxDays` (null: no upper bound).
 */
export const AGE_BUCKETS = [
  { key: '0-7', minDays: 0, maxDays: 7 },
  { key: '8-30', minDays: 8, maxDays: 30 },
  { key: '31-90', minDays: 31, maxDays: 90 },
  { key: '91-180', minDays: 91, maxDays: 180 },
  { key: '181-365', minDays: 181, maxDays: 365 },
  { key: '365+', minDays: 366, maxDays: null },
] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number]['key'];

/** A lot's expiry against today: expired, or expiring within 30, 60 or 90 days. */
export const EXPIRY_BUCKETS = ['expired', 'within-30', 'within-60', 'within-90'] as const;
export type ExpiryBucket = (typeof EXPIRY_BUCKETS)[number];

/** Which expiry bucket a lot expiring on `expiry` is in on `today`; null beyond 90 days. */
export function expiryBucketOf(expiry: string, today: string): ExpiryBucket | null {
  const days = Math.round((Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (days < 0) return 'expired';
  if (days <= 30) return 'within-30';
  if (days <= 60) return 'within-60';
  if (days <= 90) return 'within-90';
  return null;
}

const units = v.pipe(v.number(), v.integer());
const ref = v.object({ id: v.string(), code: v.string(), name: v.string() });

export const InventoryDashboardSchema = v.object({
  timeZone: v.string(),
  today: v.string(),
  onHandUnits: units,
  byStatus: v.array(v.object({ status: v.picklist(ITEM_STATUSES), units })),
  byClient: v.array(v.object({ client: ref, units })),
  /** On-hand units of the clients beyond the first TOP_CLIENTS. */
  otherClientUnits: units,
  /** `skuType` null: SKUs without a type. */
  bySkuType: v.array(v.object({ skuType: v.nullable(ref), units })),
  flow: v.array(v.object({ day: v.string(), received: units, shipped: units })),
  age: v.array(v.object({ bucket: v.picklist(AGE_BUCKETS.map((b) => b.key)), units })),
  expiry: v.array(v.object({ bucket: v.picklist(EXPIRY_BUCKETS), lots: units, units })),
  lots: v.array(
    v.object({ lotNumber: v.string(), expiry: v.string(), sku: v.object({ id: v.string(), code: v.string() }), client: ref, units, bucket: v.picklist(EXPIRY_BUCKETS) }),
  ),
  bins: v.object({ empty: units, occupied: units, blocked: units }),
  queues: v.array(v.object({ status: v.picklist(QUEUE_STATUSES), units })),
  openDiscrepancies: units,
});
export type InventoryDashboard = v.InferOutput<typeof InventoryDashboardSchema>;

/** The search the item list (/inventory/item) reads; every dashboard figure opens it with one of these. */
export interface ItemListFilter {
  status?: string;
  client?: string;
  skuType?: string;
  receivedFrom?: string;
  receivedTo?: string;
  lot?: string;
  sku?: string;
  zone?: string;
  bin?: string;
}

export const ITEM_LIST_PATH = '/inventory/item';

/** The item list's address for a filter (keys in a fixed order, so a link reads the same everywhere). */
export function itemListHref(filter: ItemListFilter): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${ITEM_LIST_PATH}?${text}` : ITEM_LIST_PATH;
}

/** The receipt days an age bucket spans on `today` (as item-list filters). */
export function ageBucketDays(bucket: AgeBucket, today: string): { receivedFrom?: string; receivedTo: string } {
  const found = AGE_BUCKETS.find((b) => b.key === bucket) ?? AGE_BUCKETS[0];
  const shift = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  return { ...(found.maxDays === null ? {} : { receivedFrom: shift(found.maxDays) }), receivedTo: shift(found.minDays) };
}
