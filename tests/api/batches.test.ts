import { beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { Order, OrderDetail } from '../../src/domain/orders/orders';
import type { Batch, BatchDetail, BatchPreview } from '../../src/domain/picking/batches';
import type { IllegalTransition } from '../../src/domain/states/state-machine';
import { api, expectEnvelope, signIn, tokenHolding } from './helpers';
import { BATCH_LOT, type BatchWorld, allocatedOrder, batchFilters, batchWorld, walkBins } from './batches-world';
import { freshClient, line, openOrder, orderBody, stock } from './orders-world';

/* Batches (issue 18): permissions, create by filters with a cap, release into pick tasks in walking order, cancel, refusals, the ledger. */
const base = '/v1/shipping/batches';
let admin: string;
let noRoles: string;
let portal: string;
let lister: string;
let manager: string;

const ledgerHolds = async () => (await api<{ holds: boolean }>('/v1/ledger/check', { token: admin })).body.payload.holds;
const orderOf = async (number: string) => (await api<OrderDetail>(`/v1/shipping/orders/${number}`, { token: admin })).body.payload;
const create = (body: unknown, token = admin) => api<BatchDetail>(base, { token, body });

/** A client of its own with `count` allocated one-line orders of a serial SKU in one bin. */
async function allocatedOrders(count: number, overrides: (i: number) => Partial<Parameters<typeof orderBody>[2]> = () => ({})) {
  const { clientId, serialised, bulk } = await freshClient(admin);
  const [bin] = await walkBins(admin);
  await stock(admin, clientId, [
    ...Array.from({ length: count }, () => ({ skuId: serialised, serial: true, binCode: bin!.code })),
    { skuId: bulk, quantity: 20, binCode: bin!.code },
  ]);
  const orders: string[] = [];
  for (let i = 0; i < count; i++) orders.push(await allocatedOrder(admin, orderBody(clientId, [line(serialised, 1)], overrides(i))));
  return { clientId, serialised, bulk, orders };
}

beforeAll(async () => {
  [admin, noRoles, portal] = await Promise.all([signIn('admin'), signIn('noroles'), signIn('client')]);
  [lister, manager] = await Promise.all([tokenHolding(admin, ['SHIPMENT_BATCH_LIST']), tokenHolding(admin, ['SHIPMENT_BATCH_MANAGEMENT'])]);
}, 120_000);

describe('batches: permissions and refusals', () => {
  let world: BatchWorld;
  beforeAll(async () => {
    world = await batchWorld(admin, { orders: 2, release: false });
  }, 120_000);

  it('checks the permission of every route on the server', async () => {
    const { number } = world.batch;
    for (const path of [base, `${base}/export`]) {
      expectEnvelope(await api(path), 401);
      expectEnvelope(await api(path, { token: noRoles }), 403);
      expectEnvelope(await api(path, { token: portal }), 403);
      expect((await api(path, { token: lister })).status).toBe(200);
      expect((await api(path, { token: manager })).status).toBe(200);
    }
    const filters = batchFilters(world.clientId);
    expectEnvelope(await api(`${base}/preview`, { token: lister, body: filters }), 403);
    expectEnvelope(await create(filters, lister), 403);
    expectEnvelope(await api(`${base}/${number}`, { token: lister }), 403);
    expectEnvelope(await api(`${base}/${number}`, { token: noRoles }), 403);
    expectEnvelope(await api(`${base}/${number}/release`, { method: 'POST', token: lister }), 403);
    expectEnvelope(await api(`${base}/${number}/cancel`, { method: 'POST', token: lister }), 403);
    expectEnvelope(await api(`${base}/BT-NOPE`, { token: manager }), 404);
    expectEnvelope(await api(`${base}/BT-NOPE/release`, { method: 'POST', token: manager }), 404);
    expect((await api<BatchDetail>(`${base}/${number}`, { token: manager })).body.payload.status).toBe('open');
  });

  it('refuses bad input with 4xx: NUL bytes, broken Unicode, null and deep bodies, caps', async () => {
    const filters = batchFilters(world.clientId);
    for (const weird of [null, [filters], { ...filters, maxOrders: 0 }, { ...filters, maxOrders: 501 }, { ...filters, maxOrders: 1.5 }, { ...filters, clientId: 'x\u0000' }, { ...filters, shipBy: '2026-13-40' }, { ...filters, priority: 'x\ud800' }]) {
      for (const path of [base, `${base}/preview`]) expect([path, (await api(path, { token: admin, body: weird })).status]).toEqual([path, 400]);
    }
    let deep: unknown = {};
    for (let i = 0; i < 1000; i++) deep = { a: deep };
    expect((await create(deep)).status).toBeLessThan(500);
    expect((await api(`${base}?status=lost`, { token: admin })).status).toBe(400);
    expect((await api(`${base}?client=nope`, { token: admin })).status).toBe(400);
    expect((await api(`${base}?q=%00%ED%A0%80`, { token: admin })).status).toBeLessThan(500);
    expect((await api(`${base}/BT%00X`, { token: admin })).status).toBeLessThan(500);
    expect((await api(`${base}/%ED%A0%80/release`, { method: 'POST', token: admin })).status).toBeLessThan(500);
  });

  it('answers the shared 409 for a step the state does not allow, and names the batch on the orders it holds', async () => {
    const { number } = world.batch;
    const [first] = world.orders;
    expect((await orderOf(first!)).batch).toBe(number);
    const deallocate = await api<{ reason: string; batch: string }>(`/v1/shipping/orders/${first}/deallocate`, { method: 'POST', token: admin });
    expectEnvelope(deallocate, 409);
    expect(deallocate.body.payload).toMatchObject({ reason: 'in-batch', batch: number });
    expect((await orderOf(first!)).status).toBe('allocated');
    const released = await api<BatchDetail>(`${base}/${number}/release`, { method: 'POST', token: manager });
    expect(released.body.payload.status).toBe('released');
    const cancel = await api(`${base}/${number}/cancel`, { method: 'POST', token: manager });
    expectEnvelope(cancel, 409);
    expect(cancel.body.payload as IllegalTransition).toEqual({ document: 'batch', id: number, state: 'released', attempted: 'cancel', allowed: [{ transition: 'start-picking', to: 'picking' }] });
    expectEnvelope(await api(`${base}/${number}/release`, { method: 'POST', token: manager }), 409);
    expect((await api<OrderDetail>(`/v1/shipping/orders/${first}/deallocate`, { method: 'POST', token: admin })).body.payload).toMatchObject({ reason: 'in-batch' });
    expect(await ledgerHolds()).toBe(true);
  });
});

describe('batches: create', () => {
  it('takes only allocated, unbatched orders of the filters, oldest-due first, up to the cap', async () => {
    // Orders 0-3: ship-by days 2026-12-04, 12-03, none, none; order 3 urgent. The walk of due: 1, 0, 3, 2.
    const days = ['2026-12-04', '2026-12-03', null, null];
    const made = await allocatedOrders(4, (i) => ({ shipBy: days[i] ?? null, priority: i === 3 ? 'urgent' : 'normal' }));
    const draft = (await api<OrderDetail>('/v1/shipping/orders', { token: admin, body: orderBody(made.clientId, [line(made.bulk, 1)]) })).body.payload.number;
    const open = (await openOrder(admin, orderBody(made.clientId, [line(made.bulk, 500)]))).number;
    const twoLines = await allocatedOrder(admin, orderBody(made.clientId, [line(made.bulk, 1), line(made.bulk, 2)], { shipBy: '2026-12-01' }));
    const cancelled = await allocatedOrder(admin, orderBody(made.clientId, [line(made.bulk, 1)]));
    expect((await api(`/v1/shipping/orders/${cancelled}/cancel`, { token: admin, body: { reason: 'Test' } })).status).toBe(200);

    const preview = await api<BatchPreview>(`${base}/preview`, { token: manager, body: batchFilters(made.clientId, { singleLine: true }) });
    expect(preview.body.payload).toEqual({ orders: 4, lines: 4, units: 4, firstOrders: [made.orders[1], made.orders[0], made.orders[3], made.orders[2]] });
    const all = (await api<BatchPreview>(`${base}/preview`, { token: manager, body: batchFilters(made.clientId) })).body.payload;
    expect(all).toEqual({ orders: 5, lines: 6, units: 7, firstOrders: [twoLines, made.orders[1], made.orders[0], made.orders[3], made.orders[2]] });
    expect((await api<BatchPreview>(`${base}/preview`, { token: manager, body: batchFilters(made.clientId, { shipBy: '2026-12-03' }) })).body.payload.orders).toBe(2);
    expect((await api<BatchPreview>(`${base}/preview`, { token: manager, body: batchFilters(made.clientId, { priority: 'urgent' }) })).body.payload.firstOrders).toEqual([made.orders[3]]);

    const first = await create(batchFilters(made.clientId, { singleLine: true, maxOrders: 2 }), manager);
    expect(first.status).toBe(200);
    expect(first.body.payload).toMatchObject({ status: 'open', number: expect.stringMatching(/^BT/), orders: 2, units: 2, tasks: 0, filters: { singleLine: true, maxOrders: 2 } });
    expect(first.body.payload.orderList.map((o) => o.number)).toEqual([made.orders[1], made.orders[0]]);
    const second = (await create(batchFilters(made.clientId), manager)).body.payload;
    expect(second.orderList.map((o) => o.number).sort()).toEqual([twoLines, made.orders[2], made.orders[3]].sort());
    const none = await create(batchFilters(made.clientId), manager);
    expectEnvelope(none, 409);
    expect(none.body.payload).toMatchObject({ reason: 'no-matching-orders' });
    for (const number of [draft, open, cancelled]) expect((await orderOf(number)).batch).toBeNull();

    const listed = await api<ListPage<Order>>(`/v1/shipping/orders?batch=${first.body.payload.number.toLowerCase()}`, { token: admin });
    expect(listed.body.payload.items.map((o) => o.number).sort()).toEqual([made.orders[0], made.orders[1]].sort());
    expect((await api(`/v1/shipping/orders?batch=${'x'.repeat(41)}`, { token: admin })).status).toBe(400);
  });

  it('never gives one order to two creates running at once', async () => {
    const made = await allocatedOrders(6);
    const answers = await Promise.all(Array.from({ length: 4 }, () => create(batchFilters(made.clientId, { maxOrders: 2 }), manager)));
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const taken = answers.filter((a) => a.status === 200).flatMap((a) => a.body.payload.orderList.map((o) => o.number));
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.length).toBeLessThanOrEqual(6);
    for (const number of made.orders) {
      const batch = (await orderOf(number)).batch;
      if (batch) expect(answers.some((a) => a.status === 200 && a.body.payload.number === batch)).toBe(true);
    }
  });
});

