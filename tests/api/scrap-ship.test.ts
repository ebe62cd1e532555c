import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../src/domain/orders/orders';
import type { ScrapListDetail } from '../../src/domain/scrap/scrap-lists';
import { binBody, zoneBody } from '../factories/locations';
import { uniqueCode, uniqueZoneCode } from '../factories/unique';
import { batchFilters } from './batches-world';
import { accountHolding, api, signIn } from './helpers';
import { allocate, freshClient, line, openOrder, orderBody, stock } from './orders-world';
import { type ShippingFlow, labelAndShip, packWhole, pickNext } from './shipping-flow';

/*
 * A scrap list shipped to a recycler (issue 20, ADR 0034): the ship step makes an order without a
 * client, allocated to exactly the units the list holds; the normal picking, packing and load-out ship
 * it, and the list with it; cancelling that order gives the list back, approved and still holding.
 */
let admin: string;
let clientId: string;
let skuId: string;
let bulkSkuId: string;
let binCode: string;
let zoneId: string;
let carrierId: string;
let creator: { token: string; id: string };
let shipper: { token: string; id: string };
let approverOnly: string;

const recycler = (overrides: Record<string, unknown> = {}) => ({
  shipTo: { name: 'Marta Gil', company: 'Recicla SL', street1: 'Polígono 4', street2: '', city: 'Getafe', region: '', postalCode: '28906', country: 'es', phone: '', email: '' },
  carrierId,
  service: '',
  ...overrides,
});
const step = (token: string, number: string, name: string, body?: unknown) => api<ScrapListDetail>(`/v1/scrap-lists/${number}/${name}`, { method: 'POST', token, ...(body ? { body } : {}) });
const detail = async (number: string) => (await api<ScrapListDetail>(`/v1/scrap-lists/${number}`, { token: admin })).body.payload;
const orderOf = async (number: string) => (await api<OrderDetail>(`/v1/shipping/orders/${number}`, { token: admin })).body.payload;
const ledgerHolds = async () => (await api<{ holds: boolean }>('/v1/ledger/check', { token: admin })).body.payload.holds;
/** The recycler's orders are the only ones of the test's own carrier: a batch of that carrier takes them alone. */
const flow = (): ShippingFlow => ({ token: admin, batch: batchFilters(clientId, { clientId: null, carrierId }), dock: binCode });

/** An approved list of new units in the bin: two serial units and one of seven pieces. */
async function approvedList(bin = binCode): Promise<{ number: string; units: string[] }> {
  const units = await stock(admin, clientId, [{ skuId, serial: true, binCode: bin }, { skuId, serial: true, binCode: bin }, { skuId: bulkSkuId, quantity: 7, binCode: bin }]);
  const made = await api<ScrapListDetail>('/v1/scrap-lists', { token: creator.token, body: { reason: 'obsolete', notes: '', units } });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const { number } = made.body.payload;
  expect((await step(creator.token, number, 'submit')).status).toBe(200);
  expect((await step(shipper.token, number, 'approve')).status).toBe(200);
  return { number, units };
}

beforeAll(async () => {
  admin = await signIn('admin');
  const client = await freshClient(admin);
  clientId = client.clientId;
  skuId = client.serialised;
  bulkSkuId = client.bulk;
  const zone = uniqueZoneCode('R');
  zoneId = (await api<{ id: string }>('/v1/zones', { token: admin, body: zoneBody(zone, 'Recycler walk') })).body.payload.id;
  binCode = `${zone}-1`;
  expect((await api('/v1/bins', { token: admin, body: binBody(zoneId, binCode, 1) })).status).toBe(200);
  const carrier = await api<{ id: string }>('/v1/catalogues/carrier', {
    token: admin,
    body: { code: uniqueCode('RC', 8), name: 'Recycler van', description: '', active: true, attributes: { trackingUrlTemplate: 'https://track.example/?n={tracking}' } },
  });
  expect(carrier.status, JSON.stringify(carrier.body)).toBe(200);
  carrierId = carrier.body.payload.id;
  creator = await accountHolding(admin, ['SCRAP_LIST_VIEW', 'SCRAP_LIST_CREATE', 'SCRAP_LIST_EDIT']);
  shipper = await accountHolding(admin, ['SCRAP_LIST_VIEW', 'SCRAP_LIST_APPROVE', 'SCRAP_LIST_SHIP']);
  approverOnly = (await accountHolding(admin, ['SCRAP_LIST_VIEW', 'SCRAP_LIST_APPROVE', 'SCRAP_LIST_DESTROY'])).token;
}, 60_000);

