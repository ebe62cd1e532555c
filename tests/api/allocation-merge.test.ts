import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../src/domain/orders/orders';
import { api, signIn } from './helpers';
import { allocate, freshClient, line, openOrder, orderBody, stock } from './orders-world';

/* Allocation (issue 18, ADR 0028): the parts allocation splits off go back into their item on release. */
let admin: string;

beforeAll(async () => {
  admin = await signIn('admin');
}, 120_000);

const ledgerHolds = async () => (await api<{ holds: boolean }>('/v1/ledger/check', { token: admin })).body.payload.holds;
const itemOf = (wmsNumber: string) => api<{ quantity: number; status: string }>(`/v1/items/${wmsNumber}`, { token: admin });

/** An allocated order of `quantity` counted units; answers its number and the WMS number of the part it holds. */
async function holding(clientId: string, skuId: string, quantity: number): Promise<{ number: string; part: string }> {
  const { number } = await openOrder(admin, orderBody(clientId, [line(skuId, quantity)]));
  const answer = await allocate(admin, number);
  expect(answer.body.payload.status).toBe('allocated');
  const units = answer.body.payload.units;
  expect(units.map((u) => u.quantity)).toEqual([quantity]);
  return { number, part: units[0]!.wmsNumber };
}

describe('allocation: split parts merge back on release', () => {
  it('merges a deallocated or cancelled part into its item while it stands where the item stands, and not otherwise', async () => {
    const { clientId, bulk } = await freshClient(admin);
    const [origin] = await stock(admin, clientId, [{ skuId: bulk, quantity: 10 }]);

    // Deallocation: 6 of the 10 split off and held, then given back whole.
    const first = await holding(clientId, bulk, 6);
    expect((await itemOf(origin!)).body.payload.quantity).toBe(4);
    const deallocated = await api<OrderDetail>(`/v1/shipping/orders/${first.number}/deallocate`, { method: 'POST', token: admin });
    expect(deallocated.status).toBe(200);
    expect(deallocated.body.payload.units).toEqual([]);
    expect((await itemOf(origin!)).body.payload).toMatchObject({ quantity: 10, status: 'available' });
    expect((await itemOf(first.part)).status).toBe(404);
    expect(await ledgerHolds()).toBe(true);

    // Two parts of one item; cancelling one order merges its part, the other stays held.
    const a = await holding(clientId, bulk, 3);
    const b = await holding(clientId, bulk, 3);
    expect((await itemOf(origin!)).body.payload.quantity).toBe(4);
    expect((await api(`/v1/shipping/orders/${a.number}/cancel`, { token: admin, body: { reason: 'Customer called' } })).status).toBe(200);
    expect((await itemOf(origin!)).body.payload.quantity).toBe(7);
    expect((await itemOf(a.part)).status).toBe(404);

    // The rest of the item is taken whole by a third order: the last part has nowhere to go back to.
    const c = await openOrder(admin, orderBody(clientId, [line(bulk, 7)]));
    expect((await allocate(admin, c.number)).body.payload.units.map((u) => u.wmsNumber)).toEqual([origin]);
    expect((await api(`/v1/shipping/orders/${b.number}/cancel`, { token: admin, body: { reason: 'Customer called' } })).status).toBe(200);
    expect((await itemOf(b.part)).body.payload).toMatchObject({ quantity: 3, status: 'available' });
    expect((await itemOf(origin!)).body.payload).toMatchObject({ quantity: 7, status: 'allocated' });
    expect(await ledgerHolds()).toBe(true);
  });
});