describe('batches: release, overview, list, cancel', () => {
  let world: BatchWorld;
  beforeAll(async () => {
    world = await batchWorld(admin, { orders: 4 });
  }, 120_000);

  it('makes one task per bin, SKU and lot in pick-sequence order, naming the orders', async () => {
    expect(world.detail).toMatchObject({ status: 'released', orders: 4, units: 12, tasks: 4, tasksDone: 0, short: 0, picked: 0, shortPickTasks: 0, releasedAt: expect.any(String) });
    const [b, c, a] = world.bins;
    expect(world.tasks.map((t) => [t.number, t.sequence, t.binCode, t.skuId, t.lotNumber, t.quantity])).toEqual([
      [`${world.batch.number}-001`, 1, b!.code, world.serialSkuId, null, 2],
      [`${world.batch.number}-002`, 2, c!.code, world.serialSkuId, null, 1],
      [`${world.batch.number}-003`, 3, a!.code, expect.any(String), expect.toBeOneOf([null, BATCH_LOT]), expect.any(Number)],
      [`${world.batch.number}-004`, 4, a!.code, expect.any(String), expect.toBeOneOf([null, BATCH_LOT]), expect.any(Number)],
    ]);
    // Bin A holds two tasks: its serial unit and the counted SKU's lot (four orders of two units).
    expect(world.tasks.slice(2).map((t) => `${t.skuId === world.serialSkuId ? 'serial' : 'bulk'} ${t.lotNumber} ${t.quantity}`).sort()).toEqual([`bulk ${BATCH_LOT} 8`, 'serial null 1']);
    for (const task of world.tasks) {
      expect(task.units.reduce((sum, u) => sum + u.quantity, 0)).toBe(task.quantity);
      expect(task.orders).toEqual([...new Set(task.units.map((u) => u.orderNumber))].sort());
    }
    expect(world.tasks.find((t) => t.lotNumber === BATCH_LOT)!.orders).toEqual([...world.orders].sort());
    expect(world.detail.taskList.every((t) => t.status === 'open' && t.claimedBy === null && !t.fromShortPick)).toBe(true);
    expect(world.detail.orderList.map((o) => [o.status, o.allocated, o.picked])).toEqual(world.orders.map(() => ['allocated', 3, 0]));
    expect(await ledgerHolds()).toBe(true);
  });

  it('lists batches with their counts, filters and CSV', async () => {
    const { number } = world.batch;
    const page = await api<ListPage<Batch>>(`${base}?client=${world.clientId}`, { token: lister });
    expect(page.body.payload.items).toEqual([expect.objectContaining({ number, status: 'released', orders: 4, units: 12, tasks: 4, tasksDone: 0, short: 0, pickers: [], createdBy: 'admin' })]);
    expect((await api<ListPage<Batch>>(`${base}?q=${number.slice(-4)}&status=released`, { token: lister })).body.payload.items.map((b) => b.number)).toContain(number);
    expect((await api<ListPage<Batch>>(`${base}?client=${world.clientId}&status=open`, { token: lister })).body.payload.total).toBe(0);
    expect((await api<ListPage<Batch>>(`${base}?picker=${crypto.randomUUID()}`, { token: lister })).body.payload.total).toBe(0);
    const sorted = (await api<ListPage<Batch>>(`${base}?sort=number&dir=asc&pageSize=100`, { token: lister })).body.payload.items.map((b) => b.number);
    expect(sorted).toEqual([...sorted].sort());
    const csv = await api<string>(`${base}/export?client=${world.clientId}`, { token: lister });
    expect(csv.body.payload.split('\r\n')[0]).toBe('number,status,orders,units,tasks_done,tasks,short,pickers,created_by,created_at,released_at');
    expect(csv.body.payload).toContain(`${number},released,4,12,0,4,0`);
  });

  it('cancelling an open batch frees its orders; cancelling an order takes it out of its open batch', async () => {
    const open = await batchWorld(admin, { orders: 3, release: false });
    const [leaving, ...staying] = open.orders;
    const cancelOrder = await api<OrderDetail>(`/v1/shipping/orders/${leaving}/cancel`, { token: admin, body: { reason: 'Customer called' } });
    expect(cancelOrder.body.payload).toMatchObject({ status: 'cancelled', batch: null });
    const detail = (await api<BatchDetail>(`${base}/${open.batch.number}`, { token: manager })).body.payload;
    expect(detail.orderList.map((o) => o.number).sort()).toEqual([...staying].sort());
    const cancelled = await api<BatchDetail>(`${base}/${open.batch.number}/cancel`, { method: 'POST', token: manager });
    expect(cancelled.body.payload).toMatchObject({ status: 'cancelled', orders: 0, tasks: 0 });
    for (const number of staying) expect(await orderOf(number)).toMatchObject({ status: 'allocated', batch: null });
    const again = await create(batchFilters(open.clientId), manager);
    expect(again.body.payload.orderList.map((o) => o.number).sort()).toEqual([...staying].sort());
    const refused = await api(`${base}/${open.batch.number}/release`, { method: 'POST', token: manager });
    expect(refused.body.payload as IllegalTransition).toEqual({ document: 'batch', id: open.batch.number, state: 'cancelled', attempted: 'release', allowed: [] });
    expect(await ledgerHolds()).toBe(true);
  });

  it('refuses to release a batch left with no units', async () => {
    const made = await allocatedOrders(1);
    const batch = (await create(batchFilters(made.clientId), manager)).body.payload;
    expect((await api(`/v1/shipping/orders/${made.orders[0]}/cancel`, { token: admin, body: { reason: 'Gone' } })).status).toBe(200);
    const empty = await api(`${base}/${batch.number}/release`, { method: 'POST', token: manager });
    expectEnvelope(empty, 409);
    expect(empty.body.payload).toMatchObject({ reason: 'batch-empty' });
    expect((await api<BatchDetail>(`${base}/${batch.number}`, { token: manager })).body.payload.status).toBe('open');
  });
});
