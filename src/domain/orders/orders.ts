import * as v from 'valibot';
import { CountryCodeSchema } from '../shipping/customs';
import { OrderReversalRowSchema } from '../shipping/reversal';
import { IdSchema, flagFilter, listPageSchema, listQuerySchema } from '../lists/list-query';
import { DaySchema } from '../tracking/list-keys';
import { ORDER_PRIORITIES, ORDER_SORTS, ORDER_STATUSES, SHORT_REASONS } from './statuses';

export const ORDER_LINES_MAX = 500;

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const required = (max: number, message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(max));

/** Where the order goes; the country is an ISO 3166-1 alpha-2 code. */
export const ShipToSchema = v.object({
  name: required(120, 'Enter the recipient'),
  company: text(120),
  street1: required(120, 'Enter the street'),
  street2: text(120),
  city: required(80, 'Enter the city'),
  region: text(80),
  postalCode: text(20),
  country: CountryCodeSchema,
  phone: text(40),
  email: v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.maxLength(254), v.email('Not an e-mail address'))]),
});
export type ShipTo = v.InferOutput<typeof ShipToSchema>;

/** SKU and quantity; optionally one lot, or one unit named by its WMS number or serial. */
export const OrderLineFormSchema = v.object({
  skuId: v.pipe(v.string(), v.nonEmpty('Choose a SKU'), v.uuid()),
  quantity: v.pipe(v.number(), v.integer('Whole units only'), v.minValue(1, 'At least 1'), v.maxValue(1_000_000)),
  lotNumber: v.nullable(required(60, 'Enter the lot or leave it out')),
  unit: v.nullable(required(60, 'Enter the WMS number or serial, or leave it out')),
});

/**
 * The order form (create and edit), the body of POST / PUT /v1/shipping/orders, of the client API's
 * POST and a row of the CSV import. The server adds what needs the database (the SKUs are the
 * client's, the reference is free for that client).
 */
export const OrderFormSchema = v.object({
  clientId: v.pipe(v.string(), v.nonEmpty('Choose a client'), v.uuid()),
  reference: required(60, "Enter the client's reference"),
  shipTo: ShipToSchema,
  carrierId: v.nullable(IdSchema),
  service: text(60),
  shipBy: v.nullable(DaySchema),
  priority: v.picklist(ORDER_PRIORITIES),
  notes: text(2000),
  lines: v.pipe(v.array(OrderLineFormSchema), v.minLength(1, 'Add at least one line'), v.maxLength(ORDER_LINES_MAX)),
});
export type OrderForm = v.InferOutput<typeof OrderFormSchema>;

export const OrderParamsSchema = v.object({ number: v.pipe(v.string(), v.nonEmpty(), v.maxLength(40)) });

/** Most orders one bulk allocation takes: a day's orders at a large site. */
export const ALLOCATE_MAX_ORDERS = 2_000;

/**
 * POST /v1/shipping/orders/allocate: allocates many open orders in few transactions, in the order given;
 * without `numbers`, every open order, due first (ship-by day, priority, age), up to the cap.
 */
export const AllocateOrdersSchema = v.object({
  numbers: v.optional(v.pipe(v.array(v.pipe(v.string(), v.nonEmpty(), v.maxLength(40))), v.minLength(1), v.maxLength(ALLOCATE_MAX_ORDERS))),
});
export type AllocateOrders = v.InferOutput<typeof AllocateOrdersSchema>;

export const AllocateOrdersResultSchema = v.object({
  /** Every line holds all its units. */
  allocated: v.array(v.string()),
  /** Some line is short: the order stays open. */
  partly: v.array(v.string()),
  /** Not open (or not found): nothing was done to it. */
  skipped: v.array(v.string()),
});
export type AllocateOrdersResult = v.InferOutput<typeof AllocateOrdersResultSchema>;

export const CancelOrderSchema = v.object({ reason: required(500, 'Say why the order is cancelled') });
export type CancelOrder = v.InferOutput<typeof CancelOrderSchema>;

