import * as v from 'valibot';
import { ORDER_PRIORITIES, ORDER_STATUSES } from '../orders/statuses';
import { ITEM_STATUSES } from '../receiving/statuses';
import { CartonTypeSchema } from './carton-types';
import { ReservedFromSchema, ReservedNumberSchema } from './number-blocks';
import { CARTON_STATUSES, SHIPMENT_STATUSES } from './statuses';

/*
 * Packing by scan (issue 19, /shipping-out/packing-detail): what the device downloads to pack an order
 * and the outbox mutations each step sends. The same schemas check the device's payloads and the
 * server's input (docs/decisions/0015-typed-offline-mutations.md).
 */

export const OPEN_CARTON = 'packing.carton.open';
export const PACK_UNITS = 'packing.pack';
export const UNDO_PACK = 'packing.pack.undo';
export const CLOSE_CARTON = 'packing.carton.close';

const Id = v.pipe(v.string(), v.uuid());
const At = v.pipe(v.string(), v.isoTimestamp());

/**
 * A new carton of a type for an order; its id is made on the device (it names the carton in the packs
 * that follow, offline too). The first carton of an order makes its shipment.
 */
export const OpenCartonSchema = v.object({
  cartonId: Id,
  orderId: Id,
  cartonTypeId: Id,
  openedAt: At,
  /** The SSCC the device labelled it with, from its reserved block; without it the server numbers the carton. */
  reserved: v.optional(v.object({ ...ReservedFromSchema.entries, sscc: ReservedNumberSchema })),
});
export type OpenCarton = v.InferOutput<typeof OpenCartonSchema>;

/**
 * Units of the order into an open carton: a serial unit by its id (scanned by WMS number or serial), a
 * non-serial SKU by quantity (the order's picked units of that SKU in order, the last one split when only
 * part of it goes in: `newItemId`, made on the device so a replay makes no second one).
 */
export const PackUnitsSchema = v.object({
  id: Id,
  cartonId: Id,
  what: v.variant('kind', [
    v.object({ kind: v.literal('item'), itemId: Id }),
    v.object({ kind: v.literal('quantity'), skuId: Id, quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)), newItemId: Id }),
  ]),
  packedAt: At,
});
export type PackUnits = v.InferOutput<typeof PackUnitsSchema>;

/** Takes the packer's last pack back out of its carton (still open): the units are picked again, where they were. */
export const UndoPackSchema = v.object({ packId: Id });

/** Weight on the scale, grams: the carton with what is in it. */
export const CartonWeightSchema = v.pipe(v.number('Enter the weight'), v.integer('Whole grams'), v.minValue(1, 'At least 1 g'), v.maxValue(2_000_000, 'At most 2,000 kg'));

/** Closes a carton with its weight; when it was the order's last, the order is packed and its shipment ready for the label. */
export const CloseCartonSchema = v.object({ id: Id, cartonId: Id, weightG: CartonWeightSchema, closedAt: At });
export type CloseCarton = v.InferOutput<typeof CloseCartonSchema>;

/**
 * Why the server refuses a packing step (409, `payload.reason`); the device gives the same verdicts
 * offline and says them in the user's language.
 * - not-on-order: the unit or SKU is not one the order holds; other-client: it is another client's.
 * - too-many: more units of the SKU than the order has left to pack.
 * - not-picked: the order holds the unit but it was not picked (still in its bin, or short).
 * - already-packed: the unit is in a carton already (scanned twice, or on another device).
 * - carton-closed: the carton is closed; unknown-carton: no such carton of this order.
 * - order-not-ready: the order is not picked (or is packed already); unknown-carton-type: inactive or unknown type.
 * - empty-carton: a carton is closed with nothing in it; bad-weight: the weight passes the type's maximum, or is below its tare.
 * - not-reserved: a number the device chose was not reserved to it, or is used already.
 */
export const PACK_REJECTIONS = [
  'not-on-order', 'other-client', 'too-many', 'not-picked', 'already-packed', 'carton-closed', 'unknown-carton',
  'order-not-ready', 'unknown-carton-type', 'empty-carton', 'bad-weight', 'not-reserved',
] as const;
export type PackRejection = (typeof PACK_REJECTIONS)[number];

export const PackAnswerSchema = v.object({
  packed: v.array(v.object({ itemId: v.string(), wmsNumber: v.string(), quantity: v.number(), skuId: v.string(), splitFrom: v.nullable(v.string()), /** The tote it came out of: an undo puts it back there. */ fromContainerId: v.nullable(v.string()) })),
  /** Every unit of the order is in a carton now (closing the carton packs the order). */
  orderComplete: v.boolean(),
});
export type PackAnswer = v.InferOutput<typeof PackAnswerSchema>;

export const OpenCartonAnswerSchema = v.object({ shipmentId: v.string(), shipmentNumber: v.string(), sscc: v.string(), position: v.number() });
export type OpenCartonAnswer = v.InferOutput<typeof OpenCartonAnswerSchema>;

