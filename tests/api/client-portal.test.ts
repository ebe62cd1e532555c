import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientStock, PortalOrder, StockRow } from '../../src/domain/clients/client-stock';
import type { ListPage } from '../../src/domain/lists/list-query';
import { api, clientAccountOf, expectEnvelope, signIn } from './helpers';
import { allocate, freshClient, line, openOrder, orderBody, stock } from './orders-world';

/*
 * What a client sees of its own goods (issue 21): its stock by SKU and lot, its orders with their state,
 * in the portal and through the client API, and nothing of another client's.
 */

let admin: string;
let world: { clientId: string; serialised: string; bulk: string; portal: string; order: string; acme: string; acmeClientId: string };

/** The stock the test put in, as the client should see it: worked out here from what was received and allocated. */
function expectedRows(): Omit<StockRow, 'sku'>[] {
  const row = (lotNumber: string | null, expiry: string | null, available: number, reserved: number) => ({
    lotNumber, expiry, onHand: available + reserved, available, reserved, inProcess: 0,
  });
  return [
    // Bulk SKU: lot L1 had 5 units, 2 of them allocated to the order; lot L2 had 3; 4 came without a lot.
    row('L1', '2027-01-31', 5 - 2, 2),
    row('L2', null, 3, 0),
    row(null, null, 4, 0),
    // Serialised SKU: two units, no lot.
    row(null, null, 2, 0),
  ];
}

beforeAll(async () => {
  admin = await signIn('admin');
  const client = await freshClient(admin);
  await stock(admin, client.clientId, [
    { skuId: client.bulk, quantity: 5, lotNumber: 'L1', expiry: '2027-01-31' },
    { skuId: client.bulk, quantity: 3, lotNumber: 'L2' },
    { skuId: client.bulk, quantity: 4 },
    { skuId: client.serialised, serial: true },
    { skuId: client.serialised, serial: true },
  ]);
  const order = await openOrder(admin, orderBody(client.clientId, [line(client.bulk, 2, { lotNumber: 'L1' })]));
  expect((await allocate(admin, order.number)).body.payload.status).toBe('allocated');
  const acmeList = await api<ListPage<{ id: string; code: string }>>('/v1/clients?q=ACME', { token: admin });
  const acmeClientId = acmeList.body.payload.items.find((c) => c.code === 'ACME')!.id;
  world = {
    ...client,
    portal: (await clientAccountOf(admin, client.clientId)).token,
    order: order.number,
    acme: (await clientAccountOf(admin, acmeClientId)).token,
    acmeClientId,
  };
});

const stockOf = async (token: string, query = '') => {
  const answer = await api<ClientStock>(`/v1/portal/stock${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.payload;
};

describe('the client\'s stock', () => {
  it('shows on hand, available and reserved by SKU and lot, with totals, from the portal account', async () => {
    const seen = await stockOf(world.portal);
    expect(seen.client.id).toBe(world.clientId);
    const rows = seen.rows.map(({ sku, ...figures }) => ({ skuId: sku.id, ...figures }));
    const [l1, l2, bulkRest, serialised] = expectedRows();
    expect(rows).toEqual(
      expect.arrayContaining([
        { skuId: world.bulk, ...l1 },
        { skuId: world.bulk, ...l2 },
        { skuId: world.bulk, ...bulkRest },
        { skuId: world.serialised, ...serialised },
      ]),
    );
    expect(rows).toHaveLength(4);
    const sum = (key: 'onHand' | 'available' | 'reserved' | 'inProcess') => expectedRows().reduce((total, row) => total + row[key], 0);
    expect(seen.totals).toEqual({ onHand: sum('onHand'), available: sum('available'), reserved: sum('reserved'), inProcess: sum('inProcess') });
  });

  it('is the same for staff who name the client and for the client\'s API key, and as CSV', async () => {
    const portal = await stockOf(world.portal);
    expect(await stockOf(admin, `?clientId=${world.clientId}`)).toEqual(portal);
    const key = await api<{ key: string }>(`/v1/clients/${world.clientId}/api-keys`, { token: admin, body: { name: 'Stock sync' } });
    const viaKey = await api<ClientStock>('/v1/client-api/stock', { headers: { 'X-Api-Key': key.body.payload.key } });
    expect(viaKey.body.payload).toEqual(portal);
    const csv = await api<string>('/v1/portal/stock/export', { token: world.portal });
    expect(csv.body.payload.split('\n')[0]).toContain('sku,description,lot,expiry,on_hand,available,reserved,in_process');
    expect(csv.body.payload).toContain(',L1,2027-01-31,5,3,2,0');
  });

  it('never shows another client\'s: a portal account naming one is refused, staff must name one', async () => {
    expectEnvelope(await api(`/v1/portal/stock?clientId=${world.clientId}`, { token: world.acme }), 403);
    expectEnvelope(await api(`/v1/portal/stock/export?clientId=${world.clientId}`, { token: world.acme }), 403);
    expect((await stockOf(world.acme, `?clientId=${world.acmeClientId}`)).client.id).toBe(world.acmeClientId);
    expectEnvelope(await api('/v1/portal/stock', { token: admin }), 400);
    expectEnvelope(await api(`/v1/portal/stock?clientId=${crypto.randomUUID()}`, { token: admin }), 404);
    expectEnvelope(await api(`/v1/portal/stock?clientId=${world.clientId}`, { token: await signIn('viewer') }), 403);
    expectEnvelope(await api('/v1/client-api/stock'), 401);
  });
});

describe('the client\'s orders', () => {
  it('lists its orders with their state, and none of another client\'s', async () => {
    const own = await api<ListPage<PortalOrder>>(`/v1/portal/orders?q=${world.order}`, { token: world.portal });
    expect(own.body.payload.items).toEqual([expect.objectContaining({ number: world.order, status: 'allocated', ordered: 2, trackings: [] })]);
    expectEnvelope(await api(`/v1/portal/orders?clientId=${world.clientId}`, { token: world.acme }), 403);
    const foreign = await api<ListPage<PortalOrder>>(`/v1/portal/orders?q=${world.order}`, { token: world.acme });
    expect(foreign.body.payload.total).toBe(0);
    const staff = await api<ListPage<PortalOrder>>(`/v1/portal/orders?clientId=${world.clientId}`, { token: admin });
    expect(staff.body.payload.items.map((o) => o.number)).toEqual([world.order]);
  });
});
