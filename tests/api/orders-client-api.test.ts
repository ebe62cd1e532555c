import { beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { Order, OrderDetail } from '../../src/domain/orders/orders';
import { api, expectEnvelope, signIn } from './helpers';
import { freshClient, line, orderBody, stock } from './orders-world';

/* Orders posted by a client's own system with its API key (issue 18, ADR 0028): own SKUs only, idempotent by reference. */
let admin: string;
let key: string;
let world: Awaited<ReturnType<typeof freshClient>>;

const keyFor = async (clientId: string) => (await api<{ key: string }>(`/v1/clients/${clientId}/api-keys`, { token: admin, body: { name: 'ERP' } })).body.payload.key;
const post = (body: unknown, apiKey = key) => api<OrderDetail>('/v1/client-api/orders', { body, headers: { 'X-Api-Key': apiKey } });
const clientOrder = ({ clientId: _clientId, ...rest }: ReturnType<typeof orderBody>) => rest;

beforeAll(async () => {
  admin = await signIn('admin');
  world = await freshClient(admin);
  key = await keyFor(world.clientId);
  await stock(admin, world.clientId, [{ skuId: world.bulk, quantity: 3 }]);
}, 120_000);

describe('client API orders', () => {
  it('opens an order of the key\'s client, and a second post of the reference answers the first order', async () => {
    const body = clientOrder(orderBody(world.clientId, [line(world.bulk, 2)]));
    const first = await post(body);
    expect(first.status).toBe(200);
    expect(first.body.payload).toMatchObject({ status: 'open', reference: body.reference, ordered: 2, client: { id: world.clientId }, history: [] });
    const again = await post({ ...body, notes: 'retried', lines: [line(world.bulk, 9)] });
    expect([again.status, again.body.payload.number, again.body.payload.ordered]).toEqual([200, first.body.payload.number, 2]);
    const read = await api<OrderDetail>(`/v1/client-api/orders/${first.body.payload.number}`, { headers: { 'X-Api-Key': key } });
    expect(read.body.payload.status).toBe('open');
    const listed = await api<ListPage<Order>>(`/v1/client-api/orders?reference=${body.reference}`, { headers: { 'X-Api-Key': key } });
    expect(listed.body.payload.items.map((o) => o.number)).toEqual([first.body.payload.number]);
    // The office sees it, made by the key, and allocates it from the client's own stock.
    const allocated = await api<OrderDetail>(`/v1/shipping/orders/${first.body.payload.number}/allocate`, { method: 'POST', token: admin });
    expect(allocated.body.payload).toMatchObject({ status: 'allocated', allocated: 2, history: [expect.objectContaining({ action: 'order.create', username: expect.stringMatching(/^api-key:/) }), expect.anything()] });
    expect((await api<OrderDetail>(`/v1/client-api/orders/${first.body.payload.number}`, { headers: { 'X-Api-Key': key } })).body.payload.status).toBe('allocated');
  });

  it('makes one order of concurrent posts with one reference', async () => {
    const body = clientOrder(orderBody(world.clientId, [line(world.bulk, 1)]));
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(body)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.body.payload.number)).size).toBe(1);
  });

  it('refuses another client\'s SKU, another client\'s order, a missing or staff credential, and bad input', async () => {
    const other = await freshClient(admin);
    const foreign = await post(clientOrder(orderBody(world.clientId, [line(other.bulk, 1)])));
    expect([foreign.status, foreign.body.payload]).toEqual([400, { fields: [expect.objectContaining({ field: 'lines.0.skuId', rule: 'client' })] }]);
    const theirs = await post(clientOrder(orderBody(other.clientId, [line(other.bulk, 1)])), await keyFor(other.clientId));
    expectEnvelope(await api(`/v1/client-api/orders/${theirs.body.payload.number}`, { headers: { 'X-Api-Key': key } }), 404);
    expectEnvelope(await api('/v1/client-api/orders', { body: clientOrder(orderBody(world.clientId, [line(world.bulk, 1)])) }), 401);
    expectEnvelope(await api('/v1/client-api/orders', { token: admin }), 401);
    expectEnvelope(await post({ ...clientOrder(orderBody(world.clientId, [line(world.bulk, 1)])), clientId: other.clientId, reference: '' }), 400);
    expect((await post({ ...clientOrder(orderBody(world.clientId, [line(world.bulk, 1)])), notes: 'x\u0000' })).status).toBe(400);
    expect((await post(null)).status).toBe(400);
  });
});

describe('order CSV import', () => {
  const header = 'client_code,reference,ship_to_name,ship_to_street1,ship_to_city,ship_to_country,sku_code,quantity,priority,ship_by';
  const importCsv = (csv: string, mode: string, token = admin) => api<{ total: number; valid: number; written: number; invalid: { row: number; field: string; rule: string }[] }>('/v1/shipping/orders/import', { token, body: { csv, mode } });

  it('checks a file in a dry run, then writes one open order per client and reference', async () => {
    const client = (await api<{ code: string }>(`/v1/clients/${world.clientId}`, { token: admin })).body.payload.code;
    const sku = (await api<{ code: string }>(`/v1/skus/${world.bulk}`, { token: admin })).body.payload.code;
    const reference = `CSV-${Date.now()}`;
    const rows = [
      `${client},${reference},Ana Ruiz,Calle Mayor 1,Madrid,es,${sku},2,high,2030-05-01`,
      `${client},${reference}-B,Bo Lind,Storgatan 2,Umeå,SE,${sku},1,,`,
      `${client},${reference}-C,Bo Lind,Storgatan 2,Umeå,Sweden,NO-SUCH-SKU,0,soon,2030-02-30`,
    ];
    const dry = await importCsv([header, ...rows].join('\n'), 'dry-run');
    expect(dry.body.payload).toMatchObject({ total: 3, valid: 2, written: 0 });
    expect(dry.body.payload.invalid.map((i) => i.row)).toEqual(dry.body.payload.invalid.map(() => 4));
    expect((await importCsv([header, ...rows].join('\n'), 'all-or-nothing')).body.payload.written).toBe(0);
    const written = await importCsv([header, ...rows].join('\n'), 'valid-only');
    expect(written.body.payload).toMatchObject({ valid: 2, written: 2 });
    const listed = await api<ListPage<Order>>(`/v1/shipping/orders?client=${world.clientId}&q=${reference}&sort=number&dir=asc`, { token: admin });
    expect(listed.body.payload.items.map((o) => [o.reference, o.status, o.priority, o.ordered])).toEqual([
      [reference, 'open', 'high', 2],
      [`${reference}-B`, 'open', 'normal', 1],
    ]);
    const again = await importCsv([header, rows[0]].join('\n'), 'dry-run');
    expect(again.body.payload.invalid).toEqual([expect.objectContaining({ field: 'reference', rule: 'unique' })]);
    expectEnvelope(await importCsv('nope,columns\n1,2', 'dry-run'), 400);
    expectEnvelope(await importCsv([header, rows[0]].join('\n'), 'dry-run', await signIn('noroles')), 403);
  });
});
