import { beforeAll, describe, expect, it } from 'vitest';
import type { PackingBlock } from '../../src/domain/shipping/number-blocks';
import type { CloseCartonAnswer, OpenCartonAnswer, PackOrder } from '../../src/domain/shipping/packing';
import { BUY_LABEL, type LabelAnswer, type ShipmentDetail } from '../../src/domain/shipping/shipments';
import { isSscc } from '../../src/domain/shipping/sscc';
import type { MutationResult, SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { outboxMutation } from '../factories/mutations';
import { closeCartonMutation, openCartonMutation, packItemMutation } from '../factories/packing';
import { accountHolding, api, expectEnvelope, signIn, tokenHolding } from './helpers';
import { type PackingWorld, packingWorld } from './packing-world';

/*
 * A packing station labels own-fleet cartons offline (issue 19): it reserves carton SSCCs and tracking
 * numbers while online; on sync the server takes each device-chosen number once, and only from the
 * device it was reserved to.
 */
const blocks = '/v1/shipping/packing/number-blocks';
let admin: string;
let packer: { token: string; id: string };
let world: PackingWorld;
const stationA = crypto.randomUUID();
const stationB = crypto.randomUUID();

beforeAll(async () => {
  admin = await signIn('admin');
  packer = await accountHolding(admin, ['SHIPMENT_PACKING_LIST', 'SHIPMENT_PACKING_DETAIL', 'SHIPMENT_LIST']);
  world = await packingWorld(admin, { orders: 2 });
}, 180_000);

async function send(mutation: unknown): Promise<MutationResult> {
  const answer = await api<SyncBatchAnswer>('/v1/sync', { token: packer.token, body: { mutations: [mutation] } });
  expect(answer.status).toBe(200);
  return answer.body.payload.results[0]!;
}

const reasonOf = (result: MutationResult) => [result.status, (result.payload as { reason?: string } | null)?.reason];

async function reserve(deviceId: string, count = 3): Promise<PackingBlock> {
  const answer = await api<PackingBlock>(blocks, { token: packer.token, body: { deviceId, count } });
  expect(answer.status).toBe(200);
  return answer.body.payload;
}

/** Packs every unit of the order into the carton and closes it. */
async function packAndClose(orderId: string, cartonId: string) {
  const pack = (await api<PackOrder>(`/v1/shipping/packing/orders/${orderId}`, { token: packer.token })).body.payload;
  for (const unit of pack.units.filter((u) => u.status === 'picked')) expect((await send(packItemMutation(cartonId, unit.id))).status).toBe(200);
  const closed = await send(closeCartonMutation(cartonId, 1_000));
  expect((closed.payload as CloseCartonAnswer).shipmentStatus).toBe('packed');
}

describe('a packing station’s reserved numbers', () => {
  it('are reserved only with SHIPMENT_PACKING_DETAIL, for a device id, a block of SSCCs and own-fleet tracking numbers', async () => {
    const picker = await tokenHolding(admin, ['SHIPMENT_PACKING_LIST']);
    expectEnvelope(await api(blocks, { token: picker, body: { deviceId: stationA } }), 403);
    expectEnvelope(await api(blocks, { token: packer.token, body: { deviceId: 'not-an-id' } }), 400);
    expectEnvelope(await api(blocks, { token: packer.token, body: { deviceId: stationA, count: 10_000 } }), 400);
    const block = await reserve(stationA, 5);
    expect(block.ssccs).toHaveLength(5);
    expect(block.ssccs.every(isSscc)).toBe(true);
    expect(new Set([...block.ssccs, ...(await reserve(stationB, 5)).ssccs]).size).toBe(10);
    expect(block.trackingNumbers).toHaveLength(5);
    expect(block.trackingNumbers.every((n) => n.startsWith('OWN'))).toBe(true);
  });

  it('the download says the order ships with our own fleet and what its label says', async () => {
    const pack = (await api<PackOrder>(`/v1/shipping/packing/orders/${world.orderIds[0]}`, { token: packer.token })).body.payload;
    expect(pack.label.ownFleet).toBe(true);
    expect(pack.label.to.length).toBeGreaterThan(0);
    expect(pack.label.from.length).toBeGreaterThan(0);
  });

  it('label an own-fleet order packed offline with the station’s numbers, each taken once and only from that station', async () => {
    const [first, second] = world.orderIds as [string, string];
    const a = await reserve(stationA, 2);
    const b = await reserve(stationB, 1);

    // Another station's SSCC, one never reserved, and a garbage one are refused; the station's own is taken.
    const cartonId = crypto.randomUUID();
    expect(reasonOf(await send(openCartonMutation(first, world.cartonType.id, cartonId, { deviceId: stationA, sscc: b.ssccs[0]! })))).toEqual([409, 'not-reserved']);
    expect(reasonOf(await send(openCartonMutation(first, world.cartonType.id, cartonId, { deviceId: stationA, sscc: '000000000000000000' })))).toEqual([409, 'not-reserved']);
    const opened = await send(openCartonMutation(first, world.cartonType.id, cartonId, { deviceId: stationA, sscc: a.ssccs[0]! }));
    expect(opened.status).toBe(200);
    expect((opened.payload as OpenCartonAnswer).sscc).toBe(a.ssccs[0]);
    // The same SSCC on a second carton: used already.
    expect(reasonOf(await send(openCartonMutation(second, world.cartonType.id, crypto.randomUUID(), { deviceId: stationA, sscc: a.ssccs[0]! })))).toEqual([409, 'not-reserved']);
    await packAndClose(first, cartonId);

    const label = (deviceId: string, trackingNumber: string) =>
      outboxMutation(BUY_LABEL, { id: crypto.randomUUID(), orderId: first, printerId: null, deviceTracking: { deviceId, cartons: [{ cartonId, trackingNumber }] } });
    expect(reasonOf(await send(label(stationB, a.trackingNumbers[0]!)))).toEqual([409, 'not-reserved']);
    expect(reasonOf(await send(label(stationA, b.trackingNumbers[0]!)))).toEqual([409, 'not-reserved']);
    const bought = label(stationA, a.trackingNumbers[0]!);
    const answer = await send(bought);
    expect(answer.status, answer.message).toBe(200);
    expect(answer.payload as LabelAnswer).toMatchObject({ labelled: true, trackingNumbers: [a.trackingNumbers[0]] });
    // The outbox sending it again gets the first answer; nothing is taken twice.
    expect((await send(bought)).payload).toEqual(answer.payload);
    const shipment = (await api<ShipmentDetail>(`/v1/shipping/shipments/${(answer.payload as LabelAnswer).shipmentNumber}`, { token: packer.token })).body.payload;
    expect(shipment.cartonList.map((c) => [c.sscc, c.trackingNumber])).toEqual([[a.ssccs[0], a.trackingNumbers[0]]]);

    // The second order cannot reuse the first one's tracking number.
    const otherCarton = crypto.randomUUID();
    expect((await send(openCartonMutation(second, world.cartonType.id, otherCarton, { deviceId: stationA, sscc: a.ssccs[1]! }))).status).toBe(200);
    await packAndClose(second, otherCarton);
    const reuse = outboxMutation(BUY_LABEL, { id: crypto.randomUUID(), orderId: second, printerId: null, deviceTracking: { deviceId: stationA, cartons: [{ cartonId: otherCarton, trackingNumber: a.trackingNumbers[0]! }] } });
    expect(reasonOf(await send(reuse))).toEqual([409, 'not-reserved']);
    // Numbers that do not cover the shipment's cartons are refused too.
    const wrongCarton = outboxMutation(BUY_LABEL, { id: crypto.randomUUID(), orderId: second, printerId: null, deviceTracking: { deviceId: stationA, cartons: [{ cartonId: cartonId, trackingNumber: a.trackingNumbers[1]! }] } });
    expect(reasonOf(await send(wrongCarton))).toEqual([409, 'not-reserved']);
    const right = await send(outboxMutation(BUY_LABEL, { id: crypto.randomUUID(), orderId: second, printerId: null, deviceTracking: { deviceId: stationA, cartons: [{ cartonId: otherCarton, trackingNumber: a.trackingNumbers[1]! }] } }));
    expect(right.payload as LabelAnswer).toMatchObject({ labelled: true, trackingNumbers: [a.trackingNumbers[1]] });
  }, 120_000);
});
