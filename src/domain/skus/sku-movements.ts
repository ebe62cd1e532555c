import * as v from 'valibot';
import { listQuerySchema } from '../lists/list-query';
import { SKU_MOVEMENT_SORTS } from './list-keys';

/** The SAP posting state of a ledger row (column movements.sap_status). */
export const SAP_STATUSES = ['not-required', 'pending', 'posted', 'failed'] as const;
export type SapStatus = (typeof SAP_STATUSES)[number];

export { SKU_MOVEMENT_SORTS } from './list-keys';

/** The SKU "SAP Movement" page: newest first unless sorted otherwise; q searches reference, document, user, device. */
export const SkuMovementQuerySchema = listQuerySchema(SKU_MOVEMENT_SORTS, { sapStatus: v.optional(v.picklist(SAP_STATUSES)) });
export type SkuMovementQuery = v.InferOutput<typeof SkuMovementQuerySchema>;

const PlaceSchema = v.object({ bin: v.nullable(v.string()), container: v.nullable(v.string()) });

const SkuMovementSchema = v.object({
  id: v.string(),
  type: v.string(),
  quantity: v.number(),
  from: PlaceSchema,
  to: PlaceSchema,
  reference: v.nullable(v.object({ type: v.nullable(v.string()), id: v.string() })),
  username: v.nullable(v.string()),
  device: v.nullable(v.string()),
  at: v.string(),
  sapStatus: v.picklist(SAP_STATUSES),
  sapDocument: v.nullable(v.string()),
  sapError: v.nullable(v.string()),
});
export type SkuMovement = v.InferOutput<typeof SkuMovementSchema>;

/**
 * One page of the ledger with the SKU it belongs to: the page needs BIN_MANAGEMENT, not the
 * SKU_MANAGEMENT of the SKU detail, so it cannot count on reading the SKU itself.
 */
export const SkuMovementPageSchema = v.object({
  sku: v.object({ id: v.string(), code: v.string(), description: v.string(), clientCode: v.string() }),
  items: v.array(SkuMovementSchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type SkuMovementPage = v.InferOutput<typeof SkuMovementPageSchema>;
