import type { CarrierAddress, CarrierParcel, CarrierRate, CustomsInfo, LabelFormat, RateRequest } from '../../domain/shipping/carrier';
import { shareCents } from '../../domain/shipping/customs';
import { CarrierError } from './carrier';

/*
 * EasyPost's shapes as its documentation gives them (docs.easypost.com) and how ours become them:
 * inches and ounces, addresses, label formats, customs forms, insurance, rates and error bodies.
 */

export interface EpRate {
  id: string;
  carrier: string;
  service: string;
  rate: string;
  currency: string;
  delivery_days?: number | null;
}

/** Why a carrier gave no rate: EasyPost still creates the shipment and lists these beside the rates. */
export interface EpMessage {
  carrier?: string;
  message: string;
}

export interface EpShipment {
  id: string;
  reference?: string | null;
  rates?: EpRate[];
  messages?: EpMessage[];
  selected_rate?: EpRate | null;
  tracking_code?: string | null;
  tracker?: { public_url?: string | null } | null;
  postage_label?: { label_url?: string | null; label_pdf_url?: string | null; label_zpl_url?: string | null } | null;
  refund_status?: string | null;
  /** The insured amount once insurance is bought with the label or after it; null or '0' without. */
  insurance?: string | null;
}

export interface EpOrder {
  id: string;
  rates?: EpRate[];
  messages?: EpMessage[];
  shipments: EpShipment[];
}

export interface EpTracker {
  tracking_code: string;
  status?: string | null;
  public_url?: string | null;
  tracking_details?: { datetime: string; status: string; message: string }[];
}

export interface EpError {
  error?: { code?: string; message?: string; errors?: (string | { field?: string; message?: string })[] };
}

const CM_PER_INCH = 2.54;
const G_PER_OUNCE = 28.349523125;
/** Up to the next tenth: a carrier charging by a rounded-down size would refuse the parcel at the depot. */
const tenthUp = (value: number) => Math.ceil(value * 10 - 1e-9) / 10;

export function parcelOf(p: CarrierParcel) {
  return {
    length: tenthUp(p.lengthCm / CM_PER_INCH),
    width: tenthUp(p.widthCm / CM_PER_INCH),
    height: tenthUp(p.heightCm / CM_PER_INCH),
    weight: tenthUp(p.weightG / G_PER_OUNCE),
  };
}

export function addressOf(a: CarrierAddress) {
  return { name: a.name, company: a.company, street1: a.street1, street2: a.street2, city: a.city, state: a.state, zip: a.postalCode, country: a.country, phone: a.phone, email: a.email };
}

export const LABEL_FORMAT: Record<LabelFormat, { option: string; url: 'label_zpl_url' | 'label_pdf_url' | 'label_url' }> = {
  zpl: { option: 'ZPL', url: 'label_zpl_url' },
  pdf: { option: 'PDF', url: 'label_pdf_url' },
  png: { option: 'PNG', url: 'label_url' },
};

/**
 * The customs form EasyPost files (docs.easypost.com/docs/customs-infos): merchandise, certified by the
 * user, returned if it cannot be delivered. Goods under 2,500 USD need no export filing, which
 * 'NOEEI 30.37(a)' declares; above that an EEI filing's number is needed, which we do not make.
 */
const EEI_THRESHOLD = 2500;

export function customsInfoOf(customs: CustomsInfo) {
  const total = customs.items.reduce((sum, item) => sum + Number(item.value), 0);
  if (total >= EEI_THRESHOLD) {
    throw new CarrierError('rejected', `Goods worth ${total.toFixed(2)} need an export filing (EEI, AES ITN) for customs, which this system does not make: split the shipment or file it and buy the label on EasyPost.`);
  }
  return {
    contents_type: 'merchandise',
    customs_certify: true,
    customs_signer: customs.signer,
    eel_pfc: 'NOEEI 30.37(a)',
    non_delivery_option: 'return',
    restriction_type: 'none',
    customs_items: customs.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      value: Number(item.value),
      weight: item.weightOz,
      hs_tariff_number: item.hsTariffNumber,
      origin_country: item.originCountry,
      code: item.code,
      currency: item.currency,
    })),
  };
}

/**
 * The insurance to buy for each parcel, in whole cents: the declared value shared over the parcels. Only
 * in US dollars, the one currency EasyPost insures in; none without a declared value.
 */
export function insuranceOf(request: RateRequest): number[] {
  const cents = Math.round(Number(request.declaredValue) * 100);
  if (request.currency !== 'USD' || !(cents > 0)) return request.parcels.map(() => 0);
  return shareCents(cents, request.parcels.map(() => 1));
}

export const dollars = (cents: number) => (cents / 100).toFixed(2);

export const serviceOf = (rate: Pick<EpRate, 'carrier' | 'service'>) => `${rate.carrier}:${rate.service}`;

export function rateOf(rate: EpRate): CarrierRate {
  return { service: serviceOf(rate), carrier: rate.carrier, serviceName: rate.service, amount: rate.rate, currency: rate.currency, deliveryDays: rate.delivery_days ?? null };
}

/** The provider's words as it wrote them, its field errors after the message. */
function messageOf(body: EpError, status: number): string {
  const error = body.error;
  if (!error?.message) return `EasyPost answered HTTP ${status}.`;
  const details = (error.errors ?? []).map((e) => (typeof e === 'string' ? e : [e.field, e.message].filter(Boolean).join(': '))).filter(Boolean);
  return details.length ? `${error.message} (${details.join('; ')})` : error.message;
}

export function errorOf(status: number, body: EpError): CarrierError {
  const message = messageOf(body, status);
  if (status === 401 || status === 403) return new CarrierError('credentials', message);
  if (status >= 500) return new CarrierError('unavailable', message);
  if ((status === 400 || status === 422) && /ADDRESS/i.test(body.error?.code ?? '')) return new CarrierError('address', message);
  return new CarrierError('rejected', message);
}

export const isBought = (s: EpShipment) => Boolean(s.postage_label && s.tracking_code);

