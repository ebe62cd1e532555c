import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../src/domain/orders/orders';
import type { ShipmentLabels } from '../../src/domain/printing/shipping-label';
import { LOAD_CARTON, type LoadOutPack, type LoadRejection, SHIP_SHIPMENT } from '../../src/domain/shipping/load-out';
import { BUY_LABEL, type LabelAnswer, type ShipmentDetail } from '../../src/domain/shipping/shipments';
import type { MutationResult, SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { type EasyPostDouble, startEasyPostDouble } from '../../src/server/testing/easypost-double';
import { outboxMutation } from '../factories/mutations';
import { binBody, zoneBody } from '../factories/locations';
import { uniqueCode, uniqueZoneCode } from '../factories/unique';
import { accountHolding, api, expectEnvelope, signIn, tokenHolding } from './helpers';
import { startLoopbackPrinter } from '../../src/server/testing/loopback-printer';
import { type PackingWorld, packAll, packingWorld } from './packing-world';

/* Shipments after packing (issue 19): labels from the own fleet and from EasyPost's double, printing, void, load-out, shipping, reversal; permissions and the ledger. */
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
