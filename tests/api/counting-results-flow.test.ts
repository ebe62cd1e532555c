import { beforeAll, describe, expect, it } from 'vitest';
import type { Sku } from '../../src/domain/skus/skus';
import { skuBody } from '../factories/skus';
import { api } from './helpers';
import { accept, complete, countBin, countingMovements, countingResultsWorld, discrepancies, itemsNow, progress, recount, startedCycle } from './counting-results-world';

/* Counting results: a non-serial cycle, and live discrepancies while counting. */
type World = Awaited<ReturnType<typeof countingResultsWorld>>;
let admin: World['admin'];
let nordic: World['nordic'];
let binCodes: World['binCodes'];
let binIds: World['binIds'];
let countedSku: World['countedSku'];
let stock: World['stock'];
beforeAll(async () => {
  ({ admin, nordic, binCodes, binIds, countedSku, stock } = await countingResultsWorld());
}, 180_000);

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

    const edited = await api<Sku>(`/v1/skus/${countedSku.id}`, { token: admin, method: 'PUT', body: skuBody({ code: countedSku.code, description: 'Counting results test', clientId: nordic.id, unitValue: 4 }) });
    expect(edited.status).toBe(200);
    expect((await discrepancies(cycle.id)).rows).toEqual([expect.objectContaining({ type: 'over', value: 4 })]);

    expect((await recount(cycle.id, [binIds[4]!])).status).toBe(200);
    expect((await progress(cycle.id)).discrepancies).toBe(0);
    expect((await discrepancies(cycle.id)).rows).toEqual([]);
  });
});
