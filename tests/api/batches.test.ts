import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers';
import { BATCH_LOT, type BatchWorld, batchWorld } from './batches-world';

/* Batches (issue 18): permissions, create by filters with a cap, release into pick tasks in walking order, cancel, refusals, the ledger. */
let admin: string;

beforeAll(async () => {
  admin = await signIn('admin');
}, 120_000);

describe('batches: release', () => {
  let world: BatchWorld;
  beforeAll(async () => {
    world = await batchWorld(admin, { orders: 4 });
  }, 120_000);

  it('makes one task per bin, SKU and lot in pick-sequence order, naming the orders', () => {
    expect(world.detail.status).toBe('released');
    const [b, c, a] = world.bins;
    expect(world.tasks.map((t) => [t.number, t.binCode, t.skuId, t.lotNumber, t.quantity])).toEqual([
      [`${world.batch.number}-001`, b!.code, world.serialSkuId, null, 2],
      [`${world.batch.number}-002`, c!.code, world.serialSkuId, null, 1],
      [`${world.batch.number}-003`, a!.code, expect.any(String), expect.toBeOneOf([null, BATCH_LOT]), expect.any(Number)],
      [`${world.batch.number}-004`, a!.code, expect.any(String), expect.toBeOneOf([null, BATCH_LOT]), expect.any(Number)],
    ]);
    // Bin A holds two tasks: its serial unit and the counted SKU's lot (four orders of two units).
    expect(world.tasks.slice(2).map((t) => `${t.skuId === world.serialSkuId ? 'serial' : 'bulk'} ${t.lotNumber} ${t.quantity}`).sort()).toEqual([`bulk ${BATCH_LOT} 8`, 'serial null 1']);
    expect(world.tasks.every((t) => t.units.reduce((sum, u) => sum + u.quantity, 0) === t.quantity)).toBe(true);
    expect(new Set(world.tasks.flatMap((t) => t.orders))).toEqual(new Set(world.orders));
  });
});