describe('shipping a scrap list to a recycler', () => {
  it('makes an order without a client that holds exactly the list units; its shipment leaving ships the units and the list', async () => {
    const { number, units } = await approvedList();
    const shipped = await step(shipper.token, number, 'ship', recycler());
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.payload).toMatchObject({ status: 'shipping', orderNumber: expect.any(String) });
    const orderNumber = shipped.body.payload.orderNumber!;

    const order = await orderOf(orderNumber);
    expect(order).toMatchObject({ status: 'allocated', client: null, scrapList: number, reference: number, shipTo: { name: 'Marta Gil', country: 'ES' }, ordered: 9, allocated: 9 });
    expect(order.units.map((u) => u.wmsNumber).sort()).toEqual([...units].sort());
    // Still held from every other order: one naming a unit gets nothing, and the recycler's order is not edited.
    const other = await openOrder(admin, orderBody(clientId, [line(skuId, 1, { unit: units[0]! })]));
    expect((await allocate(admin, other.number)).body.payload).toMatchObject({ status: 'open', lines: [{ allocated: 0, shortReason: 'unit-unavailable' }] });
    const edit = await api(`/v1/shipping/orders/${orderNumber}`, { token: admin, method: 'PUT', body: orderBody(clientId, [line(skuId, 1)]) });
    expect(edit.status).toBe(409);
    // Not a client's order: the client's screens do not list it.
    const ofClient = await api<{ items: { number: string }[] }>(`/v1/shipping/orders?client=${clientId}&q=${orderNumber}`, { token: admin });
    expect(ofClient.body.payload.items).toEqual([]);
    expect((await step(approverOnly, number, 'destroy', { witness: 'Too late' })).status).toBe(409);

    for (let i = 0; i < units.length; i++) {
      const picked = await pickNext(flow(), orderNumber);
      expect(picked.status, JSON.stringify(picked.payload)).toBe(200);
    }
    expect((await packWhole(flow(), orderNumber)).status).toBe(200);
    expect((await labelAndShip(flow(), orderNumber)).status).toBe(200);

    const after = await detail(number);
    expect(after).toMatchObject({ status: 'shipped', orderNumber, closedBy: 'admin' });
    expect(after.unitList.map((u) => u.status)).toEqual(['shipped', 'shipped', 'shipped']);
    expect(after.history.map((h) => h.action).slice(-2)).toEqual(['scrap-list.ship', 'scrap-list.order-shipped']);
    expect((await orderOf(orderNumber)).status).toBe('shipped');
    expect(await ledgerHolds()).toBe(true);
  }, 120_000);

  it('cancelling the order gives the list back approved, still holding its units, to ship again or destroy', async () => {
    const { number, units } = await approvedList();
    const orderNumber = (await step(shipper.token, number, 'ship', recycler())).body.payload.orderNumber!;
    const cancelled = await api(`/v1/shipping/orders/${orderNumber}/cancel`, { token: admin, method: 'POST', body: { reason: 'Recycler did not come' } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const back = await detail(number);
    expect(back).toMatchObject({ status: 'approved', orderNumber: null });
    expect(back.unitList.map((u) => u.status)).toEqual(['available', 'available', 'available']);
    expect(back.history.at(-1)).toMatchObject({ action: 'scrap-list.order-cancelled', detail: { order: orderNumber } });
    const other = await openOrder(admin, orderBody(clientId, [line(skuId, 1, { unit: units[1]! })]));
    expect((await allocate(admin, other.number)).body.payload.lines[0]).toMatchObject({ allocated: 0, shortReason: 'unit-unavailable' });

    const again = await step(shipper.token, number, 'ship', recycler());
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.payload.orderNumber).not.toBe(orderNumber);
    expect((await api(`/v1/shipping/orders/${again.body.payload.orderNumber}/cancel`, { token: admin, method: 'POST', body: { reason: 'Destroyed here after all' } })).status).toBe(200);
    expect((await step(approverOnly, number, 'destroy', { witness: 'Luis Pardo' })).body.payload).toMatchObject({ status: 'destroyed' });
    expect(await ledgerHolds()).toBe(true);
  }, 120_000);

  it('is refused without SCRAP_LIST_SHIP, from any state but approved, with a unit not available, and for bad input', async () => {
    const blockedCode = `${binCode}B`;
    const blockedBin = (await api<{ id: string }>('/v1/bins', { token: admin, body: binBody(zoneId, blockedCode, 2) })).body.payload.id;
    const { number, units } = await approvedList(blockedCode);
    const without = await step(approverOnly, number, 'ship', recycler());
    expect(without.status).toBe(403);
    expect(without.body).toMatchObject({ payload: { permission: 'SCRAP_LIST_SHIP' } });

    for (const body of [{}, null, recycler({ shipTo: null }), recycler({ carrierId: 'not-a-uuid' }), recycler({ service: 'x\u0000y' }), recycler({ shipTo: { ...recycler().shipTo, name: '\ud800' } }), { a: { b: { c: { d: { e: {} } } } } }]) {
      const answer = await step(shipper.token, number, 'ship', body);
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 400]);
    }
    const unknownCarrier = await step(shipper.token, number, 'ship', recycler({ carrierId: crypto.randomUUID() }));
    expect(unknownCarrier.status).toBe(400);
    expect(unknownCarrier.body).toMatchObject({ payload: { fields: [{ field: 'carrierId', rule: 'unknown' }] } });

    // Units in a bin blocked meanwhile cannot be picked: nothing is made, the list stays approved.
    expect((await api(`/v1/bins/${blockedBin}`, { token: admin, method: 'PUT', body: { ...binBody(zoneId, blockedCode, 2), blocked: true, blockedReason: 'Flooded' } })).status).toBe(200);
    const refused = await step(shipper.token, number, 'ship', recycler());
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ payload: { reason: 'units-not-shippable' } });
    expect((refused.body.payload as unknown as { units: { code: string }[] }).units.map((u) => u.code).sort()).toEqual([...units].sort());
    expect((await detail(number))).toMatchObject({ status: 'approved', orderNumber: null });

    const draft = await api<ScrapListDetail>('/v1/scrap-lists', { token: creator.token, body: { reason: 'damaged', notes: '', units: [] } });
    const early = await step(shipper.token, draft.body.payload.number, 'ship', recycler());
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ payload: { document: 'scrap-list', state: 'draft', attempted: 'ship' } });
    expect(await ledgerHolds()).toBe(true);
  }, 120_000);
});
