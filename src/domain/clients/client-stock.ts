import * as v from 'valibot';
import { IdSchema, listPageSchema, listQuerySchema } from '../lists/list-query';
import { ORDER_SORTS, ORDER_STATUSES } from '../orders/statuses';
import type { ItemStatus } from '../receiving/statuses';

/*
 * What a client sees of its own goods (issue 21, ADR 0036): its stock on hand by SKU and lot, and its
 * orders with their state and tracking, in the portal and through the client API. Read-only.
 */

/** Units the client has in the warehouse, by what they can be used for: ready to order, held for its orders, still being worked on. */
export const STOCK_COLUMNS = {
  available: ['available'],
  reserved: ['allocated', 'picked', 'packed'],
  inProcess: ['received', 'qc', 'repair', 'clean'],
} as const satisfies Record<string, readonly ItemStatus[]>;

const FiguresSchema = v.object({ onHand: v.number(), available: v.number(), reserved: v.number(), inProcess: v.number() });
export type StockFigures = v.InferOutput<typeof FiguresSchema>;

const StockRowSchema = v.object({
  sku: v.object({ id: v.string(), code: v.string(), description: v.string() }),
  /** Null: the SKU's units without a lot. */
  lotNumber: v.nullable(v.string()),
  expiry: v.nullable(v.string()),
  ...FiguresSchema.entries,
});
export type StockRow = v.InferOutput<typeof StockRowSchema>;

export const ClientStockSchema = v.object({
  client: v.object({ id: v.string(), name: v.string() }),
  rows: v.array(StockRowSchema),
  totals: FiguresSchema,
});
export type ClientStock = v.InferOutput<typeof ClientStockSchema>;

/** A portal account's own client is taken; staff name the client they look at. */
export const PortalClientQuerySchema = v.object({ clientId: v.optional(IdSchema) });

export const PortalOrderListQuerySchema = listQuerySchema(ORDER_SORTS, {
  status: v.optional(v.picklist(ORDER_STATUSES)),
  clientId: v.optional(IdSchema),
});
export type PortalOrderListQuery = v.InferOutput<typeof PortalOrderListQuerySchema>;

const PortalOrderSchema = v.object({
  number: v.string(),
  reference: v.string(),
  status: v.picklist(ORDER_STATUSES),
  shipBy: v.nullable(v.string()),
  ordered: v.number(),
  createdAt: v.string(),
  /** Its cartons' tracking numbers once it is packed, with the carrier's tracking page where known. */
  trackings: v.array(v.object({ number: v.string(), url: v.nullable(v.string()) })),
});
export type PortalOrder = v.InferOutput<typeof PortalOrderSchema>;

export const PortalOrderListSchema = listPageSchema(PortalOrderSchema);
