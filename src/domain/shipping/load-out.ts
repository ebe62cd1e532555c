import * as v from 'valibot';
import { SHIPMENT_STATUSES } from './statuses';

/*
 * Load-out by scan (issue 19, /movement/shipment, SHIPMENT_MOVEMENT): the device downloads the shipments
 * ready to go, the loader scans a dock or trailer, then each carton put on it; a shipment whose cartons
 * are all on is confirmed shipped. Each step is one typed offline mutation.
 */

export const LOAD_CARTON = 'shipping.load';
export const SHIP_SHIPMENT = 'shipping.ship';

const Id = v.pipe(v.string(), v.uuid());
const At = v.pipe(v.string(), v.isoTimestamp());

/** A carton scanned onto a dock or trailer: `dock` is the bin's code as scanned. */
export const LoadCartonSchema = v.object({
  id: Id,
  cartonId: Id,
  dock: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60), v.regex(/^[^\p{Cc}]+$/u)),
  loadedAt: At,
});
export type LoadCarton = v.InferOutput<typeof LoadCartonSchema>;

/** Every carton of the shipment is on: it leaves, its orders and units are shipped. */
export const ShipShipmentSchema = v.object({ id: Id, shipmentId: Id, shippedAt: At });
export type ShipShipment = v.InferOutput<typeof ShipShipmentSchema>;

/**
 * Why the server refuses a load-out step (409, `payload.reason`); the device says the same offline.
 * - unknown-carton: no carton of a shipment has this code; unknown-dock: the dock is no bin here.
 * - not-labelled: the carton's shipment has no label (never bought, or voided since): it may not go.
 * - already-shipped: the shipment left already.
 * - cartons-missing: a shipment confirmed with cartons not on the dock (`payload.missing`, their SSCCs).
 */
export const LOAD_REJECTIONS = ['unknown-carton', 'unknown-dock', 'not-labelled', 'already-shipped', 'cartons-missing'] as const;
export type LoadRejection = (typeof LOAD_REJECTIONS)[number];

export const LoadAnswerSchema = v.object({ shipmentNumber: v.string(), loaded: v.number(), cartons: v.number() });
export type LoadAnswer = v.InferOutput<typeof LoadAnswerSchema>;

export const ShipAnswerSchema = v.object({ shipmentNumber: v.string(), orders: v.array(v.string()), units: v.number() });
export type ShipAnswer = v.InferOutput<typeof ShipAnswerSchema>;

/**
 * GET /v1/shipping/load-out: the shipments a loader may put on a truck (labelled, not shipped) with
 * their cartons and which are on a dock already, and shipments whose label was voided (their cartons
 * are refused with a reason of their own).
 */
export const LoadOutPackSchema = v.object({
  shipments: v.array(
    v.object({
      id: v.string(),
      number: v.string(),
      status: v.picklist(SHIPMENT_STATUSES),
      carrier: v.nullable(v.string()),
      orders: v.array(v.string()),
      cartons: v.array(v.object({ id: v.string(), sscc: v.string(), position: v.number(), trackingNumber: v.nullable(v.string()), loadedAt: v.nullable(v.string()), dock: v.nullable(v.string()) })),
    }),
  ),
  downloadedAt: v.string(),
});
export type LoadOutPack = v.InferOutput<typeof LoadOutPackSchema>;
export type LoadOutShipment = LoadOutPack['shipments'][number];
