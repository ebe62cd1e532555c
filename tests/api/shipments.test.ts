import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../src/domain/orders/orders';
import type { ShipmentLabels } from '../../src/domain/printing/shipping-label';
import { LOAD_CARTON, type LoadOutPack, type LoadRejection, SHIP_SHIPMENT } from '../../src/domain/shipping/load-out';
import { BUY_LABEL, type LabelAnswer, type RatesAnswer, type ShipmentDetail } from '../../src/domain/shipping/shipments';
import type { Sku } from '../../src/domain/skus/skus';
import type { MutationResult, SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { type EasyPostDouble, startEasyPostDouble } from '../../src/server/testing/easypost-double';
import { outboxMutation } from '../factories/mutations';
import { binBody, zoneBody } from '../factories/locations';
import { skuBody } from '../factories/skus';
import { uniqueCode, uniqueZoneCode } from '../factories/unique';
import { accountHolding, api, expectEnvelope, signIn, tokenHolding } from './helpers';
import { startLoopbackPrinter } from '../../src/server/testing/loopback-printer';
import { type PackingWorld, packAll, packingWorld } from './packing-world';

/*
 * Shipments after packing (issue 19): rates and labels from the own fleet and from EasyPost's double,
 * insurance and customs, printing, void, load-out, shipping, reversal; permissions and the ledger. The
 * EasyPost describes stay in this file: a company has one EasyPost credential, so two files each making
 * theirs would talk to each other's double.
 */
let admin: string;
let packer: { token: string; id: string };
let loader: { token: string; id: string };
let dock: { id: string; code: string };
let printer: Awaited<ReturnType<typeof startLoopbackPrinter>>;
let printerId: string;

beforeAll(async () => {
  admin = await signIn('admin');
  [packer, loader] = await Promise.all([accountHolding(admin, ['SHIPMENT_PACKING_LIST', 'SHIPMENT_PACKING_DETAIL', 'SHIPMENT_LIST']), accountHolding(admin, ['SHIPMENT_MOVEMENT'])]);
  const zone = uniqueZoneCode('D');
  const zoneId = (await api<{ id: string }>('/v1/zones', { token: admin, body: zoneBody(zone, 'Docks') })).body.payload.id;
  dock = { code: `${zone}-DOCK`, id: (await api<{ id: string }>('/v1/bins', { token: admin, body: binBody(zoneId, `${zone}-DOCK`, 1) })).body.payload.id };
  printer = await startLoopbackPrinter();
  printerId = (await api<{ id: string }>('/v1/printers', { token: admin, body: { name: uniqueCode('Pack station ', 6), host: '127.0.0.1', port: printer.port, labelSize: '4x6in', dpi: 203, active: true } })).body.payload.id;
}, 120_000);
afterAll(() => printer.close());

const ledgerHolds = async () => (await api<{ holds: boolean }>('/v1/ledger/check', { token: admin })).body.payload.holds;
const detail = async (number: string) => (await api<ShipmentDetail>(`/v1/shipping/shipments/${number}`, { token: admin })).body.payload;

async function send(token: string, kind: string, payload: Record<string, unknown>): Promise<MutationResult> {
  const answer = await api<SyncBatchAnswer>('/v1/sync', { token, body: { mutations: [outboxMutation(kind, payload)] } });
  expect(answer.status).toBe(200);
  return answer.body.payload.results[0]!;
}
const load = (cartonId: string, at = dock.code) => send(loader.token, LOAD_CARTON, { id: crypto.randomUUID(), cartonId, dock: at, loadedAt: new Date().toISOString() });
const ship = (shipmentId: string) => send(loader.token, SHIP_SHIPMENT, { id: crypto.randomUUID(), shipmentId, shippedAt: new Date().toISOString() });
const buy = (number: string, body: { printerId: string | null } = { printerId: null }) => api<LabelAnswer>(`/v1/shipping/shipments/${number}/label`, { token: packer.token, body });

function expectRefused(result: MutationResult, reason: LoadRejection) {
  expect([result.status, (result.payload as { reason?: string } | null)?.reason], result.message).toEqual([409, reason]);
}

describe('own-fleet labels, printing, load-out, shipping and reversal', () => {
  let world: PackingWorld;
  let number: string;
  beforeAll(async () => {
    world = await packingWorld(admin, { orders: 2 });
    number = await packAll(packer.token, world, world.orderIds[0]!);
  }, 180_000);

  it('buys own-fleet labels once, prints them as ZPL, and answers a second buy with the same numbers', async () => {
    expectEnvelope(await api(`/v1/shipping/shipments/${number}/label`, { token: loader.token, body: { printerId: null } }), 403);
    const bought = await buy(number, { printerId });
    expect(bought.status).toBe(200);
    expect(bought.body.payload).toMatchObject({ labelled: true, problem: null, printed: { printed: true } });
    expect(bought.body.payload.trackingNumbers).toHaveLength(1);
    expect(bought.body.payload.trackingNumbers[0]).toMatch(/^OWN\d+$/);
    const shipment = await detail(number);
    expect(shipment).toMatchObject({ status: 'labelled', provider: 'own-fleet', trackingNumbers: bought.body.payload.trackingNumbers });
    await expect.poll(() => printer.jobs.find((job) => job.includes(bought.body.payload.trackingNumbers[0]!))).toBeDefined();
    const job = printer.jobs.find((one) => one.includes(bought.body.payload.trackingNumbers[0]!))!;
    expect(job).toContain(`(00)${shipment.cartonList[0]!.sscc}`);
    expect(job.match(/\^XA/g)).toHaveLength(1);
    expect((await buy(number)).body.payload.trackingNumbers).toEqual(bought.body.payload.trackingNumbers);
    const labels = (await api<ShipmentLabels>(`/v1/shipping/shipments/${number}/labels`, { token: packer.token })).body.payload;
    expect(labels.labels[0]).toMatchObject({ trackingNumber: bought.body.payload.trackingNumbers[0], position: 1, count: 1 });
  });

  it('loads the cartons by scan and ships the shipment: units leave the ledger, orders are shipped', async () => {
    const shipment = await detail(number);
    expectEnvelope(await api('/v1/shipping/load-out', { token: packer.token }), 403);
    const pack = (await api<LoadOutPack>('/v1/shipping/load-out', { token: loader.token })).body.payload;
    expect(pack.shipments.find((s) => s.number === number)).toMatchObject({ status: 'labelled', orders: [world.orders[0]] });
    expectRefused(await ship(shipment.id), 'cartons-missing');
    expectRefused(await load(shipment.cartonList[0]!.id, 'NO-SUCH-DOCK'), 'unknown-dock');
    expectRefused(await load(crypto.randomUUID()), 'unknown-carton');
    expect((await load(shipment.cartonList[0]!.id)).payload).toMatchObject({ shipmentNumber: number, loaded: 1, cartons: 1 });
    const shipped = await ship(shipment.id);
    expect(shipped.status, shipped.message).toBe(200);
    expect(shipped.payload).toMatchObject({ shipmentNumber: number, orders: [world.orders[0]], units: 3 });
    expect((await detail(number)).status).toBe('shipped');
    const order = (await api<OrderDetail>(`/v1/shipping/orders/${world.orders[0]}`, { token: admin })).body.payload;
    expect(order.status).toBe('shipped');
    expect(order.units.every((unit) => unit.status === 'shipped')).toBe(true);
    expectRefused(await load(shipment.cartonList[0]!.id), 'already-shipped');
    expect(await ledgerHolds()).toBe(true);
  });

  it('takes shipped units back into a bin, whole or part, with a reason; refuses what it cannot', async () => {
    const order = (await api<OrderDetail>(`/v1/shipping/orders/${world.orders[0]}`, { token: admin })).body.payload;
    const serial = order.units.find((unit) => unit.serial !== null)!;
    const bulk = order.units.find((unit) => unit.serial === null)!;
    const body = { units: [{ itemId: serial.itemId, quantity: 1 }, { itemId: bulk.itemId, quantity: 1 }], binId: dock.id, status: 'qc', reason: 'Refused at the door' };
    const reverse = (token: string, b: unknown, of = world.orders[0]) => api<OrderDetail>(`/v1/shipping/orders/${of}/reverse`, { token, body: b });
    expectEnvelope(await reverse(packer.token, body), 403);
    const reverser = await tokenHolding(admin, ['SHIPMENT_ORDER_REVERSE']);
    for (const bad of [{ ...body, units: [] }, { ...body, reason: '' }, { ...body, status: 'shipped' }, { ...body, units: [body.units[0], body.units[0]] }, null]) expect((await reverse(reverser, bad)).status).toBe(400);
    expect((await reverse(reverser, { ...body, units: [{ itemId: bulk.itemId, quantity: bulk.quantity + 1 }] })).status).toBe(409);
    expect((await reverse(reverser, body, world.orders[1])).status).toBe(409);
    const answer = await reverse(reverser, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.payload.reversals.map((r) => [r.quantity, r.bin, r.status])).toEqual([[1, dock.code, 'qc'], [1, dock.code, 'qc']]);
    expect(answer.body.payload.units.map((u) => [u.itemId, u.quantity, u.status])).toEqual([[bulk.itemId, bulk.quantity - 1, 'shipped']]);
    expect(answer.body.payload.status).toBe('shipped');
    expect(await ledgerHolds()).toBe(true);
  });

  it('voids a label before the shipment leaves: tracking gone, cartons off the dock, packed again; a later buy is new', async () => {
    const second = await packAll(packer.token, world, world.orderIds[1]!);
    const first = (await buy(second)).body.payload.trackingNumbers;
    const shipment = await detail(second);
    expect((await load(shipment.cartonList[0]!.id)).status).toBe(200);
    expectEnvelope(await api(`/v1/shipping/shipments/${second}/void-label`, { method: 'POST', token: loader.token }), 403);
    const voided = await api<ShipmentDetail>(`/v1/shipping/shipments/${second}/void-label`, { method: 'POST', token: packer.token });
    expect(voided.status).toBe(200);
    expect(voided.body.payload).toMatchObject({ status: 'packed', trackingNumbers: [] });
    expectRefused(await load(shipment.cartonList[0]!.id), 'not-labelled');
    expectRefused(await ship(shipment.id), 'not-labelled');
    expect((await api(`/v1/shipping/shipments/${second}/void-label`, { method: 'POST', token: packer.token })).status).toBe(409);
    const again = (await buy(second)).body.payload.trackingNumbers;
    expect(again).toHaveLength(1);
    expect(again).not.toEqual(first);
  });

  it('queues the label from the packing station as an outbox mutation that prints, exactly once', async () => {
    const other = await packingWorld(admin, { orders: 1 });
    await packAll(packer.token, other, other.orderIds[0]!);
    const mutation = outboxMutation(BUY_LABEL, { id: crypto.randomUUID(), orderId: other.orderIds[0], printerId });
    const sent = async () => (await api<SyncBatchAnswer>('/v1/sync', { token: packer.token, body: { mutations: [mutation] } })).body.payload.results[0]!;
    const firstAnswer = await sent();
    expect(firstAnswer.status).toBe(200);
    const answer = firstAnswer.payload as LabelAnswer;
    expect(answer).toMatchObject({ labelled: true, printed: { printed: true } });
    await expect.poll(() => printer.jobs.filter((job) => job.includes(answer.trackingNumbers[0]!)).length).toBe(1);
    expect((await sent()).payload).toEqual(answer);
    expect(printer.jobs.filter((job) => job.includes(answer.trackingNumbers[0]!))).toHaveLength(1);
  }, 180_000);
});

describe('EasyPost labels through its double', () => {
  let double: EasyPostDouble;
  let credentialId: string;
  let world: PackingWorld;
  let number: string;
  beforeAll(async () => {
    double = await startEasyPostDouble();
    const credential = await api<{ id: string }>('/v1/settings/shipping-api', { token: admin, body: { carrier: 'EasyPost', accountNumber: '', apiUrl: double.url, username: '', secret: double.apiKey, active: true } });
    expect(credential.status).toBe(200);
    credentialId = credential.body.payload.id;
    const carrier = await api<{ id: string }>('/v1/catalogues/carrier', { token: admin, body: { code: uniqueCode('EP-', 6), name: 'EasyPost', description: '', active: true, attributes: { trackingUrlTemplate: '', cutoffTime: '' } } });
    expect(carrier.status, JSON.stringify(carrier.body)).toBe(200);
    world = await packingWorld(admin, { orders: 1 });
    number = await packAll(packer.token, world, world.orderIds[0]!);
    const edited = await api(`/v1/shipping/shipments/${number}`, { method: 'PUT', token: packer.token, body: { carrierId: carrier.body.payload.id, service: '', declaredValue: 5_000, currency: 'USD' } });
    expect(edited.status).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await api(`/v1/settings/shipping-api/${credentialId}`, { method: 'DELETE', token: admin });
    await double.close();
  });

  it('shows the carrier’s own refusal on the shipment, then buys exactly one label when it is fixed', async () => {
    double.fail('address', { on: 'create', times: 1 });
    const refused = await buy(number);
    expect(refused.status).toBe(200);
    expect(refused.body.payload).toMatchObject({ labelled: false, problem: { kind: 'address' } });
    expect(refused.body.payload.problem!.carrierMessage.length).toBeGreaterThan(0);
    expect((await detail(number))).toMatchObject({ status: 'packed', labelError: { kind: 'address' } });
    double.fail('credentials', { on: 'any', times: 1 });
    expect((await buy(number)).body.payload.problem).toMatchObject({ kind: 'credentials' });

    const bought = await buy(number);
    expect(bought.body.payload).toMatchObject({ labelled: true, problem: null });
    const shipment = await detail(number);
    expect(shipment).toMatchObject({ status: 'labelled', provider: 'easypost', labelError: null });
    expect(shipment.cartonList[0]!.trackingNumber).toBe(bought.body.payload.trackingNumbers[0]);
    expect((await buy(number)).body.payload.trackingNumbers).toEqual(bought.body.payload.trackingNumbers);
    expect(double.labelsBought(`${shipment.id}-0`)).toBe(1);
  });
});

describe('rates before buying, insurance and customs', () => {
  let double: EasyPostDouble;
  let credentialId: string;
  let easyPost: string;
  let home: PackingWorld;
  let abroad: PackingWorld;
  const rates = (number: string, token = packer.token) => api<RatesAnswer>(`/v1/shipping/shipments/${number}/rates`, { token });
  const goBy = async (number: string, declaredValue: number, carrierId: string | null = easyPost) =>
    expect((await api(`/v1/shipping/shipments/${number}`, { method: 'PUT', token: packer.token, body: { carrierId, service: '', declaredValue, currency: 'USD' } })).status).toBe(200);
  const createsOf = (reference?: string) => double.calls.filter((c) => c.method === 'POST' && c.path === '/v2/shipments' && (reference === undefined || (c.body.shipment as { reference?: string }).reference === reference));

  beforeAll(async () => {
    double = await startEasyPostDouble();
    // The warehouse ships from Spain: the other tests' orders go to Madrid, so they stay domestic whenever they run.
    expect((await api('/v1/settings/system', { method: 'PUT', token: admin, body: { 'shipping.originCountry': 'ES' } })).status).toBe(200);
    const credential = await api<{ id: string }>('/v1/settings/shipping-api', { token: admin, body: { carrier: 'EasyPost', accountNumber: '', apiUrl: double.url, username: '', secret: double.apiKey, active: true } });
    credentialId = credential.body.payload.id;
    easyPost = (await api<{ id: string }>('/v1/catalogues/carrier', { token: admin, body: { code: uniqueCode('EP-', 6), name: 'EasyPost', description: '', active: true, attributes: { trackingUrlTemplate: '', cutoffTime: '' } } })).body.payload.id;
    home = await packingWorld(admin, { orders: 2 });
    abroad = await packingWorld(admin, { orders: 1, shipTo: { name: 'Jo Bloggs', company: '', street1: '10 Downing St', street2: '', city: 'London', region: '', postalCode: 'SW1A 2AA', country: 'GB', phone: '', email: '' } });
  }, 240_000);
  afterAll(async () => {
    await api(`/v1/settings/shipping-api/${credentialId}`, { method: 'DELETE', token: admin });
    await double.close();
  });

  it('answers the own fleet’s one rate, buys nothing, and needs the permission that buys the label', async () => {
    const number = await packAll(packer.token, home, home.orderIds[0]!);
    expectEnvelope(await rates(number, loader.token), 403);
    expectEnvelope(await api('/v1/shipping/shipments/NO-SUCH/rates', { token: packer.token }), 404);
    const answer = await rates(number);
    expect(answer.status).toBe(200);
    expect(answer.body.payload).toEqual({ shipmentNumber: number, rates: [{ service: 'own-fleet', carrier: 'Own fleet', serviceName: 'Own fleet', amount: '0.00', currency: 'USD', deliveryDays: null }], problem: null });
    expect((await detail(number)).status).toBe('packed');
    expect((await buy(number)).body.payload.labelled).toBe(true);
    expectEnvelope(await rates(number), 409);
  });

  it('lists EasyPost’s rates cheapest first without buying, answers a carrier refusal as a buy does, then buys the chosen one insured', async () => {
    const number = await packAll(packer.token, home, home.orderIds[1]!);
    await goBy(number, 5_000);
    const { id } = await detail(number);
    const listed = await rates(number);
    expect(listed.body.payload.rates.map((r) => [r.service, r.amount, r.currency, r.deliveryDays])).toEqual([['USPS:Priority', '8.10', 'USD', 2], ['UPS:Ground', '12.40', 'USD', 4]]);
    expect(double.labelsBought(`${id}-0`)).toBe(0);
    expect(double.calls.some((c) => c.path.endsWith('/buy') || c.path.endsWith('/insure'))).toBe(false);
    // Domestic: no customs asked for.
    expect(createsOf().at(-1)!.body.shipment).not.toHaveProperty('customs_info');

    double.fail('credentials', { on: 'create' });
    const refused = await rates(number);
    expect(refused.status).toBe(200);
    expect(refused.body.payload).toMatchObject({ rates: [], problem: { kind: 'credentials', carrierMessage: expect.stringContaining('api key') } });
    expect((await detail(number)).labelError).toBeNull();

    const bought = await api<LabelAnswer>(`/v1/shipping/shipments/${number}/label`, { token: packer.token, body: { printerId: null, service: 'UPS:Ground' } });
    expect(bought.body.payload).toMatchObject({ labelled: true, problem: null });
    expect(await detail(number)).toMatchObject({ status: 'labelled', service: 'UPS:Ground' });
    const buyCall = double.calls.find((c) => c.path.endsWith('/buy'))!;
    expect(buyCall.body).toMatchObject({ insurance: '50.00' });
    expect(double.labelsBought(`${id}-0`)).toBe(1);
    expect(double.insured(`${id}-0`)).toEqual(['50.00']);
  });

  it('sends customs for a shipment abroad, built from its units by SKU, once the SKUs have HS codes and origins', async () => {
    const number = await packAll(packer.token, abroad, abroad.orderIds[0]!, 1_200);
    await goBy(number, 12_000);
    const skus = await Promise.all([abroad.serialSkuId, abroad.bulkSkuId].map(async (skuId) => (await api<Sku>(`/v1/skus/${skuId}`, { token: admin })).body.payload));
    const asked = double.calls.length;
    const incomplete = await rates(number);
    expectEnvelope(incomplete, 422);
    expect(incomplete.body.payload).toMatchObject({ reason: 'customs-incomplete', skus: skus.map((s) => s.code).sort() });
    expect(double.calls).toHaveLength(asked);

    const customs = [{ hsTariffNumber: '8517.13', originCountry: 'cn' }, { hsTariffNumber: '6109.10.0012', originCountry: 'PT' }];
    for (const [i, sku] of skus.entries()) {
      const body = { ...skuBody({ clientId: sku.client.id, code: sku.code, description: sku.description, serialised: sku.serialised }) };
      for (const bad of [{ hsTariffNumber: '12' }, { originCountry: 'Spain' }]) expectEnvelope(await api(`/v1/skus/${sku.id}`, { method: 'PUT', token: admin, body: { ...body, ...bad } }), 400);
      const saved = await api<Sku>(`/v1/skus/${sku.id}`, { method: 'PUT', token: admin, body: { ...body, ...customs[i] } });
      expect(saved.body.payload).toMatchObject({ hsTariffNumber: customs[i]!.hsTariffNumber, originCountry: customs[i]!.originCountry.toUpperCase() });
    }

    const listed = await rates(number);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.payload.rates).toHaveLength(2);
    const { id } = await detail(number);
    expect((await buy(number)).body.payload).toMatchObject({ labelled: true });
    const sent = createsOf(`${id}-0`)[0]!.body.shipment as { customs_info: Record<string, unknown> & { customs_items: Record<string, unknown>[] } };
    expect(sent.customs_info).toMatchObject({ contents_type: 'merchandise', customs_certify: true, customs_signer: expect.any(String), eel_pfc: 'NOEEI 30.37(a)', non_delivery_option: 'return', restriction_type: 'none' });
    expect((sent.customs_info.customs_signer as string).length).toBeGreaterThan(0);
    // One serial unit and two counted ones, no unit values: 120.00 shared evenly by unit; 1,200 g over three units.
    const bySku = Object.fromEntries(sent.customs_info.customs_items.map((item) => [item.code, item]));
    expect(bySku[skus[0]!.code]).toMatchObject({ description: skus[0]!.description, quantity: 1, value: 40, weight: 14.11, hs_tariff_number: '8517.13', origin_country: 'CN', currency: 'USD' });
    expect(bySku[skus[1]!.code]).toMatchObject({ quantity: 2, value: 80, weight: 28.22, hs_tariff_number: '6109.10.0012', origin_country: 'PT', currency: 'USD' });
    expect(double.insured(`${id}-0`)).toEqual(['120.00']);
  });
});
