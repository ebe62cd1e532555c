import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CarrierAddress, LabelRequest } from '../../domain/shipping/carrier';
import { type EasyPostDouble, startEasyPostDouble } from '../testing/easypost-double';
import { type CarrierAdapter, CarrierError, httpStatusOf } from './carrier';
import { easyPostCarrier } from './easypost';

const address = (name: string): CarrierAddress => ({
  name,
  company: 'Acme',
  street1: '417 Montgomery St',
  street2: 'Floor 5',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94104',
  country: 'US',
  phone: '4151234567',
  email: 'ship@acme.example',
});

const request = (parcels = 1, overrides: Partial<LabelRequest> = {}): LabelRequest => ({
  from: address('Warehouse'),
  to: address('Customer'),
  parcels: Array.from({ length: parcels }, () => ({ lengthCm: 30, widthCm: 20, heightCm: 10, weightG: 1500 })),
  service: null,
  declaredValue: '120.00',
  currency: 'USD',
  reference: 'SH000042',
  customs: null,
  labelFormat: 'zpl',
  ...overrides,
});

let double: EasyPostDouble;
let carrier: CarrierAdapter;

beforeEach(async () => {
  double = await startEasyPostDouble();
  carrier = easyPostCarrier({ apiUrl: double.url, apiKey: double.apiKey, timeoutMs: 300 });
});
afterEach(() => double.close());

async function failure(promise: Promise<unknown>): Promise<CarrierError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CarrierError);
  return err as CarrierError;
}

