import { beforeAll, describe, expect, it } from 'vitest';
import type { ItemDetail } from '../../src/domain/inventory/item-detail';
import type { ItemRow } from '../../src/domain/inventory/item-list';
import type { MoveUnitLookup, MovementPack } from '../../src/domain/inventory/movement';
import type { RelabelLookup, RelabelSearch } from '../../src/domain/inventory/relabel';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { ScrapListDetail } from '../../src/domain/scrap/scrap-lists';
import type { SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { moveMutation, toContainer } from '../factories/movement';
import { relabelMutation } from '../factories/relabel';
import { accountHolding, api, signIn } from './helpers';
import { freshClient, stock } from './orders-world';

/*
 * Relabel through the real server (issue 20, ADR 0033): the permission, new numbers only from reserved
 * blocks and never a number any label carried, the old label resolving on every screen wired to the
 * unit-code resolver, reprints, a container at once, exactly-once replay, refusals, the ledger.
 */
let admin: string;
let clientId: string;
let skuId: string;
let bulkSkuId: string;

const sync = (token: string, mutations: unknown[]) => api<SyncBatchAnswer>('/v1/sync', { token, body: { mutations } });
const one = async (token: string, mutation: unknown) => (await sync(token, [mutation])).body.payload.results[0]!;
const block = async (count: number, token = admin) => (await api<{ numbers: string[] }>('/v1/receiving/wms-blocks', { token, body: { count } })).body.payload.numbers;
const lookup = (code: string, token = admin) => api<RelabelLookup>(`/v1/relabel/units?code=${encodeURIComponent(code)}`, { token });
const idOf = async (wmsNumber: string) => (await lookup(wmsNumber)).body.payload.units[0]!.id;
const item = (code: string) => api<ItemDetail>(`/v1/items/${encodeURIComponent(code)}`, { token: admin });
const ledgerHolds = async () => (await api<{ holds: boolean }>('/v1/ledger/check', { token: admin })).body.payload.holds;

beforeAll(async () => {
  admin = await signIn('admin');
  ({ clientId, serialised: skuId, bulk: bulkSkuId } = await freshClient(admin));
});

describe('relabel', () => {
  it('needs RELABEL_ACTION for the lookup, the search and the mutation; the WMS blocks take it or RECEIVING_DETAIL_SCAN', async () => {
    const [number] = await stock(admin, clientId, [{ skuId, serial: true }]);
    const itemId = await idOf(number!);
    const without = await accountHolding(admin, ['ITEM_LIST', 'ITEM_DETAIL_VIEW']);
    const relabeller = await accountHolding(admin, ['RELABEL_ACTION']);
    expect((await lookup(number!, without.token)).status).toBe(403);
    expect((await api(`/v1/relabel/search?q=${number}`, { token: without.token })).status).toBe(403);
    expect((await api('/v1/receiving/wms-blocks', { token: without.token, body: { count: 1 } })).status).toBe(403);
    expect(await one(without.token, relabelMutation([{ itemId, newNumber: null }]))).toMatchObject({ status: 403 });
    const [fresh] = await block(1, relabeller.token);
    expect(await one(relabeller.token, relabelMutation([{ itemId, newNumber: fresh! }]))).toMatchObject({ status: 200 });
    expect((await item(fresh!)).body.payload).toMatchObject({ id: itemId, wmsNumber: fresh, relabelled: null });
  });

  it('gives a unit a new number; its old label still finds it everywhere and says it was relabelled', async () => {
    const [old] = await stock(admin, clientId, [{ skuId, serial: true }]);
    const itemId = await idOf(old!);
    const [fresh] = await block(1);
    const answer = await one(admin, relabelMutation([{ itemId, newNumber: fresh! }]));
    expect(answer).toMatchObject({ status: 200, payload: { units: [{ itemId, from: old, to: fresh }] } });

    // Item detail, by the old label too: the unit as it is now, with the relabel in its history.
    const byOld = (await item(old!.toLowerCase())).body.payload;
    expect(byOld).toMatchObject({ id: itemId, wmsNumber: fresh, relabelled: { code: old, wmsNumber: fresh } });
    expect(byOld.history.at(-1)).toMatchObject({ type: 'relabel', labels: { from: old, to: fresh } });
    // The movement screen's lookup, the item list's code filter and search, the relabel screen's lookup.
    const moved = (await api<MoveUnitLookup>(`/v1/movement/units?code=${old}`, { token: admin })).body.payload;
    expect(moved).toMatchObject({ units: [{ id: itemId, wmsNumber: fresh }], relabelled: { code: old, wmsNumber: fresh } });
    expect((await api<ListPage<ItemRow>>(`/v1/items?code=${old}`, { token: admin })).body.payload.items.map((row) => row.id)).toEqual([itemId]);
    expect((await api<ListPage<ItemRow>>(`/v1/items?q=${old}`, { token: admin })).body.payload.items.map((row) => row.id)).toEqual([itemId]);
    expect((await lookup(old!)).body.payload).toMatchObject({ units: [{ id: itemId }], relabelled: { code: old, wmsNumber: fresh } });
    // A scrap list takes the unit by its old label; relabelling a held unit is allowed (it does not move).
    const list = await api<ScrapListDetail>('/v1/scrap-lists', { token: admin, body: { reason: 'damaged', notes: '', units: [old] } });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect((await lookup(fresh!)).body.payload.units[0]).toMatchObject({ heldBy: list.body.payload.number });
    const [third] = await block(1);
    expect(await one(admin, relabelMutation([{ itemId, newNumber: third! }]))).toMatchObject({ status: 200 });
    expect((await item(old!)).body.payload).toMatchObject({ wmsNumber: third, relabelled: { code: old, wmsNumber: third } });
    expect((await item(fresh!)).body.payload).toMatchObject({ wmsNumber: third, relabelled: { code: fresh, wmsNumber: third } });
    expect((await api(`/v1/scrap-lists/${list.body.payload.number}/cancel`, { method: 'POST', token: admin, body: { reason: 'Test' } })).status).toBe(200);
    expect(await ledgerHolds()).toBe(true);
  });

  it('never issues a number any label carried, nor one that was not reserved, nor a reserved one twice', async () => {
    const [a, b] = await stock(admin, clientId, [{ skuId, serial: true }, { skuId, serial: true }]);
    const idA = await idOf(a!);
    const idB = await idOf(b!);
    const [n1, n2] = await block(2);
    expect(await one(admin, relabelMutation([{ itemId: idA, newNumber: n1! }]))).toMatchObject({ status: 200 });
    const reused = await one(admin, relabelMutation([{ itemId: idB, newNumber: a!.toLowerCase() }]));
    expect(reused).toMatchObject({ status: 409, permanent: true, payload: { reason: 'number-taken' } });
    expect(await one(admin, relabelMutation([{ itemId: idB, newNumber: n1! }]))).toMatchObject({ status: 409, payload: { reason: 'number-taken' } });
    expect(await one(admin, relabelMutation([{ itemId: idB, newNumber: `${n2}-X` }]))).toMatchObject({ status: 409, payload: { reason: 'wms-number' } });
    expect(await one(admin, relabelMutation([{ itemId: idB, newNumber: n2! }]))).toMatchObject({ status: 200 });
    const [n3] = await block(1);
    expect(await one(admin, relabelMutation([{ itemId: idB, newNumber: n3! }]))).toMatchObject({ status: 200 });
    // n2 was used by the relabel before and is an old label now.
    expect(await one(admin, relabelMutation([{ itemId: idA, newNumber: n2! }]))).toMatchObject({ status: 409 });
  });

  it('reprints the same number: no alias, a relabel movement with the number twice', async () => {
    const [number] = await stock(admin, clientId, [{ skuId: bulkSkuId, quantity: 4 }]);
    const itemId = await idOf(number!);
    expect(await one(admin, relabelMutation([{ itemId, newNumber: null }]))).toMatchObject({ status: 200, payload: { units: [{ itemId, from: number, to: number }] } });
    const detail = (await item(number!)).body.payload;
    expect(detail).toMatchObject({ wmsNumber: number, relabelled: null, quantity: 4 });
    expect(detail.history.at(-1)).toMatchObject({ type: 'relabel', labels: { from: number, to: number }, quantity: 4 });
  });

  it('relabels every unit of a container at once from its code', async () => {
    const pack = (await api<MovementPack>('/v1/movement/pack', { token: admin })).body.payload;
    const binId = pack.bins.find((bin) => bin.code === 'A-01-01')!.id;
    const [container] = (await api<{ id: string; code: string }[]>('/v1/containers', { token: admin, body: { type: 'tote', binId, active: true, count: 1 } })).body.payload;
    const numbers = await stock(admin, clientId, [{ skuId, serial: true }, { skuId, serial: true }, { skuId, serial: true }]);
    for (const n of numbers) expect(await one(admin, moveMutation({ kind: 'item', itemId: await idOf(n) }, toContainer(container!.id)))).toMatchObject({ status: 200 });
    const found = (await lookup(container!.code.toLowerCase())).body.payload;
    expect(found.container).toBe(container!.code);
    expect(found.units.map((u) => u.wmsNumber).sort()).toEqual([...numbers].sort());
    const fresh = await block(3);
    const answer = await one(admin, relabelMutation(found.units.map((unit, i) => ({ itemId: unit.id, newNumber: fresh[i]! }))));
    expect(answer.status).toBe(200);
    for (const n of numbers) expect((await item(n)).body.payload.relabelled?.code).toBe(n);
    expect((await lookup(container!.code)).body.payload.units.map((u) => u.wmsNumber).sort()).toEqual([...fresh].sort());
  });

  it('downloads the unit pack for relabelling offline (RELABEL_ACTION): the units with their old labels', async () => {
    const [old, other] = await stock(admin, clientId, [{ skuId, serial: true }, { skuId, serial: true }]);
    const itemId = await idOf(old!);
    const [fresh] = await block(1);
    expect(await one(admin, relabelMutation([{ itemId, newNumber: fresh! }]))).toMatchObject({ status: 200 });
    const relabeller = await accountHolding(admin, ['RELABEL_ACTION']);
    const zoneId = (await api<MovementPack>('/v1/relabel/pack', { token: relabeller.token })).body.payload.bins.find((bin) => bin.code === 'A-01-01')!.zoneId;
    const got = await api<MovementPack>(`/v1/relabel/pack?zoneId=${zoneId}`, { token: relabeller.token });
    expect(got.status).toBe(200);
    const pack = got.body.payload;
    expect(pack.zoneId).toBe(zoneId);
    expect(pack.items.find((unit) => unit.id === itemId)).toMatchObject({ wmsNumber: fresh, status: 'available' });
    expect(pack.items.map((unit) => unit.wmsNumber)).toContain(other);
    expect(pack.aliases.filter((alias) => alias.itemId === itemId)).toEqual([{ code: old, itemId }]);
    // Every alias names a unit the pack carries.
    const ids = new Set(pack.items.map((unit) => unit.id));
    expect(pack.aliases.every((alias) => ids.has(alias.itemId))).toBe(true);
    // The movement pack, from the same query, carries the old labels too.
    expect((await api<MovementPack>(`/v1/movement/pack?zoneId=${zoneId}`, { token: admin })).body.payload.aliases).toContainEqual({ code: old, itemId });

    const without = await accountHolding(admin, ['ITEM_LIST', 'INVENTORY_MOVEMENT']);
    expect((await api('/v1/relabel/pack', { token: without.token })).status).toBe(403);
    expect((await api('/v1/relabel/pack')).status).toBe(401);
    expect((await api('/v1/relabel/pack?zoneId=not-a-zone', { token: relabeller.token })).status).toBe(400);
  });

  it('applies a replayed relabel exactly once', async () => {
    const [old] = await stock(admin, clientId, [{ skuId, serial: true }]);
    const itemId = await idOf(old!);
    const [fresh] = await block(1);
    const mutation = relabelMutation([{ itemId, newNumber: fresh! }]);
    const first = await one(admin, mutation);
    const again = await one(admin, mutation);
    expect(again).toEqual(first);
    const both = await sync(admin, [mutation, mutation]);
    expect(both.body.payload.results.map((r) => r.status)).toEqual([200, 200]);
    expect((await item(fresh!)).body.payload.history.filter((entry) => entry.type === 'relabel')).toHaveLength(1);
  });

  it('refuses unknown units and codes, a unit twice, bad input; a scrapped unit keeps its label', async () => {
    expect((await lookup('NO-SUCH-CODE-42')).status).toBe(404);
    expect(await one(admin, relabelMutation([{ itemId: crypto.randomUUID(), newNumber: null }]))).toMatchObject({ status: 404, payload: { reason: 'unknown-unit' } });
    const [number] = await stock(admin, clientId, [{ skuId, serial: true }]);
    const itemId = await idOf(number!);
    expect(await one(admin, relabelMutation([{ itemId, newNumber: null }, { itemId, newNumber: null }]))).toMatchObject({ status: 400 });
    expect(await one(admin, relabelMutation([]))).toMatchObject({ status: 400 });
    expect(await one(admin, relabelMutation([{ itemId, newNumber: '' }]))).toMatchObject({ status: 400 });
    expect(await one(admin, relabelMutation([{ itemId, newNumber: 'A\u0000B' }]))).toMatchObject({ status: 400 });
    expect(await one(admin, relabelMutation([{ itemId: 'not-a-uuid', newNumber: null }]))).toMatchObject({ status: 400 });
    expect((await api('/v1/relabel/units', { token: admin })).status).toBe(400);
    expect((await api(`/v1/relabel/units?code=${encodeURIComponent('A\u0000')}`, { token: admin })).status).toBe(400);
    expect((await api('/v1/relabel/search?q=A', { token: admin })).status).toBe(400);
    expect((await api<RelabelSearch>(`/v1/relabel/search?q=${number!.slice(-6)}`, { token: admin })).body.payload.units.map((u) => u.id)).toContain(itemId);

    const approver = await accountHolding(admin, ['SCRAP_LIST_VIEW', 'SCRAP_LIST_APPROVE', 'SCRAP_LIST_DESTROY']);
    const list = (await api<ScrapListDetail>('/v1/scrap-lists', { token: admin, body: { reason: 'damaged', notes: '', units: [number] } })).body.payload;
    for (const [token, step, body] of [[admin, 'submit'], [approver.token, 'approve'], [approver.token, 'destroy', { witness: 'Marta Gil' }]] as const) {
      const done = await api(`/v1/scrap-lists/${list.number}/${step}`, { method: 'POST', token, ...(body ? { body } : {}) });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
    }
    expect(await one(admin, relabelMutation([{ itemId, newNumber: null }]))).toMatchObject({ status: 409, payload: { reason: 'not-relabellable', status: 'scrapped' } });
    expect(await ledgerHolds()).toBe(true);
  });
});
