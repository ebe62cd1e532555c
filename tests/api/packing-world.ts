import { expect } from 'vitest';
import type { ShipTo } from '../../src/domain/orders/orders';
import type { CartonType } from '../../src/domain/shipping/carton-types';
import type { CloseCartonAnswer, OpenCartonAnswer, PackOrder } from '../../src/domain/shipping/packing';
import type { SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { closeCartonMutation, openCartonMutation, packItemMutation } from '../factories/packing';
import { pickMutation } from '../factories/picking';
import { uniqueCode } from '../factories/unique';
import { type BatchWorld, batchWorld } from './batches-world';
import { api } from './helpers';

/*
 * Orders to pack, built through the real API (the packing tests share it): a batch world (one serial
 * unit and two counted units of lot LOT-1 per order) picked to the end into its tote, and a carton type
 * of its own.
 */

export interface PackingWorld extends BatchWorld {
  /** The orders' ids, in the order of `orders`. */
  orderIds: string[];
  cartonType: CartonType;
}

export const cartonTypeBody = (overrides: Partial<Omit<CartonType, 'id'>> = {}) => ({
  name: uniqueCode('Box ', 8),
  lengthMm: 400,
  widthMm: 300,
  heightMm: 200,
  tareG: 250,
  maxWeightG: 20_000,
  active: true,
  ...overrides,
});

export async function packingWorld(admin: string, options: { orders?: number; shipTo?: ShipTo } = {}): Promise<PackingWorld> {
  const world = await batchWorld(admin, { orders: options.orders ?? 2, ...(options.shipTo ? { shipTo: options.shipTo } : {}) });
  const mutations = world.tasks.map((task) =>
    pickMutation(
      task.skuId === world.serialSkuId
        ? { taskId: task.id, binId: task.binId, what: { kind: 'item', itemId: task.units[0]!.itemId }, toteId: world.toteId }
        : { taskId: task.id, binId: task.binId, what: { kind: 'quantity', quantity: task.quantity, newItemId: crypto.randomUUID() }, toteId: world.toteId },
    ),
  );
  const picked = await api<SyncBatchAnswer>('/v1/sync', { token: admin, body: { mutations } });
  expect(picked.body.payload.results.map((r) => r.status)).toEqual(mutations.map(() => 200));
  const type = await api<CartonType>('/v1/carton-types', { token: admin, body: cartonTypeBody() });
  expect(type.status).toBe(200);
  const orderIds: string[] = [];
  for (const number of world.orders) orderIds.push((await api<{ id: string; status: string }>(`/v1/shipping/orders/${number}`, { token: admin })).body.payload.id);
  return { ...world, orderIds, cartonType: type.body.payload };
}

/** Packs every picked unit of the order into one new carton and closes it: the order and its own shipment are packed. Answers the shipment's number. */
export async function packAll(token: string, world: PackingWorld, orderId: string, weightG = 1_000): Promise<string> {
  const send = async <T>(mutation: unknown): Promise<T> => {
    const answer = await api<SyncBatchAnswer>('/v1/sync', { token, body: { mutations: [mutation] } });
    const [result] = answer.body.payload.results;
    expect(result!.status, result!.message).toBe(200);
    return result!.payload as T;
  };
  const cartonId = crypto.randomUUID();
  const opened = await send<OpenCartonAnswer>(openCartonMutation(orderId, world.cartonType.id, cartonId));
  const pack = (await api<PackOrder>(`/v1/shipping/packing/orders/${orderId}`, { token })).body.payload;
  for (const unit of pack.units.filter((u) => u.status === 'picked')) await send(packItemMutation(cartonId, unit.id));
  expect(await send<CloseCartonAnswer>(closeCartonMutation(cartonId, weightG))).toMatchObject({ orderStatus: 'packed' });
  return opened.shipmentNumber;
}