describe('EasyPost adapter', () => {
  it('rates, buys, voids and tracks a one-carton shipment in inches and ounces', async () => {
    const rates = await carrier.rates(request());
    expect(rates.map((r) => [r.service, r.amount])).toEqual([
      ['USPS:Priority', '8.10'],
      ['UPS:Ground', '12.40'],
    ]);
    // 30 cm = 11.81 in, 1500 g = 52.91 oz, each rounded up to the tenth.
    expect(double.calls[0]!.body).toMatchObject({ shipment: { parcel: { length: 11.9, width: 7.9, height: 4, weight: 53 }, to_address: { zip: '94104', name: 'Customer' } } });

    const label = await carrier.buyLabel(request(1, { service: 'UPS:Ground' }), { idempotencyKey: 'SH000042-1' });
    expect(label.service).toBe('UPS:Ground');
    expect(label.parcels).toHaveLength(1);
    const [parcel] = label.parcels;
    expect(parcel!.trackingNumber).toMatch(/^9400\d{12}$/);
    expect(parcel!.trackingUrl).toContain(parcel!.trackingNumber);
    expect(parcel!.amount).toBe('12.40');
    expect(Buffer.from(parcel!.label!.base64, 'base64').toString()).toMatch(/^\^XA.*\^XZ$/);
    expect(double.labelsBought('SH000042-1')).toBe(1);

    await carrier.voidLabel(label);
    expect(double.calls.at(-1)).toMatchObject({ method: 'POST', path: `/v2/shipments/${parcel!.providerParcelId}/refund` });

    const tracking = await carrier.track(parcel!.trackingNumber);
    expect(tracking).toMatchObject({ trackingNumber: parcel!.trackingNumber, status: 'in_transit' });
    expect(tracking.events.map((e) => e.status)).toEqual(['pre_transit', 'in_transit']);
  });

  it('buys one label per carton through an order, the cheapest service when none is chosen', async () => {
    const rates = await carrier.rates(request(2));
    expect(rates[0]).toMatchObject({ service: 'USPS:Priority', amount: '16.20' });
    const label = await carrier.buyLabel(request(2, { labelFormat: 'pdf' }), { idempotencyKey: 'SH000043-1' });
    expect(label.providerShipmentId).toMatch(/^order_/);
    expect(label.parcels).toHaveLength(2);
    expect(new Set(label.parcels.map((p) => p.trackingNumber)).size).toBe(2);
    expect(label.parcels.every((p) => p.label?.format === 'pdf' && p.amount === '8.10')).toBe(true);
    expect(double.labelsBought('SH000043-1')).toBe(2);
    await carrier.voidLabel(label);
    expect(double.calls.filter((c) => c.path.endsWith('/refund'))).toHaveLength(2);
  });

  it('fetches a label in another format when the bought one lacks it', async () => {
    const first = await carrier.buyLabel(request(1, { labelFormat: 'png' }), { idempotencyKey: 'SH000044-1' });
    expect(first.parcels[0]!.label!.format).toBe('png');
    const again = await carrier.buyLabel(request(1, { labelFormat: 'zpl' }), { idempotencyKey: 'SH000044-1' });
    expect(Buffer.from(again.parcels[0]!.label!.base64, 'base64').toString()).toMatch(/^\^XA/);
    expect(double.labelsBought('SH000044-1')).toBe(1);
  });

  it('reports bad credentials with EasyPost’s message', async () => {
    const wrong = easyPostCarrier({ apiUrl: double.url, apiKey: 'EZTK_wrong', timeoutMs: 300 });
    const err = await failure(wrong.rates(request()));
    expect(err.kind).toBe('credentials');
    expect(err.carrierMessage).toBe('This api key is no longer active. Please use a different api key or reactivate this key.');
    expect(err.advice).toMatch(/Settings/);
    expect(httpStatusOf(err.kind)).toBe(422);
    double.fail('credentials');
    expect((await failure(carrier.track('9400'))).kind).toBe('credentials');
  });

  it('reports an invalid address with EasyPost’s message and field errors, and buys nothing', async () => {
    double.fail('address');
    const err = await failure(carrier.buyLabel(request(), { idempotencyKey: 'SH000045-1' }));
    expect(err.kind).toBe('address');
    expect(err.carrierMessage).toBe('Address not found (street1: House number is missing)');
    expect(err.toAppError()).toMatchObject({ status: 422, payload: { kind: 'address', carrierMessage: err.carrierMessage } });
    expect(double.labelsBought('SH000045-1')).toBe(0);
  });

  it('reports the carriers’ own reasons when they give no rate', async () => {
    double.fail('no-rates');
    const err = await failure(carrier.rates(request()));
    expect(err.kind).toBe('rejected');
    expect(err.carrierMessage).toBe('USPS: Unable to retrieve USPS rates, please verify the to_address.; UPS: Unable to retrieve UPS rates, please verify the to_address.');
    double.fail('no-rates');
    expect((await failure(carrier.buyLabel(request(2), { idempotencyKey: 'SH000050-1' }))).carrierMessage).toMatch(/^USPS: Unable/);
    expect(double.labelsBought('SH000050-1')).toBe(0);
  });

  it('retries a 5xx once where nothing is bought, and reports a second one as unavailable', async () => {
    double.fail('server-error', { on: 'create' });
    expect(await carrier.rates(request())).toHaveLength(2);
    double.fail('server-error', { on: 'tracker', times: 2 });
    const err = await failure(carrier.track('9400'));
    expect(err.kind).toBe('unavailable');
    expect(err.carrierMessage).toMatch(/something went wrong/);
    expect(httpStatusOf(err.kind)).toBe(502);
    expect(double.calls.filter((c) => c.path === '/v2/trackers')).toHaveLength(2);
  });

  it('looks before buying again after a 5xx on the buy', async () => {
    double.fail('server-error', { on: 'buy' });
    const label = await carrier.buyLabel(request(), { idempotencyKey: 'SH000046-1' });
    expect(label.parcels).toHaveLength(1);
    expect(double.labelsBought('SH000046-1')).toBe(1);
  });

  it('after a timeout on the buy, buying again returns the label bought meanwhile: exactly one label', async () => {
    double.fail('timeout', { on: 'buy' });
    const started = performance.now();
    const err = await failure(carrier.buyLabel(request(2), { idempotencyKey: 'SH000047-1' }));
    expect(err.kind).toBe('timeout');
    expect(httpStatusOf(err.kind)).toBe(504);
    expect(performance.now() - started).toBeLessThan(2000);
    // EasyPost bought them although we never heard back.
    expect(double.labelsBought('SH000047-1')).toBe(2);

    const label = await carrier.buyLabel(request(2), { idempotencyKey: 'SH000047-1' });
    expect(label.parcels).toHaveLength(2);
    expect(double.labelsBought('SH000047-1')).toBe(2);
    expect(double.calls.filter((c) => c.path.endsWith('/buy'))).toHaveLength(1);
  });

  it('after a timeout on the create, buying again buys once', async () => {
    double.fail('timeout', { on: 'create' });
    expect((await failure(carrier.buyLabel(request(), { idempotencyKey: 'SH000048-1' }))).kind).toBe('timeout');
    await carrier.buyLabel(request(), { idempotencyKey: 'SH000048-1' });
    await carrier.buyLabel(request(), { idempotencyKey: 'SH000048-1' });
    expect(double.labelsBought('SH000048-1')).toBe(1);
    expect(double.calls.filter((c) => c.method === 'POST' && c.path === '/v2/shipments')).toHaveLength(1);
  });

  it('reports an unknown service as rejected, a closed port as unavailable', async () => {
    const err = await failure(carrier.buyLabel(request(1, { service: 'DHL:Express' }), { idempotencyKey: 'SH000049-1' }));
    expect(err.kind).toBe('rejected');
    expect(err.carrierMessage).toContain('DHL:Express');
    const url = double.url;
    await double.close();
    double = await startEasyPostDouble();
    expect((await failure(easyPostCarrier({ apiUrl: url, apiKey: 'k', timeoutMs: 300 }).rates(request()))).kind).toBe('unavailable');
  });
});

