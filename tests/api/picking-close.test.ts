import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../src/domain/orders/orders';
import type { BatchDetail } from '../../src/domain/picking/batches';
import type { MutationResult, SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { pickMutation, undoPickMutation } from '../factories/picking';
import { type BatchWorld, type WorldTask, batchWorld } from './batches-world';
import { accountHolding, api, signIn } from './helpers';

/* Picking (issue 18): a cancel that takes a batch's last open tasks away closes the batch, whoever cancels; its picks stay picked. */
let admin: string;
let picker: { token: string; id: string };
/** May cancel orders, but is no picker: the batch's own finish-picking would refuse this account. */
let canceller: { token: string; id: string };

beforeAll(async () => {
  admin = await signIn('admin');
  [picker, canceller] = await Promise.all([accountHolding(admin, ['SHIPMENT_PICKING_LIST']), accountHolding(admin, ['SHIPMENT_ORDER_CANCEL'])]);
}, 120_000);

const ledgerHolds = async () => (await api<{ holds: boolean }>('/v1/ledger/check', { token: admin })).body.payload.holds;
const batchOf = async (world: BatchWorld) => (await api<BatchDetail>(`/v1/shipping/batches/${world.batch.number}`, { token: admin })).body.payload;
const orderOf = async (number: string) => (await api<OrderDetail>(`/v1/shipping/orders/${number}`, { token: admin })).body.payload;
const cancel = async (number: string) => (await api(`/v1/shipping/orders/${number}/cancel`, { token: canceller.token, body: { reason: 'Customer called' } })).status;

async function send(token: string, mutation: unknown): Promise<MutationResult> {
  const answer = await api<SyncBatchAnswer>('/v1/sync', { token, body: { mutations: [mutation] } });
  expect(answer.status).toBe(200);
  return answer.body.payload.results[0]!;
}

/** The task holding `orderNumber`'s serial unit, and that unit. */
function serialOf(world: BatchWorld, orderNumber: string): { task: WorldTask; itemId: string } {
  const task = world.tasks.find((t) => t.skuId === world.serialSkuId && t.units.some((u) => u.orderNumber === orderNumber))!;
  return { task, itemId: task.units.find((u) => u.orderNumber === orderNumber)!.itemId };
}

describe('picking: a cancel that leaves the batch nothing to pick', () => {
  it('closes a released batch whose only order is cancelled, though the canceller is no picker', async () => {
    const world = await batchWorld(admin, { orders: 1 });
    expect((await batchOf(world)).status).toBe('released');
    expect(await cancel(world.orders[0]!)).toBe(200);
    const batch = await batchOf(world);
    expect(batch).toMatchObject({ status: 'picked', tasks: 0 });
    expect(batch.pickedAt).not.toBeNull();
    expect(await ledgerHolds()).toBe(true);
  });

  it('keeps a picking batch open while another order has tasks, and closes it with the last cancel', async () => {
    const world = await batchWorld(admin, { orders: 2 });
    const [first, second] = world.orders as [string, string];
    const { task, itemId } = serialOf(world, first);
    const pick = pickMutation({ taskId: task.id, binId: task.binId, what: { kind: 'item', itemId }, toteId: world.toteId });
    const picked = await send(picker.token, pick);
    expect(picked.status, picked.message).toBe(200);
    expect((await batchOf(world)).status).toBe('picking');

    expect(await cancel(second)).toBe(200);
    expect((await batchOf(world)).status).toBe('picking');

    // The picked unit gets a return task; the rest of the order's tasks go, and with them the last open one.
    expect(await cancel(first)).toBe(200);
    expect((await orderOf(first)).status).toBe('cancelled');
    const batch = await batchOf(world);
    expect(batch.status).toBe('picked');
    expect(batch.taskList.every((t) => t.status !== 'open')).toBe(true);
    // The picked unit waits in the tote for its return to stock: the pick of a cancelled order is not taken back.
    const undo = await send(picker.token, undoPickMutation(pick.id));
    expect([undo.status, (undo.payload as { reason?: string }).reason]).toEqual([409, 'task-closed']);
    expect((await batchOf(world)).status).toBe('picked');
    expect(await ledgerHolds()).toBe(true);
  });
});
