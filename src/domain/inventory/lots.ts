import * as v from 'valibot';
import { IdSchema, listPageSchema, listQuerySchema } from '../lists/list-query';
import { ITEM_STATUSES } from '../receiving/statuses';
import { EXPIRY_STATES, LOT_SORTS } from './lot-list-keys';

/** A lot number as printed (GS1 AI 10 carries up to 20 characters; receiving takes 40). */
export const LOT_NUMBER_MAX = 40;

const DaySchema = v.pipe(v.string(), v.isoDate());

/**
 * The lot form and the body of POST /v1/lots. An empty number takes the next one of the `lot`
 * sequence; the server adds what needs the database (the SKU is the client's, the number is free).
 */
export const LotFormSchema = v.pipe(
  v.object({
    number: v.pipe(v.string(), v.trim(), v.maxLength(LOT_NUMBER_MAX)),
    clientId: v.pipe(v.string(), v.nonEmpty('Choose a client'), v.uuid()),
    skuId: v.pipe(v.string(), v.nonEmpty('Choose a SKU'), v.uuid()),
    expiry: v.nullable(DaySchema),
    producedOn: v.nullable(DaySchema),
    notes: v.pipe(v.string(), v.trim(), v.maxLength(2000)),
  }),
  v.forward(
    v.check((form) => !form.expiry || !form.producedOn || form.producedOn <= form.expiry, 'Produced after it expires'),
    ['producedOn'],
  ),
);
export type LotForm = v.InferOutput<typeof LotFormSchema>;

/** POST /v1/lots/:id/expiry: a corrected expiry (none clears it) and why; its units' copies follow. */
export const LotExpirySchema = v.object({
  expiry: v.nullable(DaySchema),
  reason: v.pipe(v.string(), v.trim(), v.nonEmpty('Say why the expiry changes'), v.maxLength(500)),
});
export type LotExpiry = v.InferOutput<typeof LotExpirySchema>;

export const LotListQuerySchema = listQuerySchema(LOT_SORTS, {
  client: v.optional(IdSchema),
  sku: v.optional(IdSchema),
  expiry: v.optional(v.picklist(EXPIRY_STATES)),
});
export type LotListQuery = v.InferOutput<typeof LotListQuerySchema>;

/** GET /v1/lots/number/:lotNumber: a number names one lot per SKU; `sku` picks it when several share it. */
export const LotNumberParamsSchema = v.object({ lotNumber: v.pipe(v.string(), v.nonEmpty(), v.maxLength(LOT_NUMBER_MAX)) });
export const LotLookupQuerySchema = v.object({ sku: v.optional(IdSchema) });

const RefSchema = v.object({ id: v.string(), code: v.string(), name: v.string() });
const SkuRefSchema = v.object({ id: v.string(), code: v.string(), description: v.string() });
export type LotSkuOption = v.InferOutput<typeof SkuRefSchema>;

/** A row of the lot list, and the header of its detail. */
export const LotSchema = v.object({
  id: v.string(),
  number: v.string(),
  sku: SkuRefSchema,
  client: RefSchema,
  expiry: v.nullable(v.string()),
  /** Days from today (the company's day) to the expiry: negative once expired; null without expiry. */
  daysToExpiry: v.nullable(v.number()),
  producedOn: v.nullable(v.string()),
  notes: v.string(),
  /** Units of the lot still in the warehouse (not shipped, scrapped or missing). */
  onHand: v.number(),
  createdBy: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Lot = v.InferOutput<typeof LotSchema>;

export const LotListSchema = listPageSchema(LotSchema);
export const LotLookupSchema = v.object({ lots: v.array(LotSchema) });
export type LotLookup = v.InferOutput<typeof LotLookupSchema>;

const PlaceSchema = v.object({ bin: v.nullable(v.string()), container: v.nullable(v.string()) });

const LotUnitSchema = v.object({
  id: v.string(),
  wmsNumber: v.string(),
  serial: v.nullable(v.string()),
  quantity: v.number(),
  status: v.picklist(ITEM_STATUSES),
  place: PlaceSchema,
});
export type LotUnit = v.InferOutput<typeof LotUnitSchema>;

const LotMovementSchema = v.object({
  id: v.string(),
  type: v.string(),
  wmsNumber: v.nullable(v.string()),
  quantity: v.number(),
  from: PlaceSchema,
  to: PlaceSchema,
  reference: v.nullable(v.object({ type: v.nullable(v.string()), id: v.string() })),
  username: v.nullable(v.string()),
  at: v.string(),
});
export type LotMovement = v.InferOutput<typeof LotMovementSchema>;

/** How many units and movements the detail shows, newest first. */
export const LOT_DETAIL_MAX = 500;

export const LotDetailSchema = v.object({ ...LotSchema.entries, units: v.array(LotUnitSchema), movements: v.array(LotMovementSchema) });
export type LotDetail = v.InferOutput<typeof LotDetailSchema>;

/** What the lot form picks from: active clients; and a client's active SKUs. */
export const LotOptionsSchema = v.object({ clients: v.array(RefSchema) });
export type LotOptions = v.InferOutput<typeof LotOptionsSchema>;
export const LotSkuOptionsQuerySchema = v.object({ clientId: IdSchema });
export const LotSkuOptionsSchema = v.array(SkuRefSchema);
