import { beforeAll, describe, expect, it } from 'vitest';
import type { MoveAnswer, MoveUnitLookup, MovementPack } from '../../src/domain/inventory/movement';
import type { LedgerCheck } from '../../src/domain/ledger/ledger-check';
import type { ReceivingOptions } from '../../src/domain/receiving/control-numbers';
import type { Sku } from '../../src/domain/skus/skus';
import type { SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { accountHolding, api, signIn } from './helpers';
import { binBody, zoneBody } from '../factories/locations';
import { moveMutation, toBin, toContainer, undoMoveMutation } from '../factories/movement';
import { controlNumberBody, receiveItemMutation } from '../factories/receiving';
import { skuBody } from '../factories/skus';
import { uniqueZoneCode } from '../factories/unique';

/*
 * Inventory movement through the sync endpoint: the pack, each permission (INVENTORY_MOVEMENT for every
 * move, BIN_MOVEMENT for one into or out of a bin), each refusal, replay, the split of a quantity,
 * a container moving with what it holds, and undo; the ledger check after the moves.
 */
let admin: string;
const bin: Record<'a' | 'b' | 'blocked' | 'inactive', string> = { a: '', b: '', blocked: '', inactive: '' };
let containerId: string;
let otherContainerId: string;
let serialSkuId: string;
let countedSkuId: string;
let units: { id: string; wmsNumber: string }[];
let counted: { id: string; wmsNumber: string };
let inContainer: { id: string; wmsNumber: string };
let zoneId: string;

const sync = (token: string, mutations: unknown[]) => api<SyncBatchAnswer>('/v1/sync', { token, body: { mutations } });
const one = async (token: string, mutation: unknown) => (await sync(token, [mutation])).body.payload.results[0]!;
const pack = async (zone: string | null = zoneId) => (await api<MovementPack>(`/v1/movement/pack${zone ? `?zoneId=${zone}` : ''}`, { token: admin })).body.payload;
const placeOf = async (itemId: string) => (await pack()).items.find((item) => item.id === itemId);
const check = async () => (await api<LedgerCheck>('/v1/ledger/check', { token: admin })).body.payload;

beforeAll(async () => {
  admin = await signIn('admin');
  const clientId = (await api<ReceivingOptions>('/v1/receiving/options', { token: admin })).body.payload.clients.find((c) => c.code === 'NORDIC')!.id;
  const code = uniqueZoneCode('M', 7);
  zoneId = (await api<{ id: string }>('/v1/zones', { token: admin, body: zoneBody(code, 'Movement test zone') })).body.payload.id;
  const bodies = { a: binBody(zoneId, `${code}-A`, 1), b: binBody(zoneId, `${code}-B`, 2), blocked: { ...binBody(zoneId, `${code}-X`, 3), blocked: true, blockedReason: 'Broken rack' }, inactive: { ...binBody(zoneId, `${code}-Z`, 4), active: false } };
  for (const key of Object.keys(bodies) as (keyof typeof bodies)[]) {
    const made = await api<{ id: string }>('/v1/bins', { token: admin, body: bodies[key] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    bin[key] = made.body.payload.id;
  }
  const made = await api<{ id: string; code: string }[]>('/v1/containers', { token: admin, body: { type: 'tote', binId: bin.a, active: true, count: 2 } });
  expect(made.status).toBe(200);
  [containerId, otherContainerId] = made.body.payload.map((c) => c.id) as [string, string];
  const containerCode = made.body.payload[0]!.code;
  const sku = async (serialised: boolean) => (await api<Sku>('/v1/skus', { token: admin, body: skuBody({ code: `${code}-${serialised ? 'S' : 'C'}`, description: 'Movement test', clientId, serialised, unitValue: null }) })).body.payload.id;
  serialSkuId = await sku(true);
  countedSkuId = await sku(false);
  const cn = (await api<{ number: string }>('/v1/receiving/control-numbers', { token: admin, body: controlNumberBody(clientId) })).body.payload.number;
  const numbers = (await api<{ numbers: string[] }>('/v1/receiving/wms-blocks', { token: admin, body: { count: 5 } })).body.payload.numbers;
  const received = [0, 1, 2].map((i) => receiveItemMutation({ controlNumber: cn, wmsNumber: numbers[i], skuId: serialSkuId, serial: `${code}-SN-${i}`, quantity: 1, binCode: `${code}-A` }));
  received.push(receiveItemMutation({ controlNumber: cn, wmsNumber: numbers[3], skuId: countedSkuId, serial: null, quantity: 10, binCode: `${code}-A` }));
  received.push(receiveItemMutation({ controlNumber: cn, wmsNumber: numbers[4], skuId: serialSkuId, serial: `${code}-SN-9`, quantity: 1, binCode: null, containerCode }));
  const answer = await sync(admin, received);
  expect(answer.body.payload.results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  const ids = received.map((m) => ({ id: m.payload.itemId, wmsNumber: m.payload.wmsNumber! }));
  units = ids.slice(0, 3);
  counted = ids[3]!;
  inContainer = ids[4]!;
}, 120_000);

describe('the movement pack', () => {
  it('holds bins with their state, containers and the units in place; it needs INVENTORY_MOVEMENT', async () => {
    const got = await pack();
    expect(got.bins.find((b) => b.id === bin.blocked)).toMatchObject({ blocked: true, active: true });
    expect(got.containers.find((c) => c.id === containerId)).toMatchObject({ binId: bin.a });
    expect(got.items.find((i) => i.id === inContainer.id)).toMatchObject({ binId: bin.a, containerId, status: 'received' });
    expect(got.skus.find((s) => s.id === countedSkuId)).toMatchObject({ serialised: false });
    const without = await accountHolding(admin, ['ITEM_LIST']);
    expect((await api('/v1/movement/pack', { token: without.token })).status).toBe(403);
    expect((await api(`/v1/movement/units?code=${units[0]!.wmsNumber}`, { token: without.token })).status).toBe(403);
  });

  it('carries the received units always and the other units of the chosen zone only; any unit is found by code', async () => {
    const posted = await api(`/v1/receiving/items/${units[1]!.wmsNumber}/goods-receipt`, { method: 'POST', token: admin, headers: { Device: 'movement-test' } });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect((await pack(null)).items.map((i) => i.id)).toContain(units[0]!.id);
    expect((await pack(null)).items.map((i) => i.id)).not.toContain(units[1]!.id);
    expect((await pack()).items.find((i) => i.id === units[1]!.id)).toMatchObject({ status: 'available', binId: bin.a });
    const lookup = async (code: string) => (await api<MoveUnitLookup>(`/v1/movement/units?code=${encodeURIComponent(code)}`, { token: admin })).body.payload.units;
    expect(await lookup(units[1]!.wmsNumber.toLowerCase())).toMatchObject([{ id: units[1]!.id, binId: bin.a, status: 'available' }]);
    expect(await lookup(`${inContainer.wmsNumber.slice(0, -1)}-no-such`)).toEqual([]);
    expect((await api('/v1/movement/units', { token: admin })).status).toBe(400);
    expect((await api('/v1/movement/pack?zoneId=not-a-zone', { token: admin })).status).toBe(400);
  });
});

describe('moving by scan', () => {
  it('needs INVENTORY_MOVEMENT, and BIN_MOVEMENT for a move into or out of a bin', async () => {
    const neither = await accountHolding(admin, ['ITEM_LIST']);
    const moveOnly = await accountHolding(admin, ['INVENTORY_MOVEMENT']);
    const both = await accountHolding(admin, ['INVENTORY_MOVEMENT', 'BIN_MOVEMENT']);
    expect(await one(neither.token, moveMutation({ kind: 'item', itemId: units[0]!.id }, toBin(bin.b)))).toMatchObject({ status: 403 });
    const refused = await one(moveOnly.token, moveMutation({ kind: 'item', itemId: units[0]!.id }, toBin(bin.b)));
    expect(refused).toMatchObject({ status: 403, permanent: true, payload: { reason: 'bin-movement' } });
    // Out of a container onto the bin it stands on: no bin changes, INVENTORY_MOVEMENT is enough.
    expect(await one(moveOnly.token, moveMutation({ kind: 'item', itemId: inContainer.id }, toBin(bin.a)))).toMatchObject({ status: 200 });
    expect(await placeOf(inContainer.id)).toMatchObject({ binId: bin.a, containerId: null });
    expect(await one(moveOnly.token, moveMutation({ kind: 'item', itemId: inContainer.id }, toContainer(containerId)))).toMatchObject({ status: 200 });
    expect(await one(both.token, moveMutation({ kind: 'item', itemId: units[0]!.id }, toBin(bin.b)))).toMatchObject({ status: 200 });
    expect(await placeOf(units[0]!.id)).toMatchObject({ binId: bin.b, containerId: null, status: 'received' });
  });

  it('refuses a blocked or inactive bin, a unit not in the scanned source, too much, the same place, a container into a container', async () => {
    const item = { kind: 'item' as const, itemId: units[1]!.id };
    const reasons = async (mutation: unknown) => ((await one(admin, mutation)).payload as { reason?: string } | null)?.reason;
    expect(await reasons(moveMutation(item, toBin(bin.blocked)))).toBe('target-blocked');
    expect(await reasons(moveMutation(item, toBin(bin.inactive)))).toBe('target-inactive');
    expect(await reasons(moveMutation(item, toBin(bin.b), { source: { binId: bin.b, containerId: null } }))).toBe('not-in-source');
    expect(await reasons(moveMutation(item, toBin(bin.a)))).toBe('same-place');
    const quantity = { kind: 'quantity' as const, skuId: countedSkuId, lotNumber: null, quantity: 11, newItemId: crypto.randomUUID() };
    expect(await reasons(moveMutation(quantity, toBin(bin.b), { source: { binId: bin.a, containerId: null } }))).toBe('short');
    expect(await reasons(moveMutation({ kind: 'container', containerId }, toContainer(otherContainerId)))).toBe('container-into-container');
    expect(await reasons(moveMutation({ kind: 'item', itemId: crypto.randomUUID() }, toBin(bin.b)))).toBe('unknown-stock');
    expect(await placeOf(units[1]!.id)).toMatchObject({ binId: bin.a });
  });

  it('applies a move exactly once when it is sent again', async () => {
    const putaways = async () =>
      (await api<{ items: { type: string }[] }>(`/v1/skus/${serialSkuId}/movements?pageSize=100`, { token: admin })).body.payload.items.filter((m) => m.type === 'putaway').length;
    const before = await putaways();
    const move = moveMutation({ kind: 'item', itemId: units[2]!.id }, toBin(bin.b), { source: { binId: bin.a, containerId: null } });
    const first = await one(admin, move);
    const again = await one(admin, move);
    expect(first).toMatchObject({ status: 200 });
    expect(again).toEqual(first);
    expect(await putaways()).toBe(before + 1);
  });

  it('splits part of a non-serial item off as a new unit with its own WMS number, and keeps the ledger', async () => {
    const move = moveMutation({ kind: 'quantity', skuId: countedSkuId, lotNumber: null, quantity: 4, newItemId: crypto.randomUUID() }, toBin(bin.b), { source: { binId: bin.a, containerId: null } });
    const answer = await one(admin, move);
    expect(answer.status).toBe(200);
    const { split } = answer.payload as MoveAnswer;
    expect(split).toMatchObject({ fromItemId: counted.id, itemId: move.payload.what.kind === 'quantity' ? move.payload.what.newItemId : '' });
    expect(split!.wmsNumber).not.toBe(counted.wmsNumber);
    expect(await placeOf(counted.id)).toMatchObject({ binId: bin.a, quantity: 6 });
    expect(await placeOf(split!.itemId)).toMatchObject({ binId: bin.b, quantity: 4, wmsNumber: split!.wmsNumber });
    expect(await check()).toMatchObject({ holds: true });
  });

  it('undoing a split merges the part back into the item it came from while that item is still in place, else it goes back on its own', async () => {
    const split = (quantity: number) => moveMutation({ kind: 'quantity', skuId: countedSkuId, lotNumber: null, quantity, newItemId: crypto.randomUUID() }, toBin(bin.b), { source: { binId: bin.a, containerId: null } });
    const partOf = (move: ReturnType<typeof split>) => (move.payload.what.kind === 'quantity' ? move.payload.what.newItemId : '');
    const first = split(2);
    expect(await one(admin, first)).toMatchObject({ status: 200 });
    expect(await placeOf(counted.id)).toMatchObject({ quantity: 4 });
    expect(await one(admin, undoMoveMutation(first.id))).toMatchObject({ status: 200, payload: { undone: true, moved: 1, merged: true } });
    expect(await placeOf(counted.id)).toMatchObject({ binId: bin.a, quantity: 6 });
    expect(await placeOf(partOf(first))).toBeUndefined();
    expect(await check()).toMatchObject({ holds: true });

    // The item it came from moved on meanwhile: the part goes back where it was split off, as its own item.
    const second = split(1);
    expect(await one(admin, second)).toMatchObject({ status: 200 });
    expect(await one(admin, moveMutation({ kind: 'item', itemId: counted.id }, toBin(bin.b)))).toMatchObject({ status: 200 });
    expect(await one(admin, undoMoveMutation(second.id))).toMatchObject({ status: 200, payload: { undone: true, moved: 1, merged: false } });
    expect(await placeOf(partOf(second))).toMatchObject({ binId: bin.a, quantity: 1 });
    expect(await placeOf(counted.id)).toMatchObject({ binId: bin.b, quantity: 5 });
    expect(await check()).toMatchObject({ holds: true });
  });

  it('moves a container with what it holds, and undo takes the move back', async () => {
    const move = moveMutation({ kind: 'container', containerId }, toBin(bin.b));
    expect(await one(admin, move)).toMatchObject({ status: 200 });
    const after = await pack();
    expect(after.containers.find((c) => c.id === containerId)).toMatchObject({ binId: bin.b });
    expect(after.items.find((i) => i.id === inContainer.id)).toMatchObject({ binId: bin.b, containerId });

    expect(await one(admin, undoMoveMutation(move.id))).toMatchObject({ status: 200, payload: { undone: true, moved: 1 } });
    const back = await pack();
    expect(back.containers.find((c) => c.id === containerId)).toMatchObject({ binId: bin.a });
    expect(back.items.find((i) => i.id === inContainer.id)).toMatchObject({ binId: bin.a, containerId });
    // Another account's undo of the same move takes nothing back: a move id is its sender's own.
    const other = await accountHolding(admin, ['INVENTORY_MOVEMENT', 'BIN_MOVEMENT']);
    expect(await one(other.token, undoMoveMutation(move.id))).toMatchObject({ status: 200, payload: { undone: false } });
    expect(await check()).toMatchObject({ holds: true });
  });

  it('moves a whole bin: its loose units and its containers', async () => {
    const move = moveMutation({ kind: 'bin', binId: bin.a }, toBin(bin.b));
    const answer = await one(admin, move);
    expect(answer.status).toBe(200);
    const got = await pack();
    expect(got.items.filter((i) => i.binId === bin.a)).toEqual([]);
    expect(got.containers.filter((c) => c.binId === bin.a)).toEqual([]);
    expect(await check()).toMatchObject({ holds: true });
  });
});
