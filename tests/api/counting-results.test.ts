import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CountingCycleDetail, CountingSummary } from '../../src/domain/counting/cycles';
import type { CountingDiscrepancies, CountingProgress, DiscrepancyAcceptResult, RecountOrderResult } from '../../src/domain/counting/results';
import { CLOSE_BIN, COUNT_ENTRY } from '../../src/domain/counting/statuses';
import type { ListPage } from '../../src/domain/lists/list-query';
import type { ControlNumberDetail, ReceivedItem, ReceivingOptions } from '../../src/domain/receiving/control-numbers';
import { RECEIVE_ITEM } from '../../src/domain/receiving/items';
import type { Sku } from '../../src/domain/skus/skus';
import type { SkuMovementPage } from '../../src/domain/skus/sku-movements';
import type { SyncBatchAnswer } from '../../src/domain/sync/mutations';
import { tokenHolding, api, expectEnvelope, signIn } from './helpers';

const base = '/v1/counting/cycles';
const DEVICE = { Device: 'counting-results-handheld' };
const PERMISSIONS = ['COUNTING_CYCLE_LIST', 'COUNTING_CYCLE_COMPLETE', 'DISCREPANCIES_MANAGE', 'COUNTING_ITEMS'] as const;
type Permission = (typeof PERMISSIONS)[number];

let admin: string;
/** Accounts holding exactly one permission each. */
const only = {} as Record<Permission, string>;
let nordic: ReceivingOptions['clients'][number];
/** A zone of this test's own: bins 0–2 for the serial cycle, 3–4 for the non-serial one, 5 for other cycles. */
let binCodes: string[];
let binIds: string[];
let serialSku: Sku;
let countedSku: Sku;
let controlNumber: string;
/** The units and quantities received, by WMS number order: u1, u2 in bin 0; u3 in bin 1; 7 then 3 in bin 3; 5 in bin 4. */
let stock: ReceivedItem[];

const skuBody = (code: string, serialised: boolean) => ({
  code, description: 'Counting results test', clientId: nordic.id, skuTypeId: null, brandId: null, modelId: null, serialised,
  unit: 'EA', sapMaterialNumber: '', active: true, barcodes: [],
});

async function createSku(serialised: boolean, unitValue: number): Promise<Sku> {
  const answer = await api<Sku>('/v1/skus', { token: admin, body: { ...skuBody(`CR-${randomUUID().slice(0, 8)}`, serialised), unitValue } });
  expect(answer.status).toBe(200);
  return answer.body.payload;
}

/** Receives stock into bins through receiving, one unit after the other so that creation order is known. */
async function receive(units: { skuId: string; binCode: string; quantity?: number; serial?: string | null }[]): Promise<void> {
  const cn = await api<ControlNumberDetail>('/v1/receiving/control-numbers', {
    token: admin,
    body: { clientId: nordic.id, sourceTypeId: null, dealerId: null, carrierId: null, trackingNumbers: [], lines: [], notes: 'Counting results stock' },
  });
  controlNumber = cn.body.payload.number;
  const block = await api<{ numbers: string[] }>('/v1/receiving/wms-blocks', { token: admin, body: { count: units.length }, headers: DEVICE });
  for (const [i, unit] of units.entries()) {
    const mutation = {
      id: randomUUID(),
      kind: RECEIVE_ITEM,
      createdAt: Date.now(),
      payload: {
        itemId: randomUUID(), controlNumber, wmsNumber: block.body.payload.numbers[i], skuId: unit.skuId,
        serial: unit.serial === undefined ? `CR-${randomUUID().slice(0, 12)}` : unit.serial, quantity: unit.quantity ?? 1, lotNumber: null, expiry: null,
        binCode: unit.binCode, containerCode: null,
      },
    };
    const answer = await api<SyncBatchAnswer>('/v1/sync', { token: admin, body: { mutations: [mutation] }, headers: DEVICE });
    expect(answer.body.payload.results.map((r) => r.status)).toEqual([200]);
  }
}

const itemsNow = async () =>
  (await api<ListPage<ReceivedItem>>(`/v1/receiving/control-numbers/${controlNumber}/items?pageSize=100&sort=wmsNumber&dir=asc`, { token: admin })).body.payload.items;

