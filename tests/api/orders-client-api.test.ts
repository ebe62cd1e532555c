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
