import * as v from 'valibot';
import { IdSchema, listPageSchema, listQuerySchema } from '../lists/list-query';
import { DaySchema } from '../tracking/list-keys';
import { DeviceTrackingSchema } from './number-blocks';
import { CARTON_STATUSES, SHIPMENT_SORTS, SHIPMENT_STATUSES } from './statuses';

/* Shipments (issue 19): the list of /shipping-out/shipment-list and the view of shipment-view-detail. */

export const ShipmentListQuerySchema = listQuerySchema(SHIPMENT_SORTS, {
  status: v.optional(v.picklist(SHIPMENT_STATUSES)),
  client: v.optional(IdSchema),
  carrier: v.optional(IdSchema),
  day: v.optional(DaySchema),
});
export type ShipmentListQuery = v.InferOutput<typeof ShipmentListQuerySchema>;

const RefSchema = v.object({ id: v.string(), code: v.string(), name: v.string() });

export const ShipmentSchema = v.object({
  id: v.string(),
  number: v.string(),
  status: v.picklist(SHIPMENT_STATUSES),
  /** Null for a recycler's shipment (ADR 0034). */
  client: v.nullable(RefSchema),
  carrier: v.nullable(v.string()),
  service: v.string(),
  orders: v.array(v.string()),
  cartons: v.number(),
  trackingNumbers: v.array(v.string()),
  createdAt: v.string(),
  shippedAt: v.nullable(v.string()),
});
export type Shipment = v.InferOutput<typeof ShipmentSchema>;

export const ShipmentListSchema = listPageSchema(ShipmentSchema);

export const ShipmentDetailSchema = v.object({
  ...ShipmentSchema.entries,
  carrierId: v.nullable(v.string()),
  declaredValue: v.nullable(v.number()),
  currency: v.string(),
  shipTo: v.array(v.string()),
  provider: v.nullable(v.string()),
  labelError: v.nullable(v.object({ kind: v.string(), carrierMessage: v.string(), advice: v.string(), at: v.string() })),
  cartonList: v.array(
    v.object({
      id: v.string(),
      position: v.number(),
      sscc: v.string(),
      cartonType: v.string(),
      status: v.picklist(CARTON_STATUSES),
      weightG: v.nullable(v.number()),
      units: v.number(),
      trackingNumber: v.nullable(v.string()),
      trackingUrl: v.nullable(v.string()),
    }),
  ),
  packedAt: v.nullable(v.string()),
  labelledAt: v.nullable(v.string()),
});
export type ShipmentDetail = v.InferOutput<typeof ShipmentDetailSchema>;

export const ShipmentParamsSchema = v.object({ number: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40), v.regex(/^[A-Za-z0-9-]+$/)) });

/** Packed shipments of one client to one address that go out as one (several orders, a pallet). */
export const CombineShipmentsSchema = v.object({
  numbers: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40), v.regex(/^[A-Za-z0-9-]+$/))),
    v.minLength(2, 'Choose at least two shipments'),
    v.maxLength(50, 'At most 50 shipments at once'),
    v.check((numbers) => new Set(numbers).size === numbers.length, 'A shipment is chosen twice'),
  ),
});
export type CombineShipments = v.InferOutput<typeof CombineShipmentsSchema>;

/** A carrier's service code, as `rates()` gives it (e.g. 'USPS:Priority'); '' for the cheapest. */
const ServiceSchema = v.pipe(v.string(), v.trim(), v.maxLength(60));

/**
 * How a shipment goes before its label is bought: carrier (a catalogue entry; none is the own fleet),
 * service, and the declared value for customs and insurance in the currency's minor units (cents).
 */
export const ShipmentEditSchema = v.object({
  carrierId: v.nullable(IdSchema),
  service: ServiceSchema,
  declaredValue: v.nullable(v.pipe(v.number(), v.integer('Whole cents'), v.minValue(0, 'Not below zero'), v.maxValue(100_000_000_00))),
  currency: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'A three-letter currency code (ISO 4217)')),
});
export type ShipmentEdit = v.InferOutput<typeof ShipmentEditSchema>;

/**
 * Kind `shipping.label`: buys the shipment's labels from its carrier (own fleet: numbers from the
 * sequence, offline-safe) and, with a printer, sends them to it as ZPL. The packing screen queues it
 * when the last carton closes; the shipment screen's button calls the same purchase online.
 */
export const BUY_LABEL = 'shipping.label';
// By order, not shipment: a carton opened offline makes the shipment only when it syncs.
export const BuyLabelSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  orderId: v.pipe(v.string(), v.uuid()),
  printerId: v.nullable(v.pipe(v.string(), v.uuid())),
  /** Own fleet: the tracking numbers the station printed offline from its block; the server takes these instead of new ones. */
  deviceTracking: v.optional(DeviceTrackingSchema),
});
export type BuyLabel = v.InferOutput<typeof BuyLabelSchema>;

/**
 * The label button's body: where to print, or null for the browser's print page; and the service of the
 * rate the user chose (kept on the shipment), or left out to buy the service the shipment has.
 */
export const LabelPrintChoiceSchema = v.object({ printerId: v.nullable(v.pipe(v.string(), v.uuid())), service: v.optional(ServiceSchema, '') });
export type LabelPrintChoice = v.InferOutput<typeof LabelPrintChoiceSchema>;

export const CarrierProblemSchema = v.object({ kind: v.string(), carrierMessage: v.string(), advice: v.string() });

export const CarrierRateSchema = v.object({
  service: v.string(),
  carrier: v.string(),
  serviceName: v.string(),
  amount: v.string(),
  currency: v.string(),
  deliveryDays: v.nullable(v.number()),
});

/**
 * The carrier's rates for a packed shipment as it stands, cheapest first; nothing is bought. A carrier's
 * refusal is an answer, as for a purchase: no rates, its own message and the advice.
 */
export const RatesAnswerSchema = v.object({
  shipmentNumber: v.string(),
  rates: v.array(CarrierRateSchema),
  problem: v.nullable(CarrierProblemSchema),
});
export type RatesAnswer = v.InferOutput<typeof RatesAnswerSchema>;

/**
 * What a purchase came to: labelled with its tracking numbers, or the carrier's refusal (its own
 * message and the advice) kept on the shipment; and what the printer said when one was named.
 */
export const LabelAnswerSchema = v.object({
  shipmentNumber: v.string(),
  labelled: v.boolean(),
  trackingNumbers: v.array(v.string()),
  problem: v.nullable(CarrierProblemSchema),
  printed: v.nullable(v.object({ printed: v.boolean(), reason: v.optional(v.string()), error: v.optional(v.string()) })),
});
export type LabelAnswer = v.InferOutput<typeof LabelAnswerSchema>;
