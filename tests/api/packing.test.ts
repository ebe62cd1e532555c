import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../src/domain/orders/orders';
import type { ShipmentLabels } from '../../src/domain/printing/shipping-label';
import type { CartonType } from '../../src/domain/shipping/carton-types';
import type { CloseCartonAnswer, OpenCartonAnswer, PackAnswer, PackOrder, PackRejection, PackingQueue, PutWallBatchList, PutWallPack } from '../../src/domain/shipping/packing';
import type { Shipment, ShipmentDetail } from '../../src/domain/shipping/shipments';
import { isSscc } from '../../src/domain/shipping/sscc';
import type { MutationResult, SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { closeCartonMutation, openCartonMutation, packItemMutation, packQuantityMutation, undoPackMutation } from '../factories/packing';
import { accountHolding, api, expectEnvelope, signIn, tokenHolding } from './helpers';
import { freshClient, stock } from './orders-world';
import { type PackingWorld, cartonTypeBody, packAll, packingWorld } from './packing-world';

/* Packing (issue 19): carton types, the queue, the download, cartons with SSCCs, every refusal, undo, closing, states, permissions, the ledger. */
const base = '/v1/shipping/packing';
let admin: string;
let packer: { token: string; id: string };

beforeAll(async () => {
  admin = await signIn('admin');
  packer = await accountHolding(admin, ['SHIPMENT_PACKING_LIST', 'SHIPMENT_PACKING_DETAIL']);
}, 120_000);

const ledgerHolds = async () => (await api<{ holds: boolean }>('/v1/ledger/check', { token: admin })).body.payload.holds;

async function send(token: string, mutation: unknown): Promise<MutationResult> {
  const answer = await api<SyncBatchAnswer>('/v1/sync', { token, body: { mutations: [mutation] } });
  expect(answer.status).toBe(200);
  return answer.body.payload.results[0]!;
}

async function accepted<T>(mutation: unknown): Promise<T> {
  const result = await send(packer.token, mutation);
  expect(result.status, result.message).toBe(200);
  return result.payload as T;
}

function expectRefused(result: MutationResult, reason: PackRejection) {
  expect([result.status, (result.payload as { reason?: string } | null)?.reason], result.message).toEqual([409, reason]);
}

const download = async (orderId: string) => {
  const answer = await api<PackOrder>(`${base}/orders/${orderId}`, { token: packer.token });
  expect(answer.status).toBe(200);
  return answer.body.payload;
};
const orderOf = async (number: string) => (await api<OrderDetail>(`/v1/shipping/orders/${number}`, { token: admin })).body.payload;

describe('carton types', () => {
  it('are kept by CONTAINERS_AND_LOCATIONS_MANAGEMENT: added, changed, unique by name, checked', async () => {
    const manager = await tokenHolding(admin, ['CONTAINERS_AND_LOCATIONS_MANAGEMENT']);
    expectEnvelope(await api('/v1/carton-types', { token: packer.token }), 403);
    expectEnvelope(await api('/v1/carton-types', { token: packer.token, body: cartonTypeBody() }), 403);
    const body = cartonTypeBody();
    const made = await api<CartonType>('/v1/carton-types', { token: manager, body });
    expect(made.status).toBe(200);
    expect(made.body.payload).toMatchObject(body);
    expectEnvelope(await api('/v1/carton-types', { token: manager, body: { ...cartonTypeBody(), name: body.name.toUpperCase() } }), 409);
    const changed = await api<CartonType>(`/v1/carton-types/${made.body.payload.id}`, { method: 'PUT', token: manager, body: { ...body, maxWeightG: 30_000, active: false } });
    expect(changed.body.payload).toMatchObject({ maxWeightG: 30_000, active: false });
    const list = await api<CartonType[]>('/v1/carton-types', { token: manager });
    expect(list.body.payload.find((t) => t.id === made.body.payload.id)).toMatchObject({ active: false });
  });

  it('answer 4xx, never 5xx, to bad input', async () => {
    for (const bad of [
      cartonTypeBody({ maxWeightG: 100, tareG: 200 }),
      cartonTypeBody({ lengthMm: 0 }),
      cartonTypeBody({ widthMm: 2.5 }),
      { ...cartonTypeBody(), name: 'Box\u0000' + '\uD800' },
      null,
      { ...cartonTypeBody(), name: { deep: { deeper: [1] } } },
    ]) {
      const answer = await api('/v1/carton-types', { token: admin, body: bad });
      expect(answer.status, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expectEnvelope(await api(`/v1/carton-types/not-a-uuid`, { method: 'PUT', token: admin, body: cartonTypeBody() }), 404);
    expectEnvelope(await api(`/v1/carton-types/${crypto.randomUUID()}`, { method: 'PUT', token: admin, body: cartonTypeBody() }), 404);
  });
});

describe('packing: permissions and bad input', () => {
  let world: PackingWorld;
  beforeAll(async () => {
    world = await packingWorld(admin, { orders: 1 });
  }, 180_000);

  it('checks SHIPMENT_PACKING_LIST on the queue and SHIPMENT_PACKING_DETAIL on the download and every kind', async () => {
    const lister = await tokenHolding(admin, ['SHIPMENT_PACKING_LIST']);
    expectEnvelope(await api(`${base}/queue`), 401);
    expectEnvelope(await api(`${base}/queue`, { token: await tokenHolding(admin, ['SHIPMENT_PICKING_LIST']) }), 403);
    expect((await api(`${base}/queue`, { token: lister })).status).toBe(200);
    expectEnvelope(await api(`${base}/orders/${world.orderIds[0]}`, { token: lister }), 403);
    const cartonId = crypto.randomUUID();
    expect((await send(lister, openCartonMutation(world.orderIds[0]!, world.cartonType.id, cartonId))).status).toBe(403);
    expect((await send(lister, packItemMutation(cartonId, crypto.randomUUID()))).status).toBe(403);
    expect((await send(lister, undoPackMutation(crypto.randomUUID()))).status).toBe(403);
    expect((await send(lister, closeCartonMutation(cartonId, 1000))).status).toBe(403);
  });

  it('answers 4xx, never 5xx, to bad input, and changes nothing', async () => {
    expectEnvelope(await api(`${base}/orders/not-a-uuid`, { token: packer.token }), 404);
    expectEnvelope(await api(`${base}/orders/${crypto.randomUUID()}`, { token: packer.token }), 404);
    const open = openCartonMutation(world.orderIds[0]!, world.cartonType.id);
    for (const mutation of [
      { ...open, payload: null },
      { ...open, payload: { ...open.payload, orderId: 'x\u0000y' } },
      { ...packItemMutation(crypto.randomUUID(), crypto.randomUUID()), payload: { ...packQuantityMutation(crypto.randomUUID(), crypto.randomUUID(), 1).payload, what: { kind: 'quantity', quantity: 0 } } },
      { ...closeCartonMutation(crypto.randomUUID(), 10), payload: { cartonId: crypto.randomUUID(), weightG: -5, closedAt: 'yesterday\uDC00' } },
    ]) {
      expect((await send(packer.token, mutation)).status).toBe(400);
    }
    expect((await send(packer.token, openCartonMutation(crypto.randomUUID(), world.cartonType.id))).status).toBe(404);
    expectRefused(await send(packer.token, openCartonMutation(world.orderIds[0]!, crypto.randomUUID())), 'unknown-carton-type');
    expectRefused(await send(packer.token, packItemMutation(crypto.randomUUID(), crypto.randomUUID())), 'unknown-carton');
    expectRefused(await send(packer.token, closeCartonMutation(crypto.randomUUID(), 1000)), 'unknown-carton');
    expect((await download(world.orderIds[0]!)).shipment).toBeNull();
    expect(await ledgerHolds()).toBe(true);
  });
});

describe('packing: an order into two cartons', () => {
  let world: PackingWorld;
  beforeAll(async () => {
    world = await packingWorld(admin, { orders: 2 });
  }, 180_000);

  it('queues the picked orders with their tote and downloads one for packing offline', async () => {
    const queue = (await api<PackingQueue>(`${base}/queue`, { token: packer.token })).body.payload;
    for (const number of world.orders) {
      expect(queue.orders.find((o) => o.number === number)).toMatchObject({ units: 3, packed: 0, totes: [world.toteCode], shipmentNumber: null });
    }
    const pack = await download(world.orderIds[0]!);
    expect(pack.order).toMatchObject({ number: world.orders[0], status: 'picked' });
    expect(pack.units.map((u) => [u.status, u.containerId, u.picked])).toEqual(pack.units.map(() => ['picked', world.toteId, true]));
    expect(pack.cartonTypes.some((t) => t.id === world.cartonType.id)).toBe(true);
    expect(pack.totes).toEqual([{ id: world.toteId, code: world.toteCode }]);

  });

  it('packs by unit and by quantity, refuses what does not belong, closes the order and its shipment', async () => {
    const [orderId, otherId] = world.orderIds as [string, string];
    const pack = await download(orderId);
    const serial = pack.units.find((u) => u.skuId === world.serialSkuId)!;
    const otherPack = await download(otherId);
    const otherSerial = otherPack.units.find((u) => u.skuId === world.serialSkuId)!;

    const first = crypto.randomUUID();
    const opened = await accepted<OpenCartonAnswer>(openCartonMutation(orderId, world.cartonType.id, first));
    expect(opened.position).toBe(1);
    expect(isSscc(opened.sscc)).toBe(true);
    expectRefused(await send(packer.token, closeCartonMutation(first, 1000)), 'empty-carton');

    const packed = await accepted<PackAnswer>(packItemMutation(first, serial.id));
    expect(packed).toMatchObject({ packed: [{ itemId: serial.id, quantity: 1, fromContainerId: world.toteId }], orderComplete: false });
    expectRefused(await send(packer.token, packItemMutation(first, serial.id)), 'already-packed');
    expectRefused(await send(packer.token, packItemMutation(first, otherSerial.id)), 'not-on-order');
    const stranger = await freshClient(admin);
    const [strangerWms] = await stock(admin, stranger.clientId, [{ skuId: stranger.serialised, serial: true }]);
    const strangerId = (await api<{ id: string }>(`/v1/items/${strangerWms}`, { token: admin })).body.payload.id;
    expectRefused(await send(packer.token, packItemMutation(first, strangerId)), 'other-client');
    expectRefused(await send(packer.token, packQuantityMutation(first, stranger.bulk, 1)), 'other-client');
    expectRefused(await send(packer.token, packQuantityMutation(first, world.bulkSkuId, 3)), 'too-many');

    // One of the two counted units: the unit in the tote is split, the part goes into the carton.
    const part = await accepted<PackAnswer>(packQuantityMutation(first, world.bulkSkuId, 1));
    expect(part.packed).toHaveLength(1);
    expect(part.packed[0]).toMatchObject({ quantity: 1, skuId: world.bulkSkuId });
    expect(part.packed[0]!.splitFrom).not.toBeNull();
    expectRefused(await send(packer.token, closeCartonMutation(first, 100)), 'bad-weight');
    expectRefused(await send(packer.token, closeCartonMutation(first, 20_001)), 'bad-weight');
    const closedFirst = await accepted<CloseCartonAnswer>(closeCartonMutation(first, 1_200));
    expect(closedFirst).toMatchObject({ shipmentNumber: opened.shipmentNumber, shipmentStatus: 'packing', orderStatus: 'picked' });
    expectRefused(await send(packer.token, packQuantityMutation(first, world.bulkSkuId, 1)), 'carton-closed');

    const second = crypto.randomUUID();
    const openedSecond = await accepted<OpenCartonAnswer>(openCartonMutation(orderId, world.cartonType.id, second));
    expect(openedSecond).toMatchObject({ shipmentNumber: opened.shipmentNumber, position: 2 });
    expect(openedSecond.sscc).not.toBe(opened.sscc);
    const last = await accepted<PackAnswer>(packQuantityMutation(second, world.bulkSkuId, 1));
    expect(last.orderComplete).toBe(true);
    expectRefused(await send(packer.token, packQuantityMutation(second, world.bulkSkuId, 1)), 'too-many');
    const closed = await accepted<CloseCartonAnswer>(closeCartonMutation(second, 900));
    expect(closed).toMatchObject({ shipmentStatus: 'packed', orderStatus: 'packed' });

    const after = await download(orderId);
    expect(after.shipment).toMatchObject({ number: opened.shipmentNumber, status: 'packed' });
    expect(after.cartons.map((c) => [c.position, c.status, c.weightG])).toEqual([[1, 'closed', 1_200], [2, 'closed', 900]]);
    expect(after.units.every((u) => u.status === 'packed' && (u.containerId === first || u.containerId === second))).toBe(true);
    expect((await orderOf(world.orders[0]!)).status).toBe('packed');
    expectRefused(await send(packer.token, openCartonMutation(orderId, world.cartonType.id)), 'order-not-ready');
    const queue = (await api<PackingQueue>(`${base}/queue`, { token: packer.token })).body.payload;
    expect(queue.orders.some((o) => o.number === world.orders[0])).toBe(false);
    expect(await ledgerHolds()).toBe(true);
  });

  it('lists the shipment for SHIPMENT_LIST, shows its cartons and gives one label per carton', async () => {
    const reader = await tokenHolding(admin, ['SHIPMENT_LIST']);
    const number = (await download(world.orderIds[0]!)).shipment!.number;
    expectEnvelope(await api('/v1/shipping/shipments', { token: packer.token }), 403);
    const list = await api<{ items: Shipment[]; total: number }>(`/v1/shipping/shipments?q=${world.orders[0]}`, { token: reader });
    expect(list.status).toBe(200);
    expect(list.body.payload.items.map((s) => s.number)).toEqual([number]);
    expect(list.body.payload.items[0]).toMatchObject({ status: 'packed', orders: [world.orders[0]], cartons: 2, client: { id: world.clientId } });
    const filtered = await api<{ items: Shipment[] }>(`/v1/shipping/shipments?client=${world.clientId}&status=packed`, { token: reader });
    expect(filtered.body.payload.items.map((s) => s.number)).toEqual([number]);
    expect((await api<{ items: Shipment[] }>(`/v1/shipping/shipments?client=${world.clientId}&status=shipped`, { token: reader })).body.payload.items).toEqual([]);
    const detail = await api<ShipmentDetail>(`/v1/shipping/shipments/${number}`, { token: reader });
    expect(detail.body.payload.cartonList.map((c) => [c.position, c.units, c.weightG])).toEqual([[1, 2, 1_200], [2, 1, 900]]);
    expect(detail.body.payload.shipTo[0]).toBe('Ana Ruiz');
    const labels = await api<ShipmentLabels>(`/v1/shipping/shipments/${number}/labels`, { token: packer.token });
    expect(labels.status).toBe(200);
    expect(labels.body.payload.labels.map((l) => [l.position, l.count, isSscc(l.sscc)])).toEqual([[1, 2, true], [2, 2, true]]);
    const csv = await api<string>(`/v1/shipping/shipments/export?client=${world.clientId}`, { token: reader });
    expect(csv.body.payload).toContain(number);
    for (const bad of ['%00', 'SH%2F..', 'x'.repeat(41), 'SH999999999']) expect([400, 404]).toContain((await api(`/v1/shipping/shipments/${bad}`, { token: reader })).status);
    expect((await api(`/v1/shipping/shipments?day=2026-02-30`, { token: reader })).status).toBe(400);
    expect((await api(`/v1/shipping/shipments?status=lost`, { token: reader })).status).toBe(400);
  });

  it('takes the last pack back out of an open carton, into the tote it came from; a replay applies once', async () => {
    const orderId = world.orderIds[1]!;
    const pack = await download(orderId);
    const serial = pack.units.find((u) => u.skuId === world.serialSkuId)!;
    const cartonId = crypto.randomUUID();
    await accepted<OpenCartonAnswer>(openCartonMutation(orderId, world.cartonType.id, cartonId));
    const packing = packItemMutation(cartonId, serial.id);
    await accepted<PackAnswer>(packing);
    const replay = await send(packer.token, packing);
    expect(replay.status).toBe(200);
    expect((await download(orderId)).units.find((u) => u.id === serial.id)).toMatchObject({ status: 'packed', containerId: cartonId });
    expect(await accepted(undoPackMutation(packing.id))).toEqual({ undone: true, units: 1 });
    expect((await download(orderId)).units.find((u) => u.id === serial.id)).toMatchObject({ status: 'picked', containerId: world.toteId });
    expect(await accepted(undoPackMutation(packing.id))).toEqual({ undone: false, units: 0 });
    expect(await ledgerHolds()).toBe(true);
  });
});

describe('put-wall', () => {
  it('lists batches with picked orders and downloads each order with its slot', async () => {
    const world = await packingWorld(admin, { orders: 2 });
    expectEnvelope(await api(`${base}/batches`, { token: await tokenHolding(admin, ['SHIPMENT_PACKING_LIST']) }), 403);
    const list = (await api<PutWallBatchList>(`${base}/batches`, { token: packer.token })).body.payload;
    expect(list.batches.find((b) => b.id === world.batch.id)).toMatchObject({ number: world.batch.number, orders: 2, units: 6, totes: [world.toteCode] });
    const wall = (await api<PutWallPack>(`${base}/batches/${world.batch.id}`, { token: packer.token })).body.payload;
    expect(wall.slots.map((s) => [s.slot, s.pack.order.number])).toEqual([[1, [...world.orders].sort()[0]], [2, [...world.orders].sort()[1]]]);
    await packAll(packer.token, world, world.orderIds[0]!);
    const after = (await api<PutWallPack>(`${base}/batches/${world.batch.id}`, { token: packer.token })).body.payload;
    expect(after.slots.map((s) => s.pack.order.id)).toEqual([world.orderIds[1]]);
    expectEnvelope(await api(`${base}/batches/${crypto.randomUUID()}`, { token: packer.token }), 404);
  }, 180_000);
});

describe('shipments: combined and changed before the label', () => {
  let world: PackingWorld;
  beforeAll(async () => {
    world = await packingWorld(admin, { orders: 2 });
  }, 180_000);

  it('combines packed shipments of one client and address into one, numbering the cartons again; refuses others', async () => {
    const [first, second] = [await packAll(packer.token, world, world.orderIds[0]!), await packAll(packer.token, world, world.orderIds[1]!)];
    expectEnvelope(await api('/v1/shipping/shipments/combine', { token: await tokenHolding(admin, ['SHIPMENT_LIST']), body: { numbers: [first, second] } }), 403);
    expect((await api('/v1/shipping/shipments/combine', { token: packer.token, body: { numbers: [first] } })).status).toBe(400);
    expect((await api('/v1/shipping/shipments/combine', { token: packer.token, body: { numbers: [first, first] } })).status).toBe(400);
    const combined = await api<ShipmentDetail>('/v1/shipping/shipments/combine', { token: packer.token, body: { numbers: [second, first] } });
    expect(combined.status, JSON.stringify(combined.body)).toBe(200);
    expect(combined.body.payload).toMatchObject({ status: 'packed', orders: [...world.orders].sort(), cartons: 2 });
    expect(combined.body.payload.cartonList.map((c) => c.position)).toEqual([1, 2]);
    for (const old of [first, second]) expect((await api<ShipmentDetail>(`/v1/shipping/shipments/${old}`, { token: admin })).body.payload).toMatchObject({ status: 'cancelled', cartons: 0, orders: [] });
    const again = await api<{ payload: { state: string } }>('/v1/shipping/shipments/combine', { token: packer.token, body: { numbers: [first, combined.body.payload.number] } });
    expect(again.status).toBe(409);

    const other = await packingWorld(admin, { orders: 1 });
    const foreign = await packAll(packer.token, other, other.orderIds[0]!);
    const mixed = await api<{ reason: string }>('/v1/shipping/shipments/combine', { token: packer.token, body: { numbers: [foreign, combined.body.payload.number] } });
    expect([mixed.status, mixed.body.payload.reason]).toEqual([409, 'not-combinable']);
    expect(await ledgerHolds()).toBe(true);
  }, 180_000);

  it('changes carrier, service and declared value until the label is bought, and checks them', async () => {
    const number = (await download(world.orderIds[0]!)).shipment!.number;
    const body = { carrierId: null, service: 'Next day', declaredValue: 12_500, currency: 'eur' };
    expectEnvelope(await api(`/v1/shipping/shipments/${number}`, { method: 'PUT', token: await tokenHolding(admin, ['SHIPMENT_LIST']), body }), 403);
    const changed = await api<ShipmentDetail>(`/v1/shipping/shipments/${number}`, { method: 'PUT', token: packer.token, body });
    expect(changed.status).toBe(200);
    expect(changed.body.payload).toMatchObject({ service: 'Next day', declaredValue: 12_500, currency: 'EUR', carrierId: null });
    for (const bad of [{ ...body, currency: 'EURO' }, { ...body, declaredValue: -1 }, { ...body, carrierId: 'x' }, { ...body, service: 'x'.repeat(61) }, { ...body, carrierId: crypto.randomUUID() }]) {
      expect((await api(`/v1/shipping/shipments/${number}`, { method: 'PUT', token: packer.token, body: bad })).status, JSON.stringify(bad)).toBe(400);
    }
  });
});