export const OrderListQuerySchema = listQuerySchema(ORDER_SORTS, {
  status: v.optional(v.picklist(ORDER_STATUSES)),
  client: v.optional(IdSchema),
  carrier: v.optional(IdSchema),
  priority: v.optional(v.picklist(ORDER_PRIORITIES)),
  shipBy: v.optional(DaySchema),
  /** The ship-by day has passed (in the company's time zone) and the order is not shipped or cancelled. */
  late: flagFilter,
  /** Orders whose last allocation left a line short. */
  short: flagFilter,
  /** Orders of the batch with this number. */
  batch: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40))),
});
export type OrderListQuery = v.InferOutput<typeof OrderListQuerySchema>;

const RefSchema = v.object({ id: v.string(), code: v.string(), name: v.string() });

/** A row of the order list, and the header of the detail. */
export const OrderSchema = v.object({
  id: v.string(),
  number: v.string(),
  status: v.picklist(ORDER_STATUSES),
  /** Null for a recycler's order, which ships the scrap list `scrapList` (ADR 0034). */
  client: v.nullable(RefSchema),
  scrapList: v.nullable(v.string()),
  reference: v.string(),
  shipTo: ShipToSchema,
  carrier: v.nullable(RefSchema),
  service: v.string(),
  shipBy: v.nullable(v.string()),
  priority: v.picklist(ORDER_PRIORITIES),
  notes: v.string(),
  ordered: v.number(),
  allocated: v.number(),
  late: v.boolean(),
  /** The last allocation left a line short: the order is partly allocated (ADR 0028). */
  short: v.boolean(),
  cancelReason: v.nullable(v.string()),
  /** The number of the batch it is picked in. */
  batch: v.nullable(v.string()),
  createdBy: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Order = v.InferOutput<typeof OrderSchema>;

export const OrderListSchema = listPageSchema(OrderSchema);

const SkuRefSchema = v.object({ id: v.string(), code: v.string(), description: v.string(), serialised: v.boolean() });

export const OrderLineSchema = v.object({
  id: v.string(),
  sku: SkuRefSchema,
  lotNumber: v.nullable(v.string()),
  unit: v.nullable(v.string()),
  ordered: v.number(),
  allocated: v.number(),
  picked: v.number(),
  packed: v.number(),
  shipped: v.number(),
  /** Why the last allocation left the line short; null when it holds every unit or was never allocated. */
  shortReason: v.nullable(v.picklist(SHORT_REASONS)),
});

export const OrderUnitSchema = v.object({
  lineId: v.string(),
  itemId: v.string(),
  wmsNumber: v.string(),
  serial: v.nullable(v.string()),
  quantity: v.number(),
  lotNumber: v.nullable(v.string()),
  bin: v.nullable(v.string()),
  status: v.string(),
});

export const OrderHistorySchema = v.object({ action: v.string(), username: v.nullable(v.string()), at: v.string(), detail: v.record(v.string(), v.unknown()) });

export const OrderDetailSchema = v.object({
  ...OrderSchema.entries,
  lines: v.array(OrderLineSchema),
  units: v.array(OrderUnitSchema),
  history: v.array(OrderHistorySchema),
  /** Shipped units that came back (SHIPMENT_ORDER_REVERSE); they are no longer among `units`. */
  reversals: v.array(OrderReversalRowSchema),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

/** The pickers of the order screens: active clients and carriers. */
export const OrderOptionsSchema = v.object({ clients: v.array(RefSchema), carriers: v.array(RefSchema) });
export type OrderOptions = v.InferOutput<typeof OrderOptionsSchema>;

export const OrderSkuOptionsQuerySchema = v.object({ clientId: IdSchema });
export const OrderSkuOptionsSchema = v.array(SkuRefSchema);
export type OrderSkuOption = v.InferOutput<typeof SkuRefSchema>;

/** What a client's system posts (POST /v1/client-api/orders): the order form without the client, which its API key names. */
export const ClientOrderSchema = v.omit(OrderFormSchema, ['clientId']);
export type ClientOrder = v.InferOutput<typeof ClientOrderSchema>;

/** The client API's list: its own orders, by state or reference. */
export const ClientOrderListQuerySchema = listQuerySchema(ORDER_SORTS, {
  status: v.optional(v.picklist(ORDER_STATUSES)),
  reference: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60))),
});
export type ClientOrderListQuery = v.InferOutput<typeof ClientOrderListQuerySchema>;
