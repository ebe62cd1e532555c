/*
 * What a carrier adapter (server/carriers) takes and gives: shared so the shipment screens show the same
 * shapes the server produced. Sizes are metric here; each adapter converts to what its provider wants.
 */

export interface CarrierAddress {
  name: string;
  company: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string;
  email: string;
}

/** One carton. */
export interface CarrierParcel {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  weightG: number;
}

/** One customs line: the units of one SKU. Value is the line's total, weight the line's total in ounces. */
export interface CustomsItem {
  description: string;
  /** Our SKU code. */
  code: string;
  quantity: number;
  /** Decimal string, in `currency`. */
  value: string;
  weightOz: number;
  /** '' when the SKU has none. */
  hsTariffNumber: string;
  /** ISO 3166-1 alpha-2; '' when the SKU has none. */
  originCountry: string;
  currency: string;
}

/** What a shipment crossing a border declares: merchandise, certified by `signer`, returned if undeliverable. */
export interface CustomsInfo {
  signer: string;
  items: CustomsItem[];
}

export const LABEL_FORMATS = ['zpl', 'pdf', 'png'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

export interface RateRequest {
  from: CarrierAddress;
  to: CarrierAddress;
  parcels: CarrierParcel[];
  /** A code from `rates()`; null buys the cheapest. */
  service: string | null;
  /** Decimal string, in `currency`. */
  declaredValue: string;
  currency: string;
  /** Our shipment number. */
  reference: string;
  /** Set when the ship-from and ship-to countries differ; null for a domestic shipment. */
  customs: CustomsInfo | null;
}

export interface LabelRequest extends RateRequest {
  labelFormat: LabelFormat;
}

/** The one service of our own fleet: the screens name it in the user's language. */
export const OWN_FLEET_SERVICE = 'own-fleet';

export interface CarrierRate {
  /** What `RateRequest.service` takes to buy this rate. */
  service: string;
  carrier: string;
  serviceName: string;
  /** Decimal string. */
  amount: string;
  currency: string;
  deliveryDays: number | null;
}

export interface BoughtParcel {
  /** The provider's id of this parcel's own shipment (voids go to it), or null when it has none. */
  providerParcelId: string | null;
  trackingNumber: string;
  trackingUrl: string | null;
  /** null when the carrier supplies no label and we print our own. */
  label: { format: LabelFormat; base64: string } | null;
  amount: string;
  currency: string;
}

export interface BoughtLabel {
  providerShipmentId: string;
  service: string;
  parcels: BoughtParcel[];
}

/** What `voidLabel` needs back: kept with the shipment when the label is bought. */
export type LabelRef = Pick<BoughtLabel, 'providerShipmentId' | 'parcels'>;

export interface TrackingEvent {
  at: string;
  status: string;
  message: string;
}

export interface Tracking {
  trackingNumber: string;
  /** The provider's status word, e.g. 'in_transit', 'delivered'; 'unknown' when it has none. */
  status: string;
  url: string | null;
  events: TrackingEvent[];
}

/**
 * Why a carrier call failed. The web shows its own advice by kind, next to the carrier's message.
 * credentials: the stored API key is wrong or inactive; address: the carrier refuses an address;
 * timeout: no answer in time (buying again is safe); unavailable: the carrier or the network is down;
 * rejected: any other refusal (no such service, no funds, label already used).
 */
export const CARRIER_ERROR_KINDS = ['credentials', 'address', 'timeout', 'unavailable', 'rejected'] as const;
export type CarrierErrorKind = (typeof CARRIER_ERROR_KINDS)[number];

/** The payload of an API error caused by a carrier. */
export interface CarrierProblem {
  kind: CarrierErrorKind;
  carrierMessage: string;
  advice: string;
}