async function startedCycle(mode: 'serial' | 'non-serial', bins: string[]): Promise<CountingCycleDetail> {
  const body = { name: `Results ${randomUUID().slice(0, 8)}`, mode, blind: false, counterIds: [], scope: { zoneIds: [], binIds: bins, skuIds: [], clientIds: [] } };
  const created = await api<CountingCycleDetail>(base, { token: admin, body });
  expect(created.status).toBe(201);
  const started = await api<CountingCycleDetail>(`${base}/${created.body.payload.id}/start`, { token: admin, method: 'POST' });
  expect(started.status).toBe(200);
  return started.body.payload;
}

/** One handheld counting a bin: its entries and the close, through the outbox as a device sends them. */
async function countBin(cycleId: string, binId: string, entries: { code: string; skuId?: string; quantity?: number }[], round = 1) {
  const binCountId = randomUUID();
  const mutations = entries.map((entry) => ({
    id: randomUUID(),
    kind: COUNT_ENTRY,
    createdAt: Date.now(),
    payload: { id: randomUUID(), cycleId, binCountId, binId, round, code: entry.code, skuId: entry.skuId ?? null, quantity: entry.quantity ?? 1, countedAt: new Date().toISOString() },
  }));
  mutations.push({ id: randomUUID(), kind: CLOSE_BIN, createdAt: Date.now(), payload: { cycleId, binCountId, binId, round, closedAt: new Date().toISOString() } as never });
  const answer = await api<SyncBatchAnswer>('/v1/sync', { token: admin, body: { mutations }, headers: DEVICE });
  expect(answer.body.payload.results.map((r) => [r.status, r.message])).toEqual(mutations.map(() => [200, expect.any(String)]));
}

const progress = async (id: string) => (await api<CountingProgress>(`${base}/${id}/progress`, { token: admin })).body.payload;
const discrepancies = async (id: string) => (await api<CountingDiscrepancies>(`${base}/${id}/discrepancies`, { token: admin })).body.payload;
const complete = (id: string, token = admin) => api<{ summary: CountingSummary }>(`${base}/${id}/complete`, { token, method: 'POST' });
const accept = (id: string, ids?: string[]) => api<DiscrepancyAcceptResult>(`${base}/${id}/discrepancies/accept`, { token: admin, body: ids ? { ids } : {} });
const recount = (id: string, bins: string[]) => api<RecountOrderResult>(`${base}/${id}/recounts`, { token: admin, body: { binIds: bins } });
const countingMovements = async (skuId: string, cycleId: string) =>
  (await api<SkuMovementPage>(`/v1/skus/${skuId}/movements?pageSize=100`, { token: admin })).body.payload.items.filter((m) => m.reference?.type === 'counting' && m.reference.id === cycleId);