export const CloseCartonAnswerSchema = v.object({
  shipmentId: v.string(),
  shipmentNumber: v.string(),
  shipmentStatus: v.picklist(SHIPMENT_STATUSES),
  orderStatus: v.picklist(ORDER_STATUSES),
});
export type CloseCartonAnswer = v.InferOutput<typeof CloseCartonAnswerSchema>;

const PackUnitSchema = v.object({
  id: v.string(),
  wmsNumber: v.string(),
  serial: v.nullable(v.string()),
  skuId: v.string(),
  quantity: v.number(),
  lotNumber: v.nullable(v.string()),
  status: v.picklist(ITEM_STATUSES),
  /** The tote it was picked into, or the carton it is packed in. */
  containerId: v.nullable(v.string()),
  picked: v.boolean(),
});
export type PackOrderUnit = v.InferOutput<typeof PackUnitSchema>;

const CartonSchema = v.object({
  id: v.string(),
  sscc: v.string(),
  position: v.number(),
  cartonTypeId: v.string(),
  status: v.picklist(CARTON_STATUSES),
  weightG: v.nullable(v.number()),
});
export type PackCarton = v.InferOutput<typeof CartonSchema>;

/**
 * GET /v1/shipping/packing/orders/:id: what a packing station needs to pack one order with no network:
 * the order, its lines, every unit it holds (where each is), its SKUs with barcodes, the carton types,
 * and the shipment and cartons made so far.
 */
export const PackOrderSchema = v.object({
  order: v.object({
    id: v.string(),
    number: v.string(),
    status: v.picklist(ORDER_STATUSES),
    /** Null for a recycler's order (ADR 0034). */
    clientId: v.nullable(v.string()),
    clientName: v.nullable(v.string()),
    carrier: v.nullable(v.string()),
    service: v.string(),
    shipToName: v.string(),
  }),
  lines: v.array(v.object({ skuId: v.string(), quantity: v.number() })),
  units: v.array(PackUnitSchema),
  skus: v.array(v.object({ id: v.string(), code: v.string(), description: v.string(), serialised: v.boolean(), barcodes: v.array(v.string()) })),
  totes: v.array(v.object({ id: v.string(), code: v.string() })),
  cartonTypes: v.array(CartonTypeSchema),
  shipment: v.nullable(v.object({ id: v.string(), number: v.string(), status: v.picklist(SHIPMENT_STATUSES) })),
  cartons: v.array(CartonSchema),
  /**
   * What the station prints on the order's labels when it ships with our own fleet (`ownFleet`): then
   * it labels its cartons itself, offline too, with numbers from its reserved block.
   */
  label: v.object({ ownFleet: v.boolean(), from: v.array(v.string()), to: v.array(v.string()), carrier: v.string(), service: v.string() }),
  downloadedAt: v.string(),
});
export type PackOrder = v.InferOutput<typeof PackOrderSchema>;

/**
 * GET /v1/shipping/packing/queue: picked orders waiting to be packed, the most urgent first (priority,
 * then ship-by day, then the oldest pick), with the totes their units wait in so a scanned tote finds
 * its order.
 */
export const PackingQueueSchema = v.object({
  orders: v.array(
    v.object({
      id: v.string(),
      number: v.string(),
      clientName: v.nullable(v.string()),
      priority: v.picklist(ORDER_PRIORITIES),
      shipBy: v.nullable(v.string()),
      carrier: v.nullable(v.string()),
      units: v.number(),
      packed: v.number(),
      totes: v.array(v.string()),
      pickedAt: v.nullable(v.string()),
      shipmentNumber: v.nullable(v.string()),
    }),
  ),
});
export type PackingQueue = v.InferOutput<typeof PackingQueueSchema>;

export const PackOrderParamsSchema = v.object({ id: Id });

/**
 * GET /v1/shipping/packing/batches: batches whose picked orders wait for the put-wall, with the totes
 * their units are in (a scanned tote finds its batch).
 */
export const PutWallBatchListSchema = v.object({
  batches: v.array(v.object({ id: v.string(), number: v.string(), orders: v.number(), units: v.number(), totes: v.array(v.string()) })),
});
export type PutWallBatchList = v.InferOutput<typeof PutWallBatchListSchema>;

/**
 * GET /v1/shipping/packing/batches/:id: a batch for the put-wall (/shipping-out/packing-detail-2): each
 * of its orders still to pack with its packing download and its slot on the wall (1, 2, … in order number).
 */
export const PutWallPackSchema = v.object({
  batch: v.object({ id: v.string(), number: v.string() }),
  slots: v.array(v.object({ slot: v.number(), pack: PackOrderSchema })),
  downloadedAt: v.string(),
});
export type PutWallPack = v.InferOutput<typeof PutWallPackSchema>;
