import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabelRequest } from '../../domain/shipping/carrier';
import { company } from '../db/schema/company';
import { shippingCredentials } from '../db/schema/admin';
import { seal, secretsKey } from '../settings/secret-box';
import { appFixture } from '../testing/app-fixture';
import { type EasyPostDouble, startEasyPostDouble } from '../testing/easypost-double';
import { loadCarrierCredential, resolveCarrier } from './resolve';

const place = { name: 'N', company: '', street1: '1 Main St', street2: '', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US', phone: '', email: '' };
const request: LabelRequest = {
  from: place,
  to: place,
  parcels: [
    { lengthCm: 10, widthCm: 10, heightCm: 10, weightG: 100 },
    { lengthCm: 10, widthCm: 10, heightCm: 10, weightG: 100 },
  ],
  service: null,
  declaredValue: '0',
  currency: 'EUR',
  reference: 'SH000001',
  customs: null,
  labelFormat: 'zpl',
};
const entry = (code: string, name: string, attributes: Record<string, unknown> = {}) => ({ code, name, attributes });

let fx: Awaited<ReturnType<typeof appFixture>>;
let double: EasyPostDouble;
let companyId: string;
let key: Buffer;

beforeAll(async () => {
  fx = await appFixture();
  double = await startEasyPostDouble();
  [{ id: companyId }] = (await fx.db.select({ id: company.id }).from(company).limit(1)) as [{ id: string }];
  key = secretsKey(fx.deps.env, fx.deps.log);
  await fx.db.insert(shippingCredentials).values([
    { companyId, carrier: 'EasyPost', apiUrl: double.url, username: '', secretSealed: seal(key, double.apiKey) },
    { companyId, carrier: 'UPS', apiUrl: double.url, username: 'acme', secretSealed: seal(key, 'x') },
    { companyId, carrier: 'easypost-old', apiUrl: double.url, secretSealed: seal(key, 'old'), active: false },
  ]);
}, 60_000);
afterAll(async () => {
  await double.close();
  await fx.close();
});

describe('resolveCarrier', () => {
  it('gives the EasyPost adapter, with the unsealed key, to a carrier entry named like an active EasyPost credential', async () => {
    const carrier = await resolveCarrier(fx.db, companyId, entry('EP', 'easypost'), key);
    expect(carrier.provider).toBe('easypost');
    expect(await carrier.rates({ ...request, parcels: [request.parcels[0]!] })).toHaveLength(2);
    expect(await loadCarrierCredential(fx.db, companyId, ' EASYPOST ', key)).toMatchObject({ carrier: 'EasyPost', secret: double.apiKey });
  });

  it('gives our own fleet to no carrier, to a carrier without an adapter, and when the credential is inactive', async () => {
    expect((await resolveCarrier(fx.db, companyId, null, key)).provider).toBe('own-fleet');
    expect((await resolveCarrier(fx.db, companyId, entry('UPS', 'United Parcel'), key)).provider).toBe('own-fleet');
    expect(await loadCarrierCredential(fx.db, companyId, 'easypost-old', key)).toBeNull();
    expect((await resolveCarrier(fx.db, companyId, entry('VAN', 'Own vans'), key)).provider).toBe('own-fleet');
  });

  it('numbers own-fleet parcels from the sequence, links them by the entry’s template, and prints our own label', async () => {
    const carrier = await resolveCarrier(fx.db, companyId, entry('VAN', 'Own vans', { trackingUrlTemplate: 'https://track.example/?n={tracking}' }), key);
    expect(await carrier.rates(request)).toEqual([expect.objectContaining({ service: 'own-fleet', amount: '0.00', currency: 'EUR' })]);
    const label = await carrier.buyLabel(request, { idempotencyKey: 'SH000001-1' });
    expect(label.parcels).toHaveLength(2);
    const [a, b] = label.parcels.map((p) => p.trackingNumber);
    expect(a).not.toBe(b);
    expect(label.parcels[0]).toMatchObject({ label: null, trackingUrl: `https://track.example/?n=${a}`, providerParcelId: null });
    await expect(carrier.voidLabel(label)).resolves.toBeUndefined();
    expect(await carrier.track(a!)).toMatchObject({ status: 'unknown', events: [] });
  });
});
