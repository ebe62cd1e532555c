import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../src/domain/orders/orders';
import type { ShippingDashboard } from '../../src/domain/shipping/dashboard';
import { addDays, dayIn } from '../../src/domain/time/date-range';
import { closeCartonMutation, openCartonMutation, packItemMutation } from '../factories/packing';
import { accountHolding, api, expectEnvelope, signIn, tokenHolding } from './helpers';
import { freshClient, line, openOrder, orderBody } from './orders-world';
import { packingWorld } from './packing-world';

/* The shipping dashboard (issue 19): permission, and each figure moving with the floor's work. */
let admin: string;

beforeAll(async () => {
  admin = await signIn('admin');
}, 60_000);

const read = async (token: string) => {
  const answer = await api<ShippingDashboard>('/v1/shipping/dashboard', { token });
  expect(answer.status).toBe(200);
  return answer.body.payload;
};

describe('shipping dashboard', () => {
  it('needs SHIPMENT_DASHBOARD', async () => {
    expectEnvelope(await api('/v1/shipping/dashboard'), 401);
    expectEnvelope(await api('/v1/shipping/dashboard', { token: await tokenHolding(admin, ['SHIPMENT_LIST']) }), 403);
  });

  it('counts a late order, the carriers’ cut-offs, and the packer’s units of today', async () => {
    const viewer = await tokenHolding(admin, ['SHIPMENT_DASHBOARD']);
    const before = await read(viewer);
    expect(before.today).toBe(dayIn(before.timeZone, new Date()));

    const { clientId, bulk } = await freshClient(admin);
    const late = await openOrder(admin, orderBody(clientId, [line(bulk, 1)], { shipBy: addDays(before.today, -3) }));
    const withLate = await read(viewer);
    expect(withLate.late.count).toBe(before.late.count + 1);
    expect(withLate.byState.find((row) => row.status === 'open')?.orders).toBe((before.byState.find((row) => row.status === 'open')?.orders ?? 0) + 1);
    expect(withLate.oldest.find((row) => row.step === 'allocation')).toBeDefined();
    // The seeded carriers have cut-off times; each row says how long is left today.
    expect(withLate.cutoffs.map((row) => row.carrier)).toEqual(expect.arrayContaining(['UPS', 'FedEx']));
    for (const row of withLate.cutoffs) expect(Number.isInteger(row.minutesLeft)).toBe(true);
    expect((await api<OrderDetail>(`/v1/shipping/orders/${late.number}/cancel`, { method: 'POST', token: admin, body: { reason: 'Dashboard test' } })).status).toBe(200);

    const packer = await accountHolding(admin, ['SHIPMENT_PACKING_LIST', 'SHIPMENT_PACKING_DETAIL']);
    const world = await packingWorld(admin, { orders: 1 });
    const cartonId = crypto.randomUUID();
    const send = async (mutation: unknown) => {
      const answer = await api<{ results: { status: number }[] }>('/v1/sync', { token: packer.token, body: { mutations: [mutation] } });
      expect(answer.body.payload.results[0]!.status).toBe(200);
    };
    await send(openCartonMutation(world.orderIds[0]!, world.cartonType.id, cartonId));
    const units = (await api<{ units: { id: string; quantity: number }[] }>(`/v1/shipping/packing/orders/${world.orderIds[0]}`, { token: admin })).body.payload.units;
    for (const unit of units) await send(packItemMutation(cartonId, unit.id));
    await send(closeCartonMutation(cartonId, 1_000));
    const after = await read(viewer);
    // The packer's account is new: its rows are the ones no earlier reading had.
    const known = new Set(before.perHour.map((row) => row.user));
    const mine = after.perHour.filter((row) => !known.has(row.user) && row.packed > 0);
    expect(new Set(mine.map((row) => row.user)).size).toBe(1);
    expect(mine.reduce((sum, row) => sum + row.packed, 0)).toBe(units.reduce((sum, unit) => sum + unit.quantity, 0));
    expect(after.oldest.find((row) => row.step === 'label')).toBeDefined();
  }, 180_000);
});
