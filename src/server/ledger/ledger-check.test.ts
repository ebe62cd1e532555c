import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerCheck } from '../../domain/ledger/ledger-check';
import { movements } from '../db/schema/master';
import { dockToStock } from '../db/schema/summary';
import { items } from '../db/schema/receiving';
import { appFixture } from '../testing/app-fixture';
import { ledgerWorld } from '../testing/ledger-world';
import { changeItems, createItem, removeItem } from './item-writes';
import type { Actor } from './ledger-actor';
import { lockItems } from './lock-items';

/*
 * The check against rows the API cannot write: a unit or a movement that bypassed the ledger module
 * must show up as a difference, and what the module writes must never.
 */
let fx: Awaited<ReturnType<typeof appFixture>>;
let actor: Actor;
let place: { clientId: string; skuId: string; binIds: string[] };
let check: () => Promise<LedgerCheck>;

const why = { reference: { type: 'item' as const, id: 'ledger-check-test' }, sapStatus: 'not-required' as const };

beforeAll(async () => {
  fx = await appFixture();
  ({ actor, place, check } = await ledgerWorld(fx, 'ledger-check-test'));
}, 120_000);
afterAll(() => fx.close());

async function newItem(quantity: number, status: 'available' | 'received' = 'available') {
  const id = randomUUID();
  const row = { id, wmsNumber: `LC-${id.slice(0, 8)}`, clientId: place.clientId, skuId: place.skuId, quantity, binId: place.binIds[0]!, status };
  await fx.db.transaction((tx) => createItem(tx, actor, 'receive', row, { ...why, reference: { type: 'control-number', id: 'CN-LEDGER' } }));
  return id;
}

describe('the ledger check', () => {
  it('holds over the seeded demo data and over what the ledger module writes', async () => {
    expect(await check()).toMatchObject({ holds: true });
    const id = await newItem(5);
    await fx.db.transaction(async (tx) => {
      const [item] = await lockItems(tx, actor.companyId, { ids: [id] });
      // A new quantity, place and lot at once: a correction where it stood, then a move of the new quantity.
      await changeItems(tx, actor, 'adjust', [{ item: item!, to: { quantity: 3, binId: place.binIds[1]!, lotNumber: 'LOT-9' }, ...why }]);
    });
    const written = await fx.db.select().from(movements).where(eq(movements.itemId, id));
    expect(written.map((m) => [m.type, m.quantity, m.quantityChange, m.fromLotNumber, m.toLotNumber]).sort()).toEqual(
      [['adjust', -2, true, null, null], ['adjust', 3, false, null, 'LOT-9'], ['receive', 5, false, null, null]].sort(),
    );
    expect(await check()).toMatchObject({ holds: true });
    await fx.db.transaction(async (tx) => {
      const [item] = await lockItems(tx, actor.companyId, { ids: [id] });
      await removeItem(tx, actor, 'receive-reversal', item!, { ...why, reference: { type: 'control-number', id: 'CN-LEDGER' } });
    });
    expect(await check()).toMatchObject({ holds: true });
  });

  it('finds an item changed without its movement, per item and per SKU, place and lot', async () => {
    const id = await newItem(4);
    await fx.db.update(items).set({ quantity: 6 }).where(eq(items.id, id));
    const found = await check();
    expect(found.holds).toBe(false);
    expect(found.items.first).toEqual([{ itemId: id, status: 'available', binId: place.binIds[0], containerId: null, lotNumber: null, recorded: 6, ledger: 4 }]);
    expect(found.stock.first).toEqual([expect.objectContaining({ skuId: place.skuId, binId: place.binIds[0], recorded: expect.any(Number), ledger: expect.any(Number) })]);
    const stock = found.stock.first[0]!;
    expect(stock.recorded - stock.ledger).toBe(2);
    await fx.db.update(items).set({ quantity: 4 }).where(eq(items.id, id));
    expect(await check()).toMatchObject({ holds: true });
  });

  it('finds the on-hand summary out of step with an item changed around the ledger module', async () => {
    const id = await newItem(3);
    // Not a side of the ledger, so only the summary (ADR 0026) can tell.
    await fx.db.update(items).set({ inventory: false }).where(eq(items.id, id));
    const found = await check();
    expect([found.holds, found.items.count, found.stock.count]).toEqual([false, 0, 0]);
    expect(found.summary.first).toContainEqual(expect.objectContaining({ table: 'on_hand_summary', key: expect.stringMatching(`^sku/${place.skuId}/`), summarised: 0, recomputed: 3 }));
    await fx.db.update(items).set({ inventory: true }).where(eq(items.id, id));
    expect(await check()).toMatchObject({ holds: true });
  });

  it('pairs a goods receipt with its unit\'s receive scan, and finds the pair missing', async () => {
    const id = await newItem(2, 'received');
    const [receive] = await fx.db.select().from(movements).where(eq(movements.itemId, id));
    const receipt = { ...actor, at: new Date(receive!.at.getTime() + 90 * 60_000) };
    await fx.db.transaction(async (tx) => {
      const [item] = await lockItems(tx, actor.companyId, { ids: [id] });
      await changeItems(tx, receipt, 'goods-receipt', [{ item: item!, to: { status: 'available' }, ...why, reference: { type: 'control-number', id: 'CN-LEDGER' } }]);
    });
    const [pair] = await fx.db.select().from(dockToStock).where(eq(dockToStock.itemId, id));
    expect(pair).toMatchObject({ clientId: place.clientId, arrivedAt: receive!.at, postedAt: receipt.at, quantity: 2 });
    expect(await check()).toMatchObject({ holds: true });
    await fx.db.delete(dockToStock).where(eq(dockToStock.itemId, id));
    const found = await check();
    expect([found.holds, found.items.count, found.stock.count]).toEqual([false, 0, 0]);
    expect(found.summary.first).toEqual([expect.objectContaining({ table: 'dock_to_stock', key: expect.stringContaining(id), summarised: 0, recomputed: 2 })]);
  });

  it('finds a movement written without its item change, an itemless one too', async () => {
    await fx.db.insert(movements).values({ companyId: actor.companyId, type: 'transfer', skuId: place.skuId, quantity: 2, fromStatus: 'available', fromBinId: place.binIds[0], toStatus: 'available', toBinId: place.binIds[1] });
    const found = await check();
    expect(found.items.count).toBe(0);
    expect(found.stock.count).toBe(2);
    expect(found.stock.first.map((d) => [d.binId, d.ledger - d.recorded]).sort()).toEqual([[place.binIds[0], -2], [place.binIds[1], 2]].sort());
  });
});
