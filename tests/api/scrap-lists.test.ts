import { beforeAll, describe, expect, it } from 'vitest';
import type { MovementHistoryPage } from '../../src/domain/ledger/movement-history';
import type { MoveUnitLookup, MovementPack } from '../../src/domain/inventory/movement';
import type { ScrapListDetail, ScrapListListSchema } from '../../src/domain/scrap/scrap-lists';
import type { SyncBatchAnswer } from '../../src/domain/sync/mutations';
import type * as v from 'valibot';
import { moveMutation, toBin } from '../factories/movement';
import { accountHolding, api, signIn } from './helpers';
import { allocate, freshClient, line, openOrder, orderBody, stock } from './orders-world';

/*
 * Scrap lists through the real server (issue 20): each step behind its permission, the four-eyes rule,
 * the hold (no allocation, no move, one active list per unit, released at once by a cancel), the
 * refusals, destruction with its scrap movements, and two lists racing for the same units.
 */
let admin: string;
let clientId: string;
let skuId: string;
let bulkSkuId: string;
let creator: { token: string; id: string };
let approver: { token: string; id: string };
let viewer: string;

const create = (token: string, units: string[], reason = 'damaged', notes = '') => api<ScrapListDetail>('/v1/scrap-lists', { token, body: { reason, notes, units } });
const step = (token: string, number: string, name: string, body?: unknown) => api<ScrapListDetail>(`/v1/scrap-lists/${number}/${name}`, { method: 'POST', token, ...(body ? { body } : {}) });
const detail = async (number: string) => (await api<ScrapListDetail>(`/v1/scrap-lists/${number}`, { token: admin })).body.payload;
const ledgerHolds = async () => (await api<{ holds: boolean }>('/v1/ledger/check', { token: admin })).body.payload.holds;

beforeAll(async () => {
  admin = await signIn('admin');
  const client = await freshClient(admin);
  clientId = client.clientId;
  skuId = client.serialised;
  bulkSkuId = client.bulk;
  creator = await accountHolding(admin, ['SCRAP_LIST_VIEW', 'SCRAP_LIST_CREATE', 'SCRAP_LIST_EDIT', 'SCRAP_LIST_APPROVE', 'SCRAP_LIST_CANCEL']);
  approver = await accountHolding(admin, ['SCRAP_LIST_VIEW', 'SCRAP_LIST_APPROVE', 'SCRAP_LIST_DESTROY']);
  viewer = (await accountHolding(admin, ['SCRAP_LIST_VIEW'])).token;
});

