import * as v from 'valibot';
import { IdSchema, listPageSchema, listQuerySchema } from '../lists/list-query';
import { IsoInstantSchema } from '../scan/scan-log';
import { CONTROL_NUMBER_SORTS, RECEIVED_ITEM_SORTS } from './list-keys';
import { CONTROL_NUMBER_STATUSES, ITEM_STATUSES } from './statuses';

export const TRACKING_NUMBERS_MAX = 50;
export const EXPECTED_LINES_MAX = 500;
/** The most WMS numbers one goods receipt of several takes (POST /v1/receiving/goods-receipt). */
export const GOODS_RECEIPT_MAX = 1000;

const TrackingNumberSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('Scan or type the tracking number'), v.maxLength(60));

const ExpectedLineSchema = v.object({
  skuId: v.pipe(v.string(), v.nonEmpty('Choose a SKU'), v.uuid()),
  quantity: v.pipe(v.number(), v.integer('Whole units only'), v.minValue(1, 'At least 1'), v.maxValue(1_000_000)),
});

const noRepeats = <T>(key: (item: T) => string) => (items: readonly T[]) => new Set(items.map(key)).size === items.length;

/**
 * The control number form (create and edit) and the body of POST / PUT
 * /v1/receiving/control-numbers. A SKU appears on one line only and a tracking number once; the
 * server adds what needs the database (the SKUs are the client's, the catalogue entries of their kind).
 */
export const ControlNumberFormSchema = v.pipe(
  v.object({
    clientId: v.pipe(v.string(), v.nonEmpty('Choose a client'), v.uuid()),
    sourceTypeId: v.nullable(IdSchema),
    dealerId: v.nullable(IdSchema),
    carrierId: v.nullable(IdSchema),
    trackingNumbers: v.pipe(v.array(TrackingNumberSchema), v.maxLength(TRACKING_NUMBERS_MAX)),
    lines: v.pipe(v.array(ExpectedLineSchema), v.maxLength(EXPECTED_LINES_MAX)),
    notes: v.pipe(v.string(), v.trim(), v.maxLength(2000)),
  }),
  v.forward(
    v.check((form) => noRepeats((t: string) => t.toLowerCase())(form.trackingNumbers), 'A tracking number is in the list twice'),
    ['trackingNumbers'],
  ),
  v.forward(
    v.check((form) => noRepeats((l: { skuId: string }) => l.skuId)(form.lines), 'A SKU is on two lines: add the quantities up on one'),
    ['lines'],
  ),
);
export type ControlNumberForm = v.InferOutput<typeof ControlNumberFormSchema>;

export const ControlNumberParamsSchema = v.object({ number: v.pipe(v.string(), v.nonEmpty(), v.maxLength(40)) });

export const ControlNumberListQuerySchema = listQuerySchema(CONTROL_NUMBER_SORTS, {
  status: v.optional(v.picklist(CONTROL_NUMBER_STATUSES)),
  client: v.optional(IdSchema),
  sourceType: v.optional(IdSchema),
  /** Created at or after this instant. */
  from: v.optional(IsoInstantSchema),
  /** Created before this instant. */
  to: v.optional(IsoInstantSchema),
});
export type ControlNumberListQuery = v.InferOutput<typeof ControlNumberListQuerySchema>;

const RefSchema = v.object({ id: v.string(), code: v.string(), name: v.string() });
export type ReceivingRef = v.InferOutput<typeof RefSchema>;

/** A row of the receiving list, and the header of the detail. */
export const ControlNumberSchema = v.object({
  id: v.string(),
  number: v.string(),
  status: v.picklist(CONTROL_NUMBER_STATUSES),
  client: RefSchema,
  sourceType: v.nullable(RefSchema),
  dealer: v.nullable(RefSchema),
  carrier: v.nullable(RefSchema),
  trackingNumbers: v.array(v.string()),
  notes: v.string(),
  /** Sum of the expected lines' quantities. */
  expected: v.number(),
  /** Sum of the quantities of the items scanned into it. */
  received: v.number(),
  items: v.number(),
  createdBy: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  receivedAt: v.nullable(v.string()),
  closedAt: v.nullable(v.string()),
});
export type ControlNumber = v.InferOutput<typeof ControlNumberSchema>;

export const ControlNumberListSchema = listPageSchema(ControlNumberSchema);

const SkuRefSchema = v.object({ id: v.string(), code: v.string(), description: v.string(), serialised: v.boolean() });

/** Expected against received for one SKU: a SKU expected, scanned, or both. */
export const ExpectedLineResultSchema = v.object({ sku: SkuRefSchema, expected: v.number(), received: v.number() });
export type ExpectedLineResult = v.InferOutput<typeof ExpectedLineResultSchema>;

export const ControlNumberDetailSchema = v.object({ ...ControlNumberSchema.entries, lines: v.array(ExpectedLineResultSchema) });
export type ControlNumberDetail = v.InferOutput<typeof ControlNumberDetailSchema>;

export const ReceivedItemQuerySchema = listQuerySchema(RECEIVED_ITEM_SORTS, { status: v.optional(v.picklist(ITEM_STATUSES)) });
export type ReceivedItemQuery = v.InferOutput<typeof ReceivedItemQuerySchema>;

const PlaceRefSchema = v.nullable(v.object({ id: v.string(), code: v.string() }));

export const ReceivedItemSchema = v.object({
  id: v.string(),
  wmsNumber: v.string(),
  sku: SkuRefSchema,
  serial: v.nullable(v.string()),
  quantity: v.number(),
  lotNumber: v.nullable(v.string()),
  expiry: v.nullable(v.string()),
  bin: PlaceRefSchema,
  container: PlaceRefSchema,
  status: v.picklist(ITEM_STATUSES),
  createdBy: v.nullable(v.string()),
  createdAt: v.string(),
  receiptAt: v.nullable(v.string()),
});
export type ReceivedItem = v.InferOutput<typeof ReceivedItemSchema>;

export const ReceivedItemListSchema = listPageSchema(ReceivedItemSchema);

export const GoodsReceiptSchema = v.object({
  wmsNumbers: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40))),
    v.minLength(1, 'Choose at least one item'),
    v.maxLength(GOODS_RECEIPT_MAX),
  ),
});
export type GoodsReceiptInput = v.InferOutput<typeof GoodsReceiptSchema>;

export const WmsNumberParamsSchema = v.object({ wmsNumber: v.pipe(v.string(), v.nonEmpty(), v.maxLength(40)) });

/** What a goods receipt posted: the WMS numbers made available. */
export const GoodsReceiptResultSchema = v.object({ posted: v.array(v.string()) });
export type GoodsReceiptResult = v.InferOutput<typeof GoodsReceiptResultSchema>;

/** What the receiving screens pick from: active clients; and a client's active SKUs. */
export const ReceivingOptionsSchema = v.object({ clients: v.array(RefSchema) });
export type ReceivingOptions = v.InferOutput<typeof ReceivingOptionsSchema>;
export const ReceivingSkuOptionsQuerySchema = v.object({ clientId: IdSchema });
export const ReceivingSkuOptionsSchema = v.array(SkuRefSchema);
export type ReceivingSkuOption = v.InferOutput<typeof SkuRefSchema>;
