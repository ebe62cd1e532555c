import type { BoughtLabel, BoughtParcel, LabelFormat, LabelRef, LabelRequest, RateRequest, Tracking } from '../../domain/shipping/carrier';
import { type CarrierAdapter, CarrierError } from './carrier';
import {
  addressOf, customsInfoOf, dollars, type EpError, type EpMessage, type EpOrder, type EpRate, type EpShipment, type EpTracker, errorOf, insuranceOf, isBought, LABEL_FORMAT, parcelOf, rateOf, serviceOf,
} from './easypost-shapes';

/*
 * EasyPost (https://docs.easypost.com), written from its public documentation: the API key is the basic-
 * auth user name, inches and ounces, one Shipment per parcel and an Order for several, and a `reference`
 * of ours usable in place of an id. EasyPost has no idempotency key; a buy is made safe to repeat by
 * creating the shipment under the caller's key as its reference and looking that reference up first.
 */

export const EASYPOST_API_URL = 'https://api.easypost.com/v2';
const DEFAULT_TIMEOUT_MS = 15_000;

export interface EasyPostOptions {
  /** Base URL up to the version, e.g. https://api.easypost.com/v2; '' for that one. */
  apiUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

/** A shipment or an order, seen alike. */
interface Found {
  id: string;
  rates: EpRate[];
  messages: EpMessage[];
  shipments: EpShipment[];
}

export function easyPostCarrier(options: EasyPostOptions): CarrierAdapter {
  const base = (options.apiUrl || EASYPOST_API_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      if (err instanceof Error && err.name === 'TimeoutError') throw new CarrierError('timeout', `No answer from EasyPost within ${timeoutMs / 1000} s.`);
      throw new CarrierError('unavailable', err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err));
    }
  }

  /**
   * One call to the API. `retry` says the call may be repeated (it buys nothing), so a 5xx is tried once
   * more; `missing` turns a 404 into null for look-ups.
   */
  async function call<T>(method: string, path: string, body?: unknown, flags: { retry?: boolean; missing?: boolean } = {}): Promise<T | null> {
    for (let attempt = 0; ; attempt++) {
      const res = await send(`${base}${path}`, {
        method,
        headers: { Authorization: authorization, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = { error: { message: text.slice(0, 500) } };
      }
      if (res.ok) return json as T;
      if (res.status === 404 && flags.missing) return null;
      if (res.status >= 500 && flags.retry && attempt === 0) continue;
      throw errorOf(res.status, (json ?? {}) as EpError);
    }
  }

  const must = async <T>(promise: Promise<T | null>): Promise<T> => {
    const value = await promise;
    if (value === null) throw new CarrierError('unavailable', 'EasyPost answered without a body.');
    return value;
  };

  function createBody(request: RateRequest, extra: { reference?: string; labelFormat?: LabelFormat }) {
    const shipmentOptions = { currency: request.currency, ...(extra.labelFormat ? { label_format: LABEL_FORMAT[extra.labelFormat].option } : {}) };
    // An order's customs_info covers all its shipments, as a shipment's covers its one parcel.
    const common = {
      from_address: addressOf(request.from),
      to_address: addressOf(request.to),
      ...(extra.reference ? { reference: extra.reference } : {}),
      ...(request.customs ? { customs_info: customsInfoOf(request.customs) } : {}),
    };
    return request.parcels.length === 1
      ? { path: '/shipments', body: { shipment: { ...common, parcel: parcelOf(request.parcels[0]!), options: shipmentOptions } } }
      : { path: '/orders', body: { order: { ...common, shipments: request.parcels.map((p) => ({ parcel: parcelOf(p), options: shipmentOptions })) } } };
  }

  /** No rate to buy: the carriers' own reasons (often an address they cannot serve) say more than ours. */
  function noRate(messages: EpMessage[], service: string | null): CarrierError {
    const reasons = messages.map((m) => (m.carrier ? `${m.carrier}: ${m.message}` : m.message));
    if (reasons.length) return new CarrierError('rejected', reasons.join('; '));
    return new CarrierError('rejected', service === null ? 'EasyPost offered no rate for this shipment.' : `EasyPost offered no rate for the service ${service}.`);
  }

  function chooseRate(found: Found, service: string | null): EpRate {
    const fitting = service === null ? found.rates : found.rates.filter((r) => serviceOf(r) === service);
    const [best] = [...fitting].sort((a, b) => Number(a.rate) - Number(b.rate));
    if (!best) throw noRate(found.messages, service);
    return best;
  }

  async function labelBytes(shipment: EpShipment, format: LabelFormat): Promise<string> {
    let url = shipment.postage_label?.[LABEL_FORMAT[format].url];
    if (!url) {
      // Converting an existing label to another format buys nothing, so it may be retried.
      const converted = await must(call<EpShipment>('GET', `/shipments/${shipment.id}/label?file_format=${LABEL_FORMAT[format].option}`, undefined, { retry: true }));
      url = converted.postage_label?.[LABEL_FORMAT[format].url];
    }
    if (!url) throw new CarrierError('rejected', `EasyPost has no ${format.toUpperCase()} label for shipment ${shipment.id}.`);
    const res = await send(url, {});
    if (!res.ok) throw new CarrierError('unavailable', `The label file answered HTTP ${res.status}.`);
    return Buffer.from(await res.arrayBuffer()).toString('base64');
  }

  async function bought(id: string, shipments: EpShipment[], format: LabelFormat): Promise<BoughtLabel> {
    const parcels: BoughtParcel[] = [];
    for (const s of shipments) {
      parcels.push({
        providerParcelId: s.id,
        trackingNumber: s.tracking_code!,
        trackingUrl: s.tracker?.public_url ?? null,
        label: { format, base64: await labelBytes(s, format) },
        amount: s.selected_rate?.rate ?? '0.00',
        currency: s.selected_rate?.currency ?? '',
      });
    }
    return { providerShipmentId: id, service: shipments[0]?.selected_rate ? serviceOf(shipments[0].selected_rate) : '', parcels };
  }

  /** The shipment or order created under `reference`, as EasyPost has it now; null if there is none. */
  async function lookUp(kind: 'shipments' | 'orders', reference: string): Promise<Found | null> {
    const found = await call<EpShipment | EpOrder>('GET', `/${kind}/${encodeURIComponent(reference)}`, undefined, { retry: true, missing: true });
    if (!found) return null;
    const shipments = kind === 'shipments' ? [found as EpShipment] : (found as EpOrder).shipments;
    return { id: found.id, rates: found.rates ?? [], messages: found.messages ?? [], shipments };
  }

  /** A shipment's insurance is bought with it (`insurance` on the buy); an order's buy has none, so its shipments are insured after. */
  async function buyOnce(kind: 'shipments' | 'orders', id: string, rate: EpRate, insurance: number[]) {
    return kind === 'shipments'
      ? [await must(call<EpShipment>('POST', `/shipments/${id}/buy`, { rate: { id: rate.id }, ...(insurance[0] ? { insurance: dollars(insurance[0]) } : {}) }))]
      : (await must(call<EpOrder>('POST', `/orders/${id}/buy`, { carrier: rate.carrier, service: rate.service }))).shipments;
  }

  /**
   * Insures the bought shipments that are not yet (an order's, or any whose buy answer was lost): each
   * is looked at first, so a retry never insures one twice. Not retried on a 5xx: the insurance may
   * have been bought, and the next purchase attempt looks again.
   */
  async function insureMissing(shipments: EpShipment[], insurance: number[]): Promise<EpShipment[]> {
    const insured: EpShipment[] = [];
    for (const [i, shipment] of shipments.entries()) {
      const wanted = insurance[i] ?? 0;
      insured.push(wanted > 0 && !(Number(shipment.insurance ?? 0) > 0) ? await must(call<EpShipment>('POST', `/shipments/${shipment.id}/insure`, { amount: dollars(wanted) })) : shipment);
    }
    return insured;
  }

  return {
    provider: 'easypost',

    async rates(request) {
      const { path, body } = createBody(request, {});
      // Creating without buying costs nothing, so a 5xx is retried.
      const created = await must(call<EpShipment | EpOrder>('POST', path, body, { retry: true }));
      if (!created.rates?.length) throw noRate(created.messages ?? [], null);
      return created.rates.map(rateOf).sort((a, b) => Number(a.amount) - Number(b.amount));
    },

    async buyLabel(request: LabelRequest, { idempotencyKey }) {
      const kind = request.parcels.length === 1 ? 'shipments' : 'orders';
      let current = await lookUp(kind, idempotencyKey);
      if (!current) {
        const { path, body } = createBody(request, { reference: idempotencyKey, labelFormat: request.labelFormat });
        await must(call('POST', path, body, { retry: true }));
        // Read back under the reference, so a create that raced another one continues with the one EasyPost finds.
        current = await lookUp(kind, idempotencyKey);
        if (!current) throw new CarrierError('unavailable', `EasyPost does not find the ${kind === 'shipments' ? 'shipment' : 'order'} it just created (${idempotencyKey}).`);
      }
      const insurance = insuranceOf(request);
      if (current.shipments.length > 0 && current.shipments.every(isBought)) return bought(current.id, await insureMissing(current.shipments, insurance), request.labelFormat);
      const rate = chooseRate(current, request.service);
      let shipments: EpShipment[];
      try {
        shipments = await buyOnce(kind, current.id, rate, insurance);
      } catch (err) {
        // A 5xx may come after the purchase went through: look before buying again, and buy once more only if nothing was bought.
        if (!(err instanceof CarrierError) || err.kind !== 'unavailable') throw err;
        const after = await lookUp(kind, idempotencyKey);
        shipments = after && after.shipments.length > 0 && after.shipments.every(isBought) ? after.shipments : await buyOnce(kind, current.id, rate, insurance);
      }
      return bought(current.id, await insureMissing(shipments, insurance), request.labelFormat);
    },

    async voidLabel(ref: LabelRef) {
      for (const parcel of ref.parcels) {
        if (!parcel.providerParcelId) continue;
        // Asking for a refund twice refunds once.
        const shipment = await must(call<EpShipment>('POST', `/shipments/${parcel.providerParcelId}/refund`, undefined, { retry: true }));
        if (shipment.refund_status === 'rejected') throw new CarrierError('rejected', `EasyPost rejected the refund of ${parcel.trackingNumber}.`);
      }
    },

    async track(trackingNumber): Promise<Tracking> {
      // EasyPost answers a tracker it already has for the same code, so a retry creates nothing new.
      const tracker = await must(call<EpTracker>('POST', '/trackers', { tracker: { tracking_code: trackingNumber } }, { retry: true }));
      return {
        trackingNumber: tracker.tracking_code,
        status: tracker.status ?? 'unknown',
        url: tracker.public_url ?? null,
        events: (tracker.tracking_details ?? []).map((d) => ({ at: d.datetime, status: d.status, message: d.message })),
      };
    },
  };
}
