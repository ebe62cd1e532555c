import { beforeAll, describe, expect, it } from 'vitest';
import type { CountingCycleDetail } from '../../src/domain/counting/cycles';
import type { RecountOrderResult } from '../../src/domain/counting/results';
import { cycleBody } from '../factories/counting';
import { api, expectEnvelope } from './helpers';
import { accept, base, complete, countBin, countingMovements, countingResultsWorld, DEVICE, discrepancies, itemsNow, PERMISSIONS, progress, recount, startedCycle, type Permission } from './counting-results-world';

/* Counting results: who may act, in which state, and a serial cycle from counts to accepted stock. */
type World = Awaited<ReturnType<typeof countingResultsWorld>>;
let admin: World['admin'];
let only: World['only'];
let binCodes: World['binCodes'];
let binIds: World['binIds'];
let serialSku: World['serialSku'];
let stock: World['stock'];
beforeAll(async () => {
  ({ admin, only, binCodes, binIds, serialSku, stock } = await countingResultsWorld());
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
      body: cycleBody({ binIds: [binIds[5]!] }, { name: 'Never started' }),
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
    expect(early.body.message).toContain('in_progress');

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

