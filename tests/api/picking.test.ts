import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../src/domain/orders/orders';
import type { BatchDetail, BatchPickers } from '../../src/domain/picking/batches';
import type { ClaimAnswer, PickAnswer, PickBatchList, PickPack, PickRejection, ShortPickAnswer } from '../../src/domain/picking/picking';
import type { MutationResult, SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { pickMutation, returnMutation, shortPickMutation, undoPickMutation } from '../factories/picking';
import { BATCH_LOT, type BatchWorld, type WorldTask, allocatedOrder, batchWorld } from './batches-world';
import { accountHolding, api, expectEnvelope, signIn, tokenHolding } from './helpers';
import { freshClient, line, orderBody, stock } from './orders-world';

/* Picking (issue 18): every refusal, swaps, quantity picks with splits, undo, short picks, two devices, claims, cancel and return, states, permissions, the ledger. */
const base = '/v1/shipping/picking';
let admin: string;
let picker: { token: string; id: string };
let second: { token: string; id: string };

beforeAll(async () => {
  admin = await signIn('admin');
  [picker, second] = await Promise.all([accountHolding(admin, ['SHIPMENT_PICKING_LIST']), accountHolding(admin, ['SHIPMENT_PICKING_LIST'])]);
}, 120_000);

const ledgerHolds = async () => (await api<{ holds: boolean }>('/v1/ledger/check', { token: admin })).body.payload.holds;

async function send(token: string, mutation: unknown): Promise<MutationResult> {
  const answer = await api<SyncBatchAnswer>('/v1/sync', { token, body: { mutations: [mutation] } });
  expect(answer.status).toBe(200);
  return answer.body.payload.results[0]!;
}

const pack = async (world: BatchWorld) => {
  const answer = await api<PickPack>(`${base}/batches/${world.batch.id}/pack`, { token: picker.token });
  expect(answer.status).toBe(200);
  return answer.body.payload;
};
const batchOf = async (world: BatchWorld) => (await api<BatchDetail>(`/v1/shipping/batches/${world.batch.number}`, { token: admin })).body.payload;
const orderOf = async (number: string) => (await api<OrderDetail>(`/v1/shipping/orders/${number}`, { token: admin })).body.payload;

const serialTask = (world: BatchWorld, n = 0) => world.tasks.filter((t) => t.skuId === world.serialSkuId)[n]!;
const bulkTask = (world: BatchWorld) => world.tasks.find((t) => t.skuId === world.bulkSkuId)!;

const pickItem = (world: BatchWorld, task: WorldTask, itemId: string, more: { binId?: string; toteId?: string } = {}) =>
  pickMutation({ taskId: task.id, binId: more.binId ?? task.binId, what: { kind: 'item', itemId }, toteId: more.toteId ?? world.toteId });
const pickQuantity = (world: BatchWorld, task: WorldTask, quantity: number) =>
  pickMutation({ taskId: task.id, binId: task.binId, what: { kind: 'quantity', quantity, newItemId: crypto.randomUUID() }, toteId: world.toteId });

function expectRefused(result: MutationResult, reason: PickRejection) {
  expect([result.status, (result.payload as { reason?: string }).reason], result.message).toEqual([409, reason]);
  expect(result.payload).toHaveProperty('expected');
}

/** Receives more units into the world's client and answers their item ids (by WMS number, through an order-free read of the pack's candidates). */
async function extraUnits(world: BatchWorld, units: Parameters<typeof stock>[2]): Promise<string[]> {
  const numbers = await stock(admin, world.clientId, units);
  const ids: string[] = [];
  for (const number of numbers) ids.push((await api<{ id: string }>(`/v1/items/${number}`, { token: admin })).body.payload.id);
  return ids;
}

describe('picking: permissions and bad input', () => {
  let world: BatchWorld;
  beforeAll(async () => {
    world = await batchWorld(admin, { orders: 1 });
  }, 120_000);

  it('checks SHIPMENT_PICKING_LIST on every route and every kind', async () => {
    const other = await tokenHolding(admin, ['SHIPMENT_ORDER_LIST']);
    expectEnvelope(await api(`${base}/batches`), 401);
    expectEnvelope(await api(`${base}/batches`, { token: other }), 403);
    expectEnvelope(await api(`${base}/batches/${world.batch.id}/pack`, { token: other }), 403);
    expectEnvelope(await api(`${base}/tasks/${world.tasks[0]!.id}/claim`, { method: 'POST', token: other }), 403);
    const task = serialTask(world);
    expect((await send(other, pickItem(world, task, task.units[0]!.itemId))).status).toBe(403);
    expect((await send(other, shortPickMutation(task.id, 'empty'))).status).toBe(403);
    expect((await send(other, undoPickMutation(crypto.randomUUID()))).status).toBe(403);
    expect((await send(other, returnMutation(crypto.randomUUID(), crypto.randomUUID(), task.binId))).status).toBe(403);
  });

  it('answers 4xx, never 5xx, to bad input', async () => {
    const task = serialTask(world);
    expectEnvelope(await api(`${base}/batches/not-a-uuid/pack`, { token: picker.token }), 404);
    expectEnvelope(await api(`${base}/batches/${crypto.randomUUID()}/pack`, { token: picker.token }), 404);
    expectEnvelope(await api(`${base}/tasks/${crypto.randomUUID()}/claim`, { method: 'POST', token: picker.token }), 404);
    const bad = [
      { ...pickItem(world, task, task.units[0]!.itemId), payload: null },
      { ...pickItem(world, task, task.units[0]!.itemId), payload: { taskId: 'x\u0000y' } },
      { ...pickItem(world, task, task.units[0]!.itemId), payload: { ...pickItem(world, task, 'x').payload, what: { kind: 'quantity', quantity: -1, newItemId: crypto.randomUUID() } } },
      { ...shortPickMutation(task.id, 'empty'), payload: { taskId: task.id, reason: 'lost\uD800' } },
    ];
    for (const mutation of bad) expect((await send(picker.token, mutation)).status).toBe(400);
    expect((await send(picker.token, pickItem(world, task, crypto.randomUUID(), { binId: task.binId }))).status).toBe(409);
    expect((await send(picker.token, { ...pickItem(world, task, task.units[0]!.itemId), payload: { ...pickItem(world, task, task.units[0]!.itemId).payload, taskId: crypto.randomUUID() } })).status).toBe(404);
    expect((await send(picker.token, shortPickMutation(task.id, 'damaged', null))).status).toBe(400);
    expect(await ledgerHolds()).toBe(true);
  });
});

describe('picking: a batch picked to the end', () => {
  let world: BatchWorld;
  beforeAll(async () => {
    world = await batchWorld(admin, { orders: 1 });
  }, 120_000);

  it('lists the batch as next, packs it, and walks the order and the batch through their states', async () => {
    const list = (await api<PickBatchList>(`${base}/batches`, { token: picker.token })).body.payload;
    const row = list.batches.find((b) => b.id === world.batch.id)!;
    expect(row).toMatchObject({ number: world.batch.number, status: 'released', orders: 1, tasksOpen: world.tasks.length, tasksTotal: world.tasks.length });
    expect(list.batches.filter((b) => b.next)).toHaveLength(1);
    const packed = await pack(world);
    expect(packed.tasks.map((t) => t.id)).toEqual(world.tasks.map((t) => t.id));
    expect(packed.units.filter((u) => u.taskId).map((u) => u.id).sort()).toEqual(world.tasks.flatMap((t) => t.units.map((u) => u.itemId)).sort());
    expect(packed.totes.find((t) => t.id === world.toteId)).toMatchObject({ batchId: null });
    expect(packed.skus.map((s) => s.id).sort()).toEqual([world.serialSkuId, world.bulkSkuId].sort());

    const [first, ...rest] = world.tasks;
    const firstPick = first!.skuId === world.serialSkuId ? pickItem(world, first!, first!.units[0]!.itemId) : pickQuantity(world, first!, first!.quantity);
    const answer = await send(picker.token, firstPick);
    expect(answer.status, answer.message).toBe(200);
    expect((answer.payload as PickAnswer).batchStatus).toBe('picking');
    expect((await orderOf(world.orders[0]!)).status).toBe('picking');
    let last = firstPick;
    for (const task of rest) {
      last = task.skuId === world.serialSkuId ? pickItem(world, task, task.units[0]!.itemId) : pickQuantity(world, task, task.quantity);
      const result = await send(picker.token, last);
      expect(result.status, result.message).toBe(200);
    }
    expect((await orderOf(world.orders[0]!)).status).toBe('picked');
    expect((await batchOf(world)).status).toBe('picked');
    const after = await pack(world);
    expect(after.units.filter((u) => u.taskId).every((u) => u.status === 'picked' && u.containerId === world.toteId && u.pickedAt)).toBe(true);
    expect(after.totes.find((t) => t.id === world.toteId)).toMatchObject({ batchId: world.batch.id });
    expectRefused(await send(picker.token, pickItem(world, first!, first!.units[0]!.itemId)), 'already-picked');
    expectRefused(await send(picker.token, shortPickMutation(first!.id, 'empty')), 'batch-closed');
    // The undo of the last pick takes the order and the batch back to picking; picking it again finishes both.
    const undone = await send(picker.token, undoPickMutation(last.id));
    expect(undone.status, undone.message).toBe(200);
    expect((await orderOf(world.orders[0]!)).status).toBe('picking');
    expect(await batchOf(world)).toMatchObject({ status: 'picking', pickedAt: null });
    const lastTask = rest.at(-1) ?? first!;
    const again = lastTask.skuId === world.serialSkuId ? pickItem(world, lastTask, lastTask.units[0]!.itemId) : pickQuantity(world, lastTask, lastTask.quantity);
    expect((await send(picker.token, again)).status).toBe(200);
    expect((await orderOf(world.orders[0]!)).status).toBe('picked');
    expect((await batchOf(world)).status).toBe('picked');
    expect(await ledgerHolds()).toBe(true);
  });

  it('refuses a tote that holds another batch\'s picked units', async () => {
    const other = await batchWorld(admin, { orders: 1 });
    const task = serialTask(other);
    expectRefused(await send(picker.token, pickItem(other, task, task.units[0]!.itemId, { toteId: world.toteId })), 'tote-in-use');
  });
});

describe('picking: refusals, swap, quantity, undo', () => {
  let world: BatchWorld;
  let extra: { lotB: string; inC: string; inB: string; otherClient: string; bulkInC: string };
  beforeAll(async () => {
    world = await batchWorld(admin, { orders: 4 });
    const [b, c] = world.bins;
    const [lotB, inC, inB] = await extraUnits(world, [
      { skuId: world.serialSkuId, serial: true, binCode: b!.code, lotNumber: 'LOT-X' },
      { skuId: world.serialSkuId, serial: true, binCode: c!.code },
      { skuId: world.serialSkuId, serial: true, binCode: b!.code },
    ]);
    const stranger = await freshClient(admin);
    const [strangerNumber] = await stock(admin, stranger.clientId, [{ skuId: stranger.serialised, serial: true, binCode: b!.code }]);
    const otherClient = (await api<{ id: string }>(`/v1/items/${strangerNumber}`, { token: admin })).body.payload.id;
    extra = { lotB: lotB!, inC: inC!, inB: inB!, otherClient, bulkInC: '' };
  }, 180_000);

  it('refuses with a reason and what was expected', async () => {
    const task = serialTask(world); // bin B, two units
    const bulk = bulkTask(world);
    const [, c, a] = world.bins;
    const inA = world.tasks.find((t) => t.binId === a!.id && t.skuId === world.serialSkuId)!;
    expectRefused(await send(picker.token, pickItem(world, task, task.units[0]!.itemId, { binId: c!.id })), 'wrong-bin');
    expectRefused(await send(picker.token, pickItem(world, task, task.units[0]!.itemId, { toteId: crypto.randomUUID() })), 'unknown-tote');
    expectRefused(await send(picker.token, pickItem(world, task, extra.otherClient)), 'other-client');
    expectRefused(await send(picker.token, pickItem(world, inA, bulk.units[0]!.itemId)), 'wrong-sku');
    expectRefused(await send(picker.token, pickItem(world, task, extra.lotB)), 'wrong-lot');
    expectRefused(await send(picker.token, pickItem(world, task, extra.inC)), 'not-in-bin');
    expectRefused(await send(picker.token, pickQuantity(world, bulk, bulk.quantity + 1)), 'over-pick');
    // A unit of bin B held by an order outside the batch (its line names it).
    const [wms] = await stock(admin, world.clientId, [{ skuId: world.serialSkuId, serial: true, binCode: world.bins[0]!.code }]);
    await allocatedOrder(admin, orderBody(world.clientId, [line(world.serialSkuId, 1, { unit: wms })]));
    const heldId = (await api<{ id: string }>(`/v1/items/${wms}`, { token: admin })).body.payload.id;
    expectRefused(await send(picker.token, pickItem(world, task, heldId)), 'held-elsewhere');
    expect(await ledgerHolds()).toBe(true);
  });

  it('picks a quantity, splitting the last unit, and undoes it (the split part merges back)', async () => {
    const bulk = bulkTask(world);
    const pick = pickQuantity(world, bulk, 3);
    const answer = await send(picker.token, pick);
    expect(answer.status, answer.message).toBe(200);
    const picked = (answer.payload as PickAnswer).picked;
    expect(picked.map((p) => p.quantity)).toEqual([2, 1]);
    expect(picked[1]).toMatchObject({ itemId: pick.payload.what.kind === 'quantity' ? pick.payload.what.newItemId : '', splitFrom: bulk.units[1]!.itemId });
    expect((await pack(world)).tasks.find((t) => t.id === bulk.id)).toMatchObject({ picked: 3, status: 'open' });
    expect(await ledgerHolds()).toBe(true);

    const undone = await send(picker.token, undoPickMutation(pick.id));
    expect(undone.status, undone.message).toBe(200);
    expect(undone.payload).toEqual({ undone: true, units: 2, merged: true });
    const packed = await pack(world);
    expect(packed.tasks.find((t) => t.id === bulk.id)).toMatchObject({ picked: 0, status: 'open' });
    const held = packed.units.filter((u) => u.taskId === bulk.id);
    expect(held.every((u) => u.status === 'allocated' && u.binId === bulk.binId && u.containerId === null && u.pickedAt === null)).toBe(true);
    expect(held.reduce((sum, u) => sum + u.quantity, 0)).toBe(bulk.quantity);
    expect(held.map((u) => u.id).sort()).toEqual(bulk.units.map((u) => u.itemId).sort());
    // An undo of an unknown pick takes nothing back.
    expect((await send(picker.token, undoPickMutation(crypto.randomUUID()))).payload).toEqual({ undone: false, units: 0, merged: false });
    expect(await ledgerHolds()).toBe(true);
  });

  it('swaps the allocation to another available unit of the SKU and lot in the bin', async () => {
    const task = serialTask(world);
    const answer = await send(picker.token, pickItem(world, task, extra.inB));
    expect(answer.status, answer.message).toBe(200);
    const picked = (answer.payload as PickAnswer).picked;
    expect(picked).toHaveLength(1);
    expect(picked[0]).toMatchObject({ itemId: extra.inB, swappedFrom: task.units[0]!.itemId, splitFrom: null });
    const packed = await pack(world);
    expect(packed.units.find((u) => u.id === task.units[0]!.itemId)).toMatchObject({ status: 'available', taskId: null });
    expect(packed.units.find((u) => u.id === extra.inB)).toMatchObject({ status: 'picked', taskId: task.id });
    // The unit that was swapped out is a candidate again; the one left is picked, twice by two devices.
    const [one, two] = [pickItem(world, task, task.units[1]!.itemId), pickItem(world, task, task.units[1]!.itemId)];
    expect((await send(picker.token, one)).status).toBe(200);
    expectRefused(await send(second.token, two), 'already-picked');
    expectRefused(await send(picker.token, pickItem(world, task, task.units[0]!.itemId)), 'task-closed');
    expect(await ledgerHolds()).toBe(true);
  });

  it('claims: one picker holds an open task, the other gets 409, claiming one\'s own again is fine', async () => {
    const task = bulkTask(world);
    const claim = (token: string) => api<ClaimAnswer>(`${base}/tasks/${task.id}/claim`, { method: 'POST', token });
    const mine = await claim(picker.token);
    expect(mine.status).toBe(200);
    expect(mine.body.payload.claimedBy.id).toBe(picker.id);
    expect((await claim(picker.token)).status).toBe(200);
    const theirs = await claim(second.token);
    expectEnvelope(theirs, 409);
    expect(theirs.body.payload).toMatchObject({ reason: 'claimed', claimedBy: { id: picker.id } });
    expect((await pack(world)).tasks.find((t) => t.id === task.id)!.claimedBy?.id).toBe(picker.id);
    const list = (await api<PickBatchList>(`${base}/batches`, { token: picker.token })).body.payload;
    expect(list.batches.find((b) => b.id === world.batch.id)!.pickers.map((p) => p.id)).toContain(picker.id);
    // The batch list's picker filter offers who has claimed work, not every account allowed to pick.
    const choices = (await api<BatchPickers>('/v1/shipping/batch-pickers', { token: admin })).body.payload.map((p) => p.id);
    expect(choices).toContain(picker.id);
    expect(choices).not.toContain(second.id);
  });
});

describe('picking: short picks', () => {
  let world: BatchWorld;
  beforeAll(async () => {
    world = await batchWorld(admin, { orders: 2 });
  }, 120_000);

  it('reallocates from another bin, asks for a count, and leaves the line short when nothing is left', async () => {
    const bulk = bulkTask(world);
    const [, c] = world.bins;
    await stock(admin, world.clientId, [{ skuId: world.bulkSkuId, quantity: bulk.quantity, binCode: c!.code, lotNumber: BATCH_LOT }]);
    const first = await send(picker.token, shortPickMutation(bulk.id, 'empty'));
    expect(first.status, first.message).toBe(200);
    const answer = first.payload as ShortPickAnswer;
    expect(answer.unreplaced).toBe(0);
    expect(answer.newTaskIds).toHaveLength(1);
    expect(answer.countTaskId).toEqual(expect.any(String));
    const packed = await pack(world);
    expect(packed.tasks.find((t) => t.id === bulk.id)).toMatchObject({ short: bulk.quantity, status: 'short' });
    const added = packed.tasks.find((t) => t.id === answer.newTaskIds[0])!;
    expect(added).toMatchObject({ binId: c!.id, skuId: world.bulkSkuId, quantity: bulk.quantity, status: 'open' });
    expect(added.sequence).toBeGreaterThan(Math.max(...world.tasks.map((t) => t.sequence)));
    expect((await api<OrderDetail>(`/v1/shipping/orders/${world.orders[0]}`, { token: admin })).body.payload.units.filter((u) => u.bin === bulk.binCode)).toHaveLength(0);
    expect(await ledgerHolds()).toBe(true);

    // Bin A still holds the rest of the lot; once that is short too, nothing is left.
    const second = await send(picker.token, shortPickMutation(added.id, 'empty'));
    expect(second.status, second.message).toBe(200);
    const back = (second.payload as ShortPickAnswer).newTaskIds;
    expect(second.payload).toMatchObject({ newTaskIds: [expect.any(String)], unreplaced: 0 });
    const third = await send(picker.token, shortPickMutation(back[0]!, 'empty'));
    expect(third.status, third.message).toBe(200);
    expect(third.payload).toMatchObject({ newTaskIds: [], unreplaced: bulk.quantity });
    const order = await orderOf(world.orders[0]!);
    expect(order.lines.find((l) => l.sku.id === world.bulkSkuId)!.shortReason).toBe('no-stock');
    expect(await ledgerHolds()).toBe(true);
  });

  it('sends a damaged unit to quality control and takes another from the same bin; the damaged one cannot be picked', async () => {
    const task = serialTask(world);
    const damaged = task.units[0]!.itemId;
    const [spare] = await extraUnits(world, [{ skuId: world.serialSkuId, serial: true, binCode: task.binCode }]);
    const answer = await send(picker.token, shortPickMutation(task.id, 'damaged', damaged));
    expect(answer.status, answer.message).toBe(200);
    const { newTaskIds, unreplaced } = answer.payload as ShortPickAnswer;
    expect([newTaskIds.length, unreplaced]).toEqual([1, 0]);
    const packed = await pack(world);
    expect(packed.tasks.find((t) => t.id === task.id)).toMatchObject({ short: 1, status: 'short' });
    expect(packed.units.find((u) => u.id === spare)).toMatchObject({ status: 'allocated', taskId: newTaskIds[0], binId: task.binId });
    expectRefused(await send(picker.token, pickItem(world, task, damaged)), 'task-closed');
    const replacement = { ...task, id: newTaskIds[0]! };
    expectRefused(await send(picker.token, pickItem(world, replacement, damaged)), 'not-pickable');
    expect((await send(picker.token, pickItem(world, replacement, spare!))).status).toBe(200);
    expect(await ledgerHolds()).toBe(true);
  });
});

describe('picking: cancel of a picking order, and the return to stock', () => {
  it('leaves the picked unit a return task; putting it back makes it available', async () => {
    const world = await batchWorld(admin, { orders: 1 });
    const task = serialTask(world);
    const unit = task.units[0]!;
    expect((await send(picker.token, pickItem(world, task, unit.itemId))).status).toBe(200);
    const number = world.orders[0]!;
    expect((await orderOf(number)).status).toBe('picking');
    expect((await api(`/v1/shipping/orders/${number}/cancel`, { token: admin, body: { reason: 'Customer changed their mind' } })).status).toBe(200);
    expect((await orderOf(number)).status).toBe('cancelled');
    const packed = await pack(world);
    const ret = packed.returns.find((r) => r.itemId === unit.itemId)!;
    expect(ret).toMatchObject({ orderNumber: number, fromBinId: task.binId, containerId: world.toteId });
    // The other tasks gave their units back: nothing is left to pick.
    expect(packed.units.filter((u) => u.taskId && u.status === 'allocated')).toHaveLength(0);
    expect(await ledgerHolds()).toBe(true);

    expect((await send(picker.token, returnMutation(ret.id, crypto.randomUUID(), task.binId))).status).toBe(409);
    const back = await send(picker.token, returnMutation(ret.id, unit.itemId, task.binId));
    expect(back.status, back.message).toBe(200);
    const item = (await api<{ status: string; bin: { id: string } | null }>(`/v1/items/${unit.wmsNumber}`, { token: admin })).body.payload;
    expect(item.status).toBe('available');
    expect((await pack(world)).returns.find((r) => r.id === ret.id)).toBeUndefined();
    expectRefused(await send(picker.token, returnMutation(ret.id, unit.itemId, task.binId)), 'task-closed');
    expect(await ledgerHolds()).toBe(true);
  });
});
