import { beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { AllocateOrdersResult, Order, OrderDetail } from '../../src/domain/orders/orders';
import type { IllegalTransition } from '../../src/domain/states/state-machine';
import { api, expectEnvelope, signIn, tokenHolding } from './helpers';
import { allocate, freshClient, line, openOrder, orderBody, stock } from './orders-world';

/* Orders and allocation (issue 18, ADR 0028): permissions, refusals, FEFO/FIFO, short lines, release on edit and cancel, the ledger. */
const base = '/v1/shipping/orders';
let admin: string;
let noRoles: string;
let portal: string;
let lister: string;
let creator: string;
let world: Awaited<ReturnType<typeof freshClient>>;

const ledgerHolds = async () => (await api<{ holds: boolean }>('/v1/ledger/check', { token: admin })).body.payload.holds;

beforeAll(async () => {
  [admin, noRoles, portal] = await Promise.all([signIn('admin'), signIn('noroles'), signIn('client')]);
  [lister, creator] = await Promise.all([tokenHolding(admin, ['SHIPMENT_ORDER_LIST']), tokenHolding(admin, ['SHIPMENT_ORDER_CREATE'])]);
  world = await freshClient(admin);
}, 120_000);

describe('orders: permissions and refusals', () => {
  it('checks the permission of every route on the server', async () => {
    const body = orderBody(world.clientId, [line(world.bulk, 1)]);
    expectEnvelope(await api(base), 401);
    expectEnvelope(await api(base, { token: noRoles }), 403);
    expectEnvelope(await api(base, { token: portal }), 403);
    expect((await api(base, { token: lister })).status).toBe(200);
    expectEnvelope(await api(base, { token: lister, body }), 403);
    const created = await api<OrderDetail>(base, { token: creator, body });
    expect(created.body.payload).toMatchObject({ status: 'draft', number: expect.stringMatching(/^SO/), ordered: 1, allocated: 0 });
    const { number } = created.body.payload;
    // Any staff member reads an order; a client-portal account never does.
    expect((await api(`${base}/${number}`, { token: noRoles })).status).toBe(200);
    expectEnvelope(await api(`${base}/${number}`, { token: portal }), 403);
    expectEnvelope(await api(`${base}/${number}`), 401);
    expectEnvelope(await api(`${base}/${number}`, { method: 'PUT', token: creator, body }), 403);
    expectEnvelope(await api(`${base}/${number}/open`, { method: 'POST', token: creator }), 403);
    expectEnvelope(await api(`${base}/${number}/allocate`, { method: 'POST', token: lister }), 403);
    expectEnvelope(await api(`${base}/${number}/cancel`, { token: creator, body: { reason: 'No' } }), 403);
    expectEnvelope(await api(`${base}/SO-NOPE`, { token: admin }), 404);
    expectEnvelope(await api(`${base}/SO-NOPE/cancel`, { token: admin, body: { reason: 'x' } }), 404);
  });

  it('refuses bad input with 4xx: fields, foreign SKUs, a reference used twice, bad bytes, null and deep bodies', async () => {
    const other = await freshClient(admin);
    const bad = await api<{ fields: { field: string }[] }>(base, { token: admin, body: { ...orderBody(world.clientId, []), shipTo: { ...orderBody(world.clientId, []).shipTo, country: 'Spain' } } });
    expectEnvelope(bad, 400);
    expect(bad.body.payload.fields.map((f) => f.field).sort()).toEqual(['lines', 'shipTo.country']);
    const foreign = await api<{ fields: { field: string; rule: string }[] }>(base, { token: admin, body: orderBody(world.clientId, [line(other.bulk, 1)]) });
    expect([foreign.status, foreign.body.payload.fields]).toEqual([400, [expect.objectContaining({ field: 'lines.0.skuId', rule: 'client' })]]);
    const body = orderBody(world.clientId, [line(world.bulk, 1)]);
    expect((await api(base, { token: admin, body })).status).toBe(200);
    const twice = await api<{ fields: { field: string }[] }>(base, { token: admin, body: { ...body, reference: body.reference.toLowerCase() } });
    expect([twice.status, twice.body.payload.fields[0]?.field]).toEqual([409, 'reference']);
    expect((await api(base, { token: admin, body: { ...body, clientId: other.clientId, lines: [line(other.bulk, 1)] } })).status).toBe(200);
    for (const weird of [{ ...body, notes: 'a\u0000b' }, { ...body, reference: 'x\ud800' }, null, [body]]) {
      const answer = await api(base, { token: admin, body: weird });
      expect([400, 413, 422]).toContain(answer.status);
    }
    let deep: unknown = {};
    for (let i = 0; i < 1000; i++) deep = { a: deep };
    expect((await api(base, { token: admin, body: deep })).status).toBeLessThan(500);
    expect((await api(`${base}?status=lost&late=maybe`, { token: admin })).status).toBe(400);
    expect((await api(`${base}/SO%00X`, { token: admin })).status).toBeLessThan(500);
  });

  it('answers 409 with the one payload shape for a step the state does not allow', async () => {
    const created = (await api<OrderDetail>(base, { token: admin, body: orderBody(world.clientId, [line(world.bulk, 1)]) })).body.payload;
    const early = await allocate(admin, created.number);
    expectEnvelope(early, 409);
    expect(early.body.payload as unknown as IllegalTransition).toEqual({ document: 'order', id: created.number, state: 'draft', attempted: 'allocate', allowed: [{ transition: 'open', to: 'open' }, { transition: 'cancel', to: 'cancelled' }] });
    const cancelled = await api<OrderDetail>(`${base}/${created.number}/cancel`, { token: admin, body: { reason: 'Customer changed mind' } });
    expect(cancelled.body.payload).toMatchObject({ status: 'cancelled', cancelReason: 'Customer changed mind' });
    expectEnvelope(await api(`${base}/${created.number}/cancel`, { token: admin, body: { reason: 'again' } }), 409);
    expectEnvelope(await api(`${base}/${created.number}`, { method: 'PUT', token: admin, body: orderBody(world.clientId, [line(world.bulk, 1)]) }), 409);
    expectEnvelope(await api(`${base}/${created.number}/cancel`, { token: admin, body: { reason: '  ' } }), 400);
  });
});

describe('allocation', () => {
  it('takes FEFO by lot expiry, splits a bulk item, skips blocked bins, and stays open with short lines', async () => {
    const { clientId, bulk, serialised } = await freshClient(admin);
    await stock(admin, clientId, [
      { skuId: bulk, quantity: 10, lotNumber: 'L-LATE', expiry: '2031-01-01' },
      { skuId: bulk, quantity: 4, lotNumber: 'L-SOON', expiry: '2030-01-01' },
      { skuId: bulk, quantity: 50, binCode: 'A-03-07' },
    ]);
    const [named, other] = await stock(admin, clientId, [{ skuId: serialised, serial: true }, { skuId: serialised, serial: true }]);
    const order = await openOrder(admin, orderBody(clientId, [line(bulk, 6), line(serialised, 1, { unit: named! }), line(serialised, 5)]));
    const first = await allocate(admin, order.number);
    expect(first.status).toBe(200);
    const detail = first.body.payload;
    expect(detail).toMatchObject({ status: 'open', ordered: 12, allocated: 8 });
    expect(detail.lines.map((l) => [l.allocated, l.shortReason])).toEqual([[6, null], [1, null], [1, 'no-stock']]);
    const lots = detail.units.filter((u) => u.lineId === detail.lines[0]!.id).map((u) => [u.lotNumber, u.quantity, u.status]).sort();
    expect(lots).toEqual([['L-LATE', 2, 'allocated'], ['L-SOON', 4, 'allocated']]);
    expect(detail.units.find((u) => u.lineId === detail.lines[1]!.id)?.wmsNumber).toBe(named);
    expect(detail.units.find((u) => u.lineId === detail.lines[2]!.id)?.wmsNumber).toBe(other);
    expect(detail.units.some((u) => u.bin === 'A-03-07')).toBe(false);
    const shortList = await api<ListPage<Order>>(`${base}?short=yes&client=${clientId}`, { token: admin });
    expect(shortList.body.payload.items.map((o) => o.number)).toEqual([order.number]);
    expect(await ledgerHolds()).toBe(true);

    const released = await api<OrderDetail>(`${base}/${order.number}/cancel`, { token: admin, body: { reason: 'Out of stock' } });
    expect(released.body.payload).toMatchObject({ status: 'cancelled', allocated: 0, units: [] });
    expect(released.body.payload.history.map((h) => h.action)).toEqual(['order.create', 'order.open', 'order.allocate-partly', 'order.cancel']);
    expect(await ledgerHolds()).toBe(true);
  });

  it('allocates a whole order, refuses a unit named twice, releases on deallocate and on edit', async () => {
    const { clientId, serialised } = await freshClient(admin);
    const [unit] = await stock(admin, clientId, [{ skuId: serialised, serial: true }]);
    const first = await openOrder(admin, orderBody(clientId, [line(serialised, 1, { unit: unit! })]));
    expect((await allocate(admin, first.number)).body.payload).toMatchObject({ status: 'allocated', allocated: 1 });
    const second = await openOrder(admin, orderBody(clientId, [line(serialised, 1, { unit: unit!.toLowerCase() })]));
    expect((await allocate(admin, second.number)).body.payload.lines[0]).toMatchObject({ allocated: 0, shortReason: 'unit-unavailable' });
    const missing = await openOrder(admin, orderBody(clientId, [line(serialised, 1, { unit: 'WMS-NOT-HERE' })]));
    expect((await allocate(admin, missing.number)).body.payload.lines[0]).toMatchObject({ shortReason: 'unit-not-found' });

    expectEnvelope(await api(`${base}/${first.number}`, { method: 'PUT', token: admin, body: orderBody(clientId, [line(serialised, 1)]) }), 409);
    expect((await api<OrderDetail>(`${base}/${first.number}/deallocate`, { method: 'POST', token: admin })).body.payload).toMatchObject({ status: 'open', allocated: 0 });
    expect((await allocate(admin, second.number)).body.payload).toMatchObject({ status: 'allocated', allocated: 1 });
    expect((await allocate(admin, first.number)).body.payload).toMatchObject({ status: 'open', allocated: 0 });
    const edited = await api<OrderDetail>(`${base}/${second.number}/deallocate`, { method: 'POST', token: admin });
    expect(edited.body.payload.status).toBe('open');
    expect((await allocate(admin, second.number)).body.payload.status).toBe('allocated');
    expect(await ledgerHolds()).toBe(true);
  });

  it('never reserves one unit twice, nor leaves one free: 50 concurrent allocations over 15 serial units and one bulk unit of 12', async () => {
    const { clientId, bulk, serialised } = await freshClient(admin);
    await stock(admin, clientId, [...Array.from({ length: 15 }, () => ({ skuId: serialised, serial: true })), { skuId: bulk, quantity: 12 }]);
    const opened: string[] = [];
    for (let i = 0; i < 50; i++) opened.push((await openOrder(admin, orderBody(clientId, [line(serialised, 1), line(bulk, 1)]))).number);
    const answers = await Promise.all(opened.map((number) => allocate(admin, number)));
    expect(answers.map((a) => a.status).every((s) => s === 200)).toBe(true);
    const units = answers.flatMap((a) => a.body.payload.units);
    const bySku = (serial: boolean) => units.filter((u) => (u.serial !== null) === serial).reduce((sum, u) => sum + u.quantity, 0);
    expect(bySku(true)).toBe(15);
    expect(bySku(false)).toBe(12);
    expect(new Set(units.map((u) => u.itemId)).size).toBe(units.length);
    expect(answers.filter((a) => a.body.payload.status === 'allocated').length).toBeLessThanOrEqual(15);
    expect(await ledgerHolds()).toBe(true);
  }, 120_000);
  it('allocates many orders in one request, the first named served first: bulk units split across lines, the rest short, others skipped', async () => {
    const { clientId, bulk, serialised } = await freshClient(admin);
    // 7 bulk units in two items (4 + 3) and 2 serial units for four orders asking 3 bulk + 1 serial each.
    await stock(admin, clientId, [{ skuId: bulk, quantity: 4 }, { skuId: bulk, quantity: 3 }, { skuId: serialised, serial: true }, { skuId: serialised, serial: true }]);
    const opened: string[] = [];
    for (let i = 0; i < 4; i++) opened.push((await openOrder(admin, orderBody(clientId, [line(bulk, 3), line(serialised, 1)]))).number);
    const draft = (await api<OrderDetail>(base, { token: admin, body: orderBody(clientId, [line(bulk, 1)]) })).body.payload.number;
    expectEnvelope(await api(`${base}/allocate`, { token: lister, body: { numbers: opened } }), 403);
    for (const body of [null, { numbers: [] }, { numbers: ['SO\u0000'] }, { numbers: 'SO1' }]) expect((await api(`${base}/allocate`, { token: admin, body })).status).toBe(400);

    const answer = await api<AllocateOrdersResult>(`${base}/allocate`, { token: admin, body: { numbers: [opened[2]!, opened[0]!, opened[1]!, opened[3]!, draft, 'SO-NOPE'] } });
    expect(answer.status).toBe(200);
    expect(answer.body.payload).toEqual({ allocated: [opened[2], opened[0]], partly: [opened[1], opened[3]], skipped: [draft, 'SO-NOPE'] });
    const details = await Promise.all(opened.map(async (number) => (await api<OrderDetail>(`${base}/${number}`, { token: admin })).body.payload));
    expect(details.map((d) => [d.status, d.allocated])).toEqual([['allocated', 4], ['open', 1], ['allocated', 4], ['open', 0]]);
    expect(details[1]!.lines.map((l) => [l.allocated, l.shortReason])).toEqual([[1, 'no-stock'], [0, 'no-stock']]);
    const held = details.flatMap((d) => d.units);
    expect(new Set(held.map((u) => u.itemId)).size).toBe(held.length);
    expect(details[2]!.history.map((h) => h.action)).toEqual(['order.create', 'order.open', 'order.allocate']);
    expect(await ledgerHolds()).toBe(true);
  });
});

describe('order list', () => {
  it('filters by state, client, priority, ship-by day, late, and searches number and reference; exports CSV', async () => {
    const { clientId, bulk } = await freshClient(admin);
    const late = (await api<OrderDetail>(base, { token: admin, body: orderBody(clientId, [line(bulk, 1)], { shipBy: '2020-01-02', priority: 'urgent' }) })).body.payload;
    const later = (await api<OrderDetail>(base, { token: admin, body: orderBody(clientId, [line(bulk, 2)], { shipBy: '2099-01-02' }) })).body.payload;
    const list = async (query: string) => (await api<ListPage<Order>>(`${base}?client=${clientId}&${query}`, { token: admin })).body.payload.items.map((o) => o.number);
    expect(await list('late=yes')).toEqual([late.number]);
    expect(await list('priority=urgent')).toEqual([late.number]);
    expect(await list('shipBy=2099-01-02')).toEqual([later.number]);
    expect(await list(`q=${later.reference.toLowerCase()}`)).toEqual([later.number]);
    expect(await list(`q=${late.number}`)).toEqual([late.number]);
    expect(await list('status=draft&sort=shipBy&dir=asc')).toEqual([late.number, later.number]);
    const csv = await api<string>(`${base}/export?client=${clientId}`, { token: admin });
    expect(csv.body.payload.split('\r\n')[0]).toContain('number,status,client_code,reference');
    expect(csv.body.payload).toContain(late.number);
  });
});