beforeAll(async () => {
  admin = await signIn('admin');
  for (const permission of PERMISSIONS) only[permission] = await tokenHolding(admin, [permission]);
  nordic = (await api<ReceivingOptions>('/v1/receiving/options', { token: admin })).body.payload.clients.find((c) => c.code === 'NORDIC')!;
  const code = `R${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  const zoneId = (await api<{ id: string }>('/v1/zones', { token: admin, body: { code, name: 'Counting results zone', active: true } })).body.payload.id;
  binCodes = [0, 1, 2, 3, 4, 5].map((n) => `${code}-${n}`);
  binIds = [];
  for (const [n, binCode] of binCodes.entries()) {
    const bin = await api<{ id: string }>('/v1/bins', { token: admin, body: { zoneId, code: binCode, pickSequence: n, blocked: false, blockedReason: '', active: true } });
    binIds.push(bin.body.payload.id);
  }
  [serialSku, countedSku] = [await createSku(true, 10), await createSku(false, 2.5)];
  await receive([
    { skuId: serialSku.id, binCode: binCodes[0]! },
    { skuId: serialSku.id, binCode: binCodes[0]! },
    { skuId: serialSku.id, binCode: binCodes[1]! },
    { skuId: countedSku.id, binCode: binCodes[3]!, quantity: 7, serial: null },
    { skuId: countedSku.id, binCode: binCodes[3]!, quantity: 3, serial: null },
    { skuId: countedSku.id, binCode: binCodes[4]!, quantity: 5, serial: null },
  ]);
  stock = await itemsNow();
  expect(stock.map((item) => [item.bin?.code, item.quantity])).toEqual([[binCodes[0], 1], [binCodes[0], 1], [binCodes[1], 1], [binCodes[3], 7], [binCodes[3], 3], [binCodes[4], 5]]);
}, 180_000);

describe('counting results permissions', () => {
  it('answers 401 without a token and 403 to accounts holding exactly one other permission', async () => {
    const cycle = await startedCycle('serial', [binIds[5]!]);
    const routes: { path: string; method: string; body?: unknown; access: Permission }[] = [
      { path: `${base}/${cycle.id}/progress`, method: 'GET', access: 'COUNTING_CYCLE_LIST' },
      { path: `${base}/${cycle.id}/discrepancies`, method: 'GET', access: 'COUNTING_CYCLE_LIST' },
      { path: `${base}/${cycle.id}/discrepancies/export`, method: 'GET', access: 'COUNTING_CYCLE_LIST' },
      { path: `${base}/${cycle.id}/recounts`, method: 'POST', body: { binIds: [binIds[5]] }, access: 'DISCREPANCIES_MANAGE' },
      { path: `${base}/${cycle.id}/discrepancies/accept`, method: 'POST', body: {}, access: 'DISCREPANCIES_MANAGE' },
      { path: `${base}/${cycle.id}/complete`, method: 'POST', access: 'COUNTING_CYCLE_COMPLETE' },
    ];
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      const call = (token?: string) => api(route.path, { method: route.method, body: route.body, ...(token ? { token } : {}) });
      expect([name, (await call()).status]).toEqual([name, 401]);
      for (const permission of PERMISSIONS.filter((p) => p !== route.access)) {
        const denied = await call(only[permission]);
        expect([name, permission, denied.status]).toEqual([name, permission, 403]);
        expectEnvelope(denied, 403);
      }
    }
    // Refused calls changed nothing; each passes with its own permission alone.
    expect((await progress(cycle.id)).cycle.status).toBe('in_progress');
    expect((await api(`${base}/${cycle.id}/progress`, { token: only.COUNTING_CYCLE_LIST })).status).toBe(200);
    const ordered = await api<RecountOrderResult>(`${base}/${cycle.id}/recounts`, { token: only.DISCREPANCIES_MANAGE, body: { binIds: [binIds[5]] } });
    expect(ordered.body.payload).toEqual({ ordered: [{ binId: binIds[5], round: 2 }], alreadyOpen: [] });
    await countBin(cycle.id, binIds[5]!, [], 2);
    expect((await complete(cycle.id, only.COUNTING_CYCLE_COMPLETE)).status).toBe(200);
  });
});

describe('counting cycle states', () => {
  it('refuses complete, accept and recount in the wrong state with 409 naming it', async () => {
    const created = (await api<CountingCycleDetail>(base, {
      token: admin,
      body: { name: 'Never started', mode: 'serial', blind: false, counterIds: [], scope: { zoneIds: [], binIds: [binIds[5]], skuIds: [], clientIds: [] } },
    })).body.payload;
    const createdAnswer = await complete(created.id);
    expectEnvelope(createdAnswer, 409);
    expect(createdAnswer.body.message).toContain('created');

    const cancelled = await startedCycle('serial', [binIds[5]!]);
    expect((await api(`${base}/${cancelled.id}/cancel`, { token: admin, body: { reason: 'State test' } })).status).toBe(200);
    const cancelledAnswer = await complete(cancelled.id);
    expectEnvelope(cancelledAnswer, 409);
    expect(cancelledAnswer.body.message).toContain('cancelled');

    const running = await startedCycle('serial', [binIds[5]!]);
    const early = await accept(running.id);
    expectEnvelope(early, 409);
    expect(early.body.message).toContain('in progress');

    expect((await complete(running.id)).status).toBe(200);
    const again = await complete(running.id);
    expectEnvelope(again, 409);
    expect(again.body.message).toContain('completed');
    const late = await recount(running.id, [binIds[5]!]);
    expectEnvelope(late, 409);
    expect(late.body.message).toContain('completed');
  });

  it('refuses a recount of a bin outside the cycle with 400 and changes nothing', async () => {
    const cycle = await startedCycle('serial', [binIds[5]!]);
    const answer = await recount(cycle.id, [binIds[2]!]);
    expectEnvelope(answer, 400);
    expect((await progress(cycle.id)).recounts).toEqual([]);
    expect((await api(`${base}/${cycle.id}/cancel`, { token: admin, body: { reason: 'Cleanup' } })).status).toBe(200);
  });
});

describe('a serial cycle from counts to accepted stock', () => {
  it('shows progress, blocks completion while a recount is open, stores discrepancies and summary, and accepts them once', async () => {
    const [u1, u2, u3] = [stock[0]!, stock[1]!, stock[2]!];
    const cycle = await startedCycle('serial', [binIds[0]!, binIds[1]!, binIds[2]!]);
    // Bin 0 holds u1 and, wrongly, u3; u2 is nowhere. Bin 1 has a label nobody knows. Bin 2 is empty, as expected.
    await countBin(cycle.id, binIds[0]!, [{ code: u1.wmsNumber }, { code: u3.serial! }]);
    await countBin(cycle.id, binIds[1]!, [{ code: 'NOPE-000001' }]);

    const live = await progress(cycle.id);
    expect(live.zones[0]!.bins.map((bin) => [bin.code, bin.state, bin.round])).toEqual([[binCodes[0], 'counted', 1], [binCodes[1], 'counted', 1], [binCodes[2], 'pending', 1]]);
    expect(live.zones[0]!.bins[0]!.counts).toEqual([expect.objectContaining({ device: DEVICE.Device, user: 'Alex Admin', units: 2, closed: true, round: 1 })]);
    expect(live.counters).toEqual([expect.objectContaining({ name: 'Alex Admin', entries: 3 })]);
    expect(live.totals).toEqual({ binsDone: 2, binsTotal: 3, unitsCounted: 3 });
    expect(live.discrepancies).toBe(3);
    const so = await discrepancies(cycle.id);
    expect(so.live).toBe(true);
    expect(so.rows.map((row) => [row.type, row.id])).toEqual(expect.arrayContaining([['missing', null], ['wrong-bin', null], ['unexpected', null]]));

    await countBin(cycle.id, binIds[2]!, []);
    expect((await recount(cycle.id, [binIds[0]!])).body.payload).toEqual({ ordered: [{ binId: binIds[0], round: 2 }], alreadyOpen: [] });
    expect((await recount(cycle.id, [binIds[0]!])).body.payload).toEqual({ ordered: [], alreadyOpen: [binIds[0]] });
    const waiting = await progress(cycle.id);
    expect(waiting.zones[0]!.bins[0]).toMatchObject({ state: 'recount', round: 2 });
    expect(waiting.recounts).toEqual([expect.objectContaining({ binCode: binCodes[0], reason: 'ordered', round: 2, status: 'open' })]);

    const blocked = await complete(cycle.id);
    expectEnvelope(blocked, 409);
    expect(blocked.body.message).toContain('1 recount task');
    expect(blocked.body.payload).toEqual({ openRecounts: 1 });

    // The recount finds the same: the result stands, but bin 0 was not right first time.
    await countBin(cycle.id, binIds[0]!, [{ code: u1.wmsNumber }, { code: u3.wmsNumber }], 2);
    const done = await complete(cycle.id);
    expect(done.status).toBe(200);
    expect(done.body.payload.summary).toEqual({
      bins: 3, binsCounted: 3, binsRightFirstTime: 1, unitsExpected: 3, unitsRightFirstTime: 1, binAccuracy: 33.3, unitAccuracy: 33.3, discrepancies: 3,
    });
    expect((await progress(cycle.id)).cycle).toMatchObject({ status: 'completed', summary: done.body.payload.summary });

    const stored = await discrepancies(cycle.id);
    expect(stored.live).toBe(false);
    const byType = Object.fromEntries(stored.rows.map((row) => [row.type, row]));
    expect(byType.missing).toMatchObject({ status: 'open', wmsNumber: u2.wmsNumber, expectedBin: { code: binCodes[0] }, countedBin: null, expectedQuantity: 1, countedQuantity: 0, value: -10 });
    expect(byType['wrong-bin']).toMatchObject({ wmsNumber: u3.wmsNumber, serial: u3.serial, expectedBin: { code: binCodes[1] }, countedBin: { code: binCodes[0] }, value: 0 });
    expect(byType.unexpected).toMatchObject({ code: 'NOPE-000001', sku: null, countedBin: { code: binCodes[1] }, countedQuantity: 1, value: null });
    expect(stored.rows.every((row) => row.id !== null)).toBe(true);

    const csv = await api<string>(`${base}/${cycle.id}/discrepancies/export`, { token: admin });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.body.payload.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('zone,bin,sku_code,sku_description,unknown_code,expected,counted,difference,discrepancies,value');
    expect(lines).toContain(`${binCodes[0]!.split('-')[0]},${binCodes[0]},${serialSku.code},Counting results test,,2,2,0,missing|wrong-bin,-10`);
    expect(lines).toContain(`${binCodes[1]!.split('-')[0]},${binCodes[1]},,,NOPE-000001,0,1,1,unexpected,`);

    // Someone put u2 away in bin 2 after the cycle: its row is left alone.
    const moved = await api(`/v1/receiving/items/${u2.id}`, {
      token: admin, method: 'PUT', body: { serial: u2.serial, quantity: 1, lotNumber: null, expiry: null, binId: binIds[2], containerId: null },
    });
    expect(moved.status).toBe(200);
    const first = await accept(cycle.id);
    expect(first.status).toBe(200);
    expect(first.body.payload).toEqual({
      accepted: 1,
      movements: 1,
      skipped: expect.arrayContaining([{ id: byType.missing!.id, reason: 'moved' }, { id: byType.unexpected!.id, reason: 'not-adjustable' }]),
    });
    const after = await itemsNow();
    expect(after.find((item) => item.id === u3.id)).toMatchObject({ bin: { code: binCodes[0] }, status: 'received' });
    expect(after.find((item) => item.id === u2.id)).toMatchObject({ bin: { code: binCodes[2] }, status: 'received' });
    expect(await countingMovements(serialSku.id, cycle.id)).toEqual([
      expect.objectContaining({ type: 'adjust', quantity: 1, from: { bin: binCodes[1], container: null }, to: { bin: binCodes[0], container: null } }),
    ]);
    expect((await discrepancies(cycle.id)).rows.find((row) => row.type === 'wrong-bin')).toMatchObject({ status: 'accepted', acceptedAt: expect.any(String) });

    const second = await accept(cycle.id);
    expect(second.body.payload).toMatchObject({ accepted: 0, movements: 0 });
    expect(await countingMovements(serialSku.id, cycle.id)).toHaveLength(1);
  });

  it('marks a unit nobody found as missing when accepted', async () => {
    const u1 = stock[0]!;
    const cycle = await startedCycle('serial', [binIds[0]!]);
    // Bin 0 now holds u1 and u3 (accepted above); u3 is not found this time.
    await countBin(cycle.id, binIds[0]!, [{ code: u1.wmsNumber }]);
    expect((await complete(cycle.id)).status).toBe(200);
    const [row] = (await discrepancies(cycle.id)).rows;
    expect(row).toMatchObject({ type: 'missing', wmsNumber: stock[2]!.wmsNumber, value: -10 });
    expect((await accept(cycle.id, [row!.id!])).body.payload).toEqual({ accepted: 1, movements: 1, skipped: [] });
    expect((await itemsNow()).find((item) => item.id === stock[2]!.id)).toMatchObject({ status: 'missing', bin: null });
    expect(await countingMovements(serialSku.id, cycle.id)).toEqual([expect.objectContaining({ type: 'adjust', from: { bin: binCodes[0], container: null }, to: { bin: null, container: null } })]);
  });
});

describe('a non-serial cycle', () => {
  it('stores over and under with values, and accepts them from the newest item', async () => {
    const cycle = await startedCycle('non-serial', [binIds[3]!, binIds[4]!]);
    // Bin 3 holds 7 + 3 and 6 are counted; bin 4 holds 5 and 6 are counted (in two scans).
    await countBin(cycle.id, binIds[3]!, [{ code: countedSku.code, skuId: countedSku.id, quantity: 6 }]);
    await countBin(cycle.id, binIds[4]!, [{ code: countedSku.code, quantity: 4 }, { code: countedSku.code, quantity: 2 }]);
    expect((await progress(cycle.id)).totals).toEqual({ binsDone: 2, binsTotal: 2, unitsCounted: 12 });
    const done = await complete(cycle.id);
    expect(done.body.payload.summary).toMatchObject({ binsCounted: 2, binsRightFirstTime: 0, unitsExpected: 15, unitsRightFirstTime: 11, discrepancies: 2 });
    const rows = (await discrepancies(cycle.id)).rows;
    const under = rows.find((row) => row.type === 'under')!;
    const over = rows.find((row) => row.type === 'over')!;
    expect(under).toMatchObject({ sku: { id: countedSku.id }, expectedBin: { code: binCodes[3] }, countedBin: { code: binCodes[3] }, expectedQuantity: 10, countedQuantity: 6, value: -10 });
    expect(over).toMatchObject({ expectedBin: { code: binCodes[4] }, expectedQuantity: 5, countedQuantity: 6, value: 2.5 });

    expect((await accept(cycle.id, [under.id!])).body.payload).toEqual({ accepted: 1, movements: 2, skipped: [] });
    const [seven, three, five] = [stock[3]!, stock[4]!, stock[5]!];
    let now = await itemsNow();
    // The newest item (3) is used up and becomes missing; the 7 gives one more.
    expect(now.find((item) => item.id === three.id)).toMatchObject({ status: 'missing', bin: null, quantity: 3 });
    expect(now.find((item) => item.id === seven.id)).toMatchObject({ status: 'received', bin: { code: binCodes[3] }, quantity: 6 });
    expect(now.find((item) => item.id === five.id)).toMatchObject({ quantity: 5 });

    expect((await accept(cycle.id)).body.payload).toEqual({ accepted: 1, movements: 1, skipped: [] });
    now = await itemsNow();
    expect(now.find((item) => item.id === five.id)).toMatchObject({ quantity: 6, bin: { code: binCodes[4] } });
    const ledger = await countingMovements(countedSku.id, cycle.id);
    expect(ledger.map((m) => [m.type, m.quantity, m.from.bin, m.to.bin]).sort()).toEqual(
      [['adjust', 1, binCodes[4], binCodes[4]], ['adjust', -1, binCodes[3], binCodes[3]], ['adjust', 3, binCodes[3], null]].sort(),
    );
    expect((await accept(cycle.id)).body.payload).toEqual({ accepted: 0, movements: 0, skipped: [] });
    expect(await countingMovements(countedSku.id, cycle.id)).toHaveLength(3);
  });
});

describe('live discrepancies while counting', () => {
  it('follow every change that alters them: a close, a unit value, a recount', async () => {
    const inBin = (await itemsNow()).filter((item) => item.bin?.code === binCodes[4] && item.status !== 'missing').reduce((sum, item) => sum + item.quantity, 0);
    const cycle = await startedCycle('non-serial', [binIds[4]!]);
    expect((await progress(cycle.id)).discrepancies).toBe(0);

    await countBin(cycle.id, binIds[4]!, [{ code: countedSku.code, quantity: inBin + 1 }]);
    expect((await progress(cycle.id)).discrepancies).toBe(1);
    expect((await discrepancies(cycle.id)).rows).toEqual([expect.objectContaining({ type: 'over', expectedQuantity: inBin, countedQuantity: inBin + 1, value: 2.5 })]);

    const edited = await api<Sku>(`/v1/skus/${countedSku.id}`, { token: admin, method: 'PUT', body: { ...skuBody(countedSku.code, false), unitValue: 4 } });
    expect(edited.status).toBe(200);
    expect((await discrepancies(cycle.id)).rows).toEqual([expect.objectContaining({ type: 'over', value: 4 })]);

    expect((await recount(cycle.id, [binIds[4]!])).status).toBe(200);
    expect((await progress(cycle.id)).discrepancies).toBe(0);
    expect((await discrepancies(cycle.id)).rows).toEqual([]);
  });
});