describe('scrap lists', () => {
  it('go from draft to destroyed by two people: the units are scrapped with a scrap movement each', async () => {
    const units = await stock(admin, clientId, [{ skuId, serial: true }, { skuId, serial: true }, { skuId: bulkSkuId, quantity: 7 }]);
    const made = await create(creator.token, units.slice(0, 2), 'damaged', 'Water damage');
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const list = made.body.payload;
    expect(list).toMatchObject({ status: 'draft', reason: 'damaged', units: 2, quantity: 2, createdBy: expect.any(String) });
    expect(list.number).toMatch(/^SC/);

    expect((await api(`/v1/scrap-lists/${list.number}/units`, { token: creator.token, body: { units: [units[2]!.toLowerCase()] } })).status).toBe(200);
    expect(await detail(list.number)).toMatchObject({ units: 3, quantity: 9 });
    expect((await api(`/v1/scrap-lists/${list.number}/units/remove`, { token: creator.token, body: { units: [units[1]!] } })).status).toBe(200);
    expect((await detail(list.number)).unitList.map((u) => u.wmsNumber)).toEqual([units[0], units[2]]);

    expect((await step(creator.token, list.number, 'submit')).body.payload.status).toBe('submitted');
    // The list cannot change once submitted: the state machine's 409 names what is allowed.
    const late = await api(`/v1/scrap-lists/${list.number}/units`, { token: creator.token, body: { units: [units[1]!] } });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ payload: { document: 'scrap-list', state: 'submitted', attempted: 'edit' } });

    const own = await step(creator.token, list.number, 'approve');
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ payload: { reason: 'four-eyes' } });
    expect((await step(approver.token, list.number, 'destroy', { witness: 'Marta Gil' })).status).toBe(409);
    const approved = await step(approver.token, list.number, 'approve');
    expect(approved.body.payload).toMatchObject({ status: 'approved', approvedBy: expect.any(String) });
    expect((await step(creator.token, list.number, 'cancel', { reason: 'Too late' })).status).toBe(409);

    const destroyed = await step(approver.token, list.number, 'destroy', { witness: 'Marta Gil' });
    expect(destroyed.status, JSON.stringify(destroyed.body)).toBe(200);
    expect(destroyed.body.payload).toMatchObject({ status: 'destroyed', witness: 'Marta Gil', units: 2 });
    expect(destroyed.body.payload.unitList.map((u) => [u.wmsNumber, u.status, u.bin])).toEqual([
      [units[0], 'scrapped', null],
      [units[2], 'scrapped', null],
    ]);
    expect(destroyed.body.payload.history.map((h) => h.action)).toEqual([
      'scrap-list.create', 'scrap-list.add-units', 'scrap-list.remove-units', 'scrap-list.submit', 'scrap-list.approve', 'scrap-list.destroy',
    ]);
    const moves = (await api<MovementHistoryPage>(`/v1/movements?${new URLSearchParams({ type: 'scrap', reference: list.number })}`, { token: admin })).body.payload.items;
    expect(moves.map((m) => [m.item?.wmsNumber, m.quantity]).sort()).toEqual([[units[0], 1], [units[2], 7]].sort());
    expect(await ledgerHolds()).toBe(true);
  });

  it('hold their units: no allocation, no move, no second list; a cancel frees them at once', async () => {
    const [unit] = await stock(admin, clientId, [{ skuId: bulkSkuId, quantity: 3, binCode: 'A-01-01' }]);
    const list = (await create(creator.token, [unit!])).body.payload;

    const order = await openOrder(admin, orderBody(clientId, [line(bulkSkuId, 3)]));
    const allocated = await allocate(admin, order.number);
    expect(allocated.body.payload.lines[0]).toMatchObject({ allocated: 0 });

    const pack = (await api<MovementPack>('/v1/movement/pack', { token: admin })).body.payload;
    const target = pack.bins.find((b) => b.code === 'A-01-02')!;
    const itemId = (await detail(list.number)).unitList[0]!.itemId;
    const moved = await api<SyncBatchAnswer>('/v1/sync', { token: admin, body: { mutations: [moveMutation({ kind: 'item', itemId }, toBin(target.id))] } });
    expect(moved.body.payload.results[0]).toMatchObject({ status: 409, payload: { reason: 'held', list: list.number } });
    // A handheld learns the hold with the unit, so it refuses the move offline too.
    const heldByOf = async () => (await api<MoveUnitLookup>(`/v1/movement/units?code=${unit}`, { token: admin })).body.payload.units.map((u) => u.heldBy);
    expect(await heldByOf()).toEqual([list.number]);
    const zonePack = (await api<MovementPack>(`/v1/movement/pack?zoneId=${target.zoneId}`, { token: admin })).body.payload;
    expect(zonePack.items.find((u) => u.id === itemId)?.heldBy).toBe(list.number);

    const second = await create(creator.token, [unit!]);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ payload: { reason: 'units-refused', units: [{ code: unit, refusal: 'held', detail: list.number }] } });

    const cancelled = await step(creator.token, list.number, 'cancel', { reason: 'Found to be fine' });
    expect(cancelled.body.payload).toMatchObject({ status: 'cancelled', cancelReason: 'Found to be fine', units: 1 });
    expect((await allocate(admin, order.number)).body.payload.lines[0]).toMatchObject({ allocated: 3 });
    expect(await heldByOf()).toEqual([null]);
    expect(await ledgerHolds()).toBe(true);
  });

  it('refuse what cannot be written off, all or nothing, and each step without its permission', async () => {
    const units = await stock(admin, clientId, [{ skuId, serial: true }, { skuId: bulkSkuId, quantity: 2 }]);
    const order = await openOrder(admin, orderBody(clientId, [line(bulkSkuId, 2)]));
    await allocate(admin, order.number);
    const refused = await create(creator.token, [units[0]!, units[1]!, 'NO-SUCH-UNIT']);
    expect(refused.status).toBe(409);
    expect(refused.body.payload).toMatchObject({ reason: 'units-refused' });
    expect((refused.body.payload as unknown as { units: { refusal: string }[] }).units.map((u) => u.refusal).sort()).toEqual(['not-scrappable', 'unknown']);
    expect((await create(creator.token, [units[0]!])).status).toBe(200);

    expect((await create(viewer, [])).status).toBe(403);
    const mine = (await create(creator.token, [])).body.payload;
    expect((await step(creator.token, mine.number, 'submit')).body).toMatchObject({ payload: { reason: 'list-empty' } });
    expect((await api(`/v1/scrap-lists/${mine.number}`, { method: 'PUT', token: viewer, body: { reason: 'expired', notes: '' } })).status).toBe(403);
    expect((await api(`/v1/scrap-lists/${mine.number}`, { method: 'PUT', token: creator.token, body: { reason: 'other', notes: '' } })).status).toBe(400);
    expect((await api(`/v1/scrap-lists/${mine.number}`, { method: 'PUT', token: creator.token, body: { reason: 'expired', notes: 'a\u0000b' } })).status).toBe(400);
    expect((await step(viewer, mine.number, 'cancel', { reason: 'x' })).status).toBe(403);
    expect((await api('/v1/scrap-lists/SC-NOPE', { token: viewer })).status).toBe(404);
    expect((await api('/v1/scrap-lists', { token: await signIn('client') })).status).toBe(403);

    const page = await api<v.InferOutput<typeof ScrapListListSchema>>(`/v1/scrap-lists?${new URLSearchParams({ status: 'draft', q: mine.number })}`, { token: viewer });
    expect(page.body.payload.items.map((l) => l.number)).toEqual([mine.number]);
    const csv = await api<string>(`/v1/scrap-lists/export?q=${mine.number}`, { token: viewer });
    expect(csv.body.payload.split('\n')[1]).toContain(mine.number);
  });

  it('racing for the same units, in opposite orders, end with each unit on one list and no deadlock', async () => {
    const units = await stock(admin, clientId, Array.from({ length: 6 }, () => ({ skuId, serial: true })));
    const lists = await Promise.all([create(creator.token, []), create(creator.token, [])]);
    const [a, b] = lists.map((l) => l.body.payload.number) as [string, string];
    const add = (number: string, codes: string[]) => api(`/v1/scrap-lists/${number}/units`, { token: creator.token, body: { units: codes } });
    const answers = await Promise.all(units.flatMap((_, i) => [add(a, [units[i]!, units[(i + 1) % 6]!]), add(b, [units[(i + 1) % 6]!, units[i]!])]));
    expect(answers.map((r) => r.status).every((s) => s === 200 || s === 409)).toBe(true);
    const held = [...(await detail(a)).unitList, ...(await detail(b)).unitList].map((u) => u.wmsNumber);
    expect(new Set(held).size).toBe(held.length);
    expect(held.length).toBeGreaterThan(0);
  });
});
