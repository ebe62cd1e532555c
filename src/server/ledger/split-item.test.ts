import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerCheck } from '../../domain/ledger/ledger-check';
import { movements } from '../db/schema/master';
import { items } from '../db/schema/receiving';
import { appFixture } from '../testing/app-fixture';
import { ledgerWorld } from '../testing/ledger-world';
import { changeItems, createItem } from './item-writes';
import type { Actor } from './ledger-actor';
import { lockItems } from './lock-items';
import { splitItem, splitItems } from './split-item';

/* The split of a non-serial item: less on the source, a new item for the part, the ledger unchanged where they lie. */
let fx: Awaited<ReturnType<typeof appFixture>>;
let actor: Actor;
let place: { clientId: string; skuId: string; binIds: string[] };
let check: () => Promise<LedgerCheck>;

const why = { reference: null, sapStatus: 'not-required' as const };

beforeAll(async () => {
  fx = await appFixture();
  ({ actor, place, check } = await ledgerWorld(fx, 'split-test'));
}, 120_000);
afterAll(() => fx.close());

describe('splitting an item', () => {
  it('leaves less on the source, gives the part its own item and moves it on in one transaction; the ledger holds', async () => {
    const id = randomUUID();
    const partId = randomUUID();
    await fx.db.transaction((tx) =>
      createItem(tx, actor, 'receive', { id, wmsNumber: `SP-${id.slice(0, 8)}`, clientId: place.clientId, skuId: place.skuId, quantity: 10, lotNumber: 'LOT-S', binId: place.binIds[0]!, status: 'available' }, { reference: { type: 'control-number', id: 'CN-SPLIT' }, sapStatus: 'not-required' }),
    );
    await fx.db.transaction(async (tx) => {
      const [item] = await lockItems(tx, actor.companyId, { ids: [id] });
      const part = await splitItem(tx, actor, { item: item!, quantity: 3, part: { id: partId, wmsNumber: `SP-${partId.slice(0, 8)}` }, ...why });
      expect(part).toMatchObject({ id: partId, quantity: 3, binId: place.binIds[0], lotNumber: 'LOT-S', status: 'available' });
      await changeItems(tx, actor, 'transfer', [{ item: part, to: { binId: place.binIds[1]! }, ...why }]);
    });
    const [source] = await fx.db.select().from(items).where(eq(items.id, id));
    const [part] = await fx.db.select().from(items).where(eq(items.id, partId));
    expect(source).toMatchObject({ quantity: 7, binId: place.binIds[0] });
    expect(part).toMatchObject({ quantity: 3, binId: place.binIds[1], lotNumber: 'LOT-S', clientId: place.clientId, serial: null });
    const rows = await fx.db.select().from(movements).where(eq(movements.type, 'split'));
    expect(rows.filter((m) => m.itemId === id || m.itemId === partId).map((m) => [m.itemId, m.quantity, m.quantityChange]).sort()).toEqual([[id, -3, true], [partId, 3, true]].sort());
    expect(await check()).toMatchObject({ holds: true });
  });

  it('refuses to split all of an item or nothing of it, writing nothing', async () => {
    const id = randomUUID();
    await fx.db.transaction((tx) =>
      createItem(tx, actor, 'receive', { id, wmsNumber: `SP-${id.slice(0, 8)}`, clientId: place.clientId, skuId: place.skuId, quantity: 2, binId: place.binIds[0]!, status: 'available' }, { reference: { type: 'control-number', id: 'CN-SPLIT' }, sapStatus: 'not-required' }),
    );
    for (const quantity of [0, 2]) {
      await expect(
        fx.db.transaction(async (tx) => {
          const [item] = await lockItems(tx, actor.companyId, { ids: [id] });
          await splitItem(tx, actor, { item: item!, quantity, part: { id: randomUUID(), wmsNumber: `SP-X-${quantity}` }, ...why });
        }),
      ).rejects.toThrow(/cannot split/);
    }
    expect((await fx.db.select().from(items).where(eq(items.id, id)))[0]?.quantity).toBe(2);
  });

  it('takes several parts off one item and one off another in one bulk, each with its own rows; the ledger holds', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const receipt = { reference: { type: 'control-number' as const, id: 'CN-SPLIT' }, sapStatus: 'not-required' as const };
    await fx.db.transaction(async (tx) => {
      await createItem(tx, actor, 'receive', { id: a, wmsNumber: `SP-${a.slice(0, 8)}`, clientId: place.clientId, skuId: place.skuId, quantity: 10, binId: place.binIds[0]!, status: 'available' }, receipt);
      await createItem(tx, actor, 'receive', { id: b, wmsNumber: `SP-${b.slice(0, 8)}`, clientId: place.clientId, skuId: place.skuId, quantity: 4, binId: place.binIds[1]!, status: 'available' }, receipt);
    });
    const partIds = [randomUUID(), randomUUID(), randomUUID()];
    // Two parts of 8 and 3 off an item of 10: the second is refused before anything is written.
    await expect(
      fx.db.transaction(async (tx) => {
        const [itemA] = await lockItems(tx, actor.companyId, { ids: [a] });
        await splitItems(tx, actor, [{ item: itemA!, quantity: 8, part: { id: randomUUID(), wmsNumber: 'SP-X' }, ...why }, { item: itemA!, quantity: 3, part: { id: randomUUID(), wmsNumber: 'SP-Y' }, ...why }]);
      }),
    ).rejects.toThrow(/cannot split 3 of 2/);
    expect((await fx.db.select().from(items).where(eq(items.id, a)))[0]?.quantity).toBe(10);
    await fx.db.transaction(async (tx) => {
      const locked = await lockItems(tx, actor.companyId, { ids: [a, b] });
      const [itemA, itemB] = [locked.find((i) => i.id === a)!, locked.find((i) => i.id === b)!];
      const parts = await splitItems(tx, actor, [
        { item: itemA, quantity: 3, part: { id: partIds[0]!, wmsNumber: `SP-${partIds[0]!.slice(0, 8)}` }, ...why },
        { item: itemA, quantity: 5, part: { id: partIds[1]!, wmsNumber: `SP-${partIds[1]!.slice(0, 8)}` }, ...why },
        { item: itemB, quantity: 1, part: { id: partIds[2]!, wmsNumber: `SP-${partIds[2]!.slice(0, 8)}` }, ...why },
      ]);
      expect(parts.map((p) => [p.id, p.quantity, p.binId])).toEqual([[partIds[0], 3, place.binIds[0]], [partIds[1], 5, place.binIds[0]], [partIds[2], 1, place.binIds[1]]]);
    });
    const quantities = new Map((await fx.db.select({ id: items.id, quantity: items.quantity }).from(items)).map((row) => [row.id, row.quantity]));
    expect([a, b, ...partIds].map((id) => quantities.get(id))).toEqual([2, 3, 3, 5, 1]);
    expect(await check()).toMatchObject({ holds: true });
  });
});