describe('EasyPost insurance and customs', () => {
  const abroad = (overrides: Partial<LabelRequest> = {}): LabelRequest =>
    request(1, {
      to: { ...address('Client'), street1: '10 Downing St', city: 'London', state: '', postalCode: 'SW1A 2AA', country: 'GB' },
      customs: {
        signer: 'Ana Ruiz',
        items: [
          { description: 'T-shirt', code: 'TS-1', quantity: 3, value: '90.00', weightOz: 20.5, hsTariffNumber: '6109.10', originCountry: 'PT', currency: 'USD' },
          { description: 'Cap', code: 'CAP-1', quantity: 1, value: '30.00', weightOz: 5, hsTariffNumber: '6505.00', originCountry: 'CN', currency: 'USD' },
        ],
      },
      ...overrides,
    });

  it('buys a one-carton shipment with its declared value insured on the buy call', async () => {
    await carrier.buyLabel(request(), { idempotencyKey: 'SH000060-1' });
    expect(double.calls.find((c) => c.path.endsWith('/buy'))!.body).toMatchObject({ insurance: '120.00' });
    expect(double.insured('SH000060-1')).toEqual(['120.00']);
    expect(double.calls.some((c) => c.path.endsWith('/insure'))).toBe(false);
  });

  it('insures each shipment of an order after its buy, the value shared over the cartons, once', async () => {
    await carrier.buyLabel(request(3, { declaredValue: '100.00' }), { idempotencyKey: 'SH000061-1' });
    expect(double.insured('SH000061-1')).toEqual(['33.34', '33.33', '33.33']);
    await carrier.buyLabel(request(3, { declaredValue: '100.00' }), { idempotencyKey: 'SH000061-1' });
    expect(double.calls.filter((c) => c.path.endsWith('/insure'))).toHaveLength(3);
  });

  it('insures nothing without a declared value, or in another currency than US dollars', async () => {
    await carrier.buyLabel(request(1, { declaredValue: '0.00' }), { idempotencyKey: 'SH000062-1' });
    await carrier.buyLabel(request(2, { currency: 'EUR' }), { idempotencyKey: 'SH000062-2' });
    expect(double.calls.find((c) => c.path.endsWith('/buy'))!.body).not.toHaveProperty('insurance');
    expect([...double.insured('SH000062-1'), ...double.insured('SH000062-2')]).toEqual([null, null, null]);
  });

  it('sends customs for a shipment abroad, on the rates and on the label, in ounces and as EasyPost names them', async () => {
    expect(await carrier.rates(abroad())).toHaveLength(2);
    await carrier.buyLabel(abroad(), { idempotencyKey: 'SH000063-1' });
    const creates = double.calls.filter((c) => c.method === 'POST' && c.path === '/v2/shipments');
    expect(creates).toHaveLength(2);
    for (const create of creates) {
      expect(create.body.shipment).toMatchObject({
        customs_info: {
          contents_type: 'merchandise', customs_certify: true, customs_signer: 'Ana Ruiz', eel_pfc: 'NOEEI 30.37(a)', non_delivery_option: 'return', restriction_type: 'none',
          customs_items: [
            { description: 'T-shirt', code: 'TS-1', quantity: 3, value: 90, weight: 20.5, hs_tariff_number: '6109.10', origin_country: 'PT', currency: 'USD' },
            { description: 'Cap', code: 'CAP-1', quantity: 1, value: 30, weight: 5, hs_tariff_number: '6505.00', origin_country: 'CN', currency: 'USD' },
          ],
        },
      });
    }
    await carrier.buyLabel({ ...abroad(), parcels: request(2).parcels }, { idempotencyKey: 'SH000063-2' });
    expect(double.calls.find((c) => c.path === '/v2/orders')!.body.order).toHaveProperty('customs_info.customs_items.length', 2);
    expect(double.calls.find((c) => c.method === 'POST' && c.path === '/v2/shipments')!.body.shipment).toHaveProperty('customs_info');
  });

  it('sends no customs at home; the double refuses a shipment abroad without them, as EasyPost does', async () => {
    await carrier.rates(request());
    expect(double.calls[0]!.body.shipment).not.toHaveProperty('customs_info');
    const err = await failure(carrier.rates(abroad({ customs: null })));
    expect(err.kind).toBe('rejected');
    expect(err.carrierMessage).toContain('customs_info: is required');
  });

  it('refuses goods worth 2,500 or more before asking EasyPost: they need an export filing', async () => {
    const customs = { signer: 'Ana Ruiz', items: [{ description: 'Laptop', code: 'LT-1', quantity: 2, value: '2600.00', weightOz: 160, hsTariffNumber: '8471.30', originCountry: 'CN', currency: 'USD' }] };
    const err = await failure(carrier.buyLabel(abroad({ customs }), { idempotencyKey: 'SH000064-1' }));
    expect(err.kind).toBe('rejected');
    expect(err.carrierMessage).toMatch(/EEI/);
    expect(double.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
