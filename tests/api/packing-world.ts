import { expect } from 'vitest';
import type { CartonType } from '../../src/domain/shipping/carton-types';
import type { SyncBatchAnswer } from '../../src/domain/sync/mutations';
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

export async function packingWorld(admin: string, options: { orders?: number } = {}): Promise<PackingWorld> {
  const world = await batchWorld(admin, { orders: options.orders ?? 2 });
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
