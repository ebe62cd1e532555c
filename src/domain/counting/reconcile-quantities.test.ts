import { describe, expect, it } from 'vitest';
import { byType, count, input, min, move, qty, snap, unit, unknownCode } from '../../../tests/factories/reconcile-input';
import { firstTime, reconcile, summarize } from './reconcile';
import type { ReconcileInput, ResultEntry } from './reconcile-types';

describe('reconcile, non-serial', () => {
  const nonSerial = (partial: Partial<ReconcileInput>) => input({ mode: 'non-serial', ...partial });

  it('gives over and under per bin and SKU, with values, and nothing for matching quantities', () => {
    const result = reconcile(nonSerial({
      bins: [{ binId: 'B1', counts: [count(min(10), [qty('sku-a', 7), qty('sku-b', 5), qty('sku-c', 2), qty('sku-d', 1)])] }],
      snapshot: [snap('q1', 'B1', 'sku-a', 6), snap('q2', 'B1', 'sku-a', 4), snap('q3', 'B1', 'sku-b', 3), snap('q4', 'B1', 'sku-c', 2)],
      unitValues: new Map([['sku-a', 1.5], ['sku-b', 3]]),
    }));
    expect(byType(result.discrepancies)).toEqual([
      { type: 'over', skuId: 'sku-b', itemId: null, code: null, expectedBinId: 'B1', countedBinId: 'B1', expectedQuantity: 3, countedQuantity: 5, value: 6 },
      { type: 'over', skuId: 'sku-d', itemId: null, code: null, expectedBinId: 'B1', countedBinId: 'B1', expectedQuantity: 0, countedQuantity: 1, value: null },
      { type: 'under', skuId: 'sku-a', itemId: null, code: null, expectedBinId: 'B1', countedBinId: 'B1', expectedQuantity: 10, countedQuantity: 7, value: -4.5 },
    ]);
    expect(result.bins).toEqual([{ binId: 'B1', right: false, unitsExpected: 15, unitsRight: 12 }]);
  });

  it('sums several entries of one SKU in a count and lists unknown codes as unexpected', () => {
    const result = reconcile(nonSerial({
      bins: [{ binId: 'B1', counts: [count(min(10), [qty('sku-a', 4), qty('sku-a', 6), unknownCode('NOPE', 3)])] }],
      snapshot: [snap('q1', 'B1', 'sku-a', 10)],
    }));
    expect(result.discrepancies).toEqual([expect.objectContaining({ type: 'unexpected', code: 'NOPE', countedBinId: 'B1', countedQuantity: 3 })]);
  });

  it('ignores SKUs outside the cycle', () => {
    const result = reconcile(nonSerial({
      bins: [{ binId: 'B1', counts: [count(min(10), [qty('sku-a', 2), qty('sku-x', 9, 'other-client')])] }],
      snapshot: [snap('q1', 'B1', 'sku-a', 2)],
    }));
    expect(result.discrepancies).toEqual([]);
    expect(result.bins[0]?.right).toBe(true);
  });

  it('uses the quantity of the latest movement before the count, and the snapshot after it', () => {
    const movements = [move('q1', 'B1', min(20), { quantity: 8, skuId: 'sku-a' })];
    const before = reconcile(nonSerial({
      bins: [{ binId: 'B1', counts: [count(min(10), [qty('sku-a', 5)])] }],
      snapshot: [snap('q1', 'B1', 'sku-a', 5)],
      movements,
    }));
    expect(before.discrepancies).toEqual([]);
    const after = reconcile(nonSerial({
      bins: [{ binId: 'B1', counts: [count(min(30), [qty('sku-a', 5)])] }],
      snapshot: [snap('q1', 'B1', 'sku-a', 5)],
      movements,
    }));
    expect(after.discrepancies).toEqual([expect.objectContaining({ type: 'under', expectedQuantity: 8, countedQuantity: 5 })]);
  });

  it('adds a quantity changed in place (the ledger writes the difference) to what the item held', () => {
    // 5 in B1; an edit takes 2 off in place, then 4 of the rest move to B2 (the whole quantity moved).
    const movements = [move('q1', 'B1', min(20), { quantity: -2, difference: true }), move('q1', 'B2', min(40), { quantity: 3 })];
    const bins = (at: number) => [
      { binId: 'B1', counts: [count(at, [qty('sku-a', 3)])] },
      { binId: 'B2', counts: [count(at, [])] },
    ];
    expect(reconcile(nonSerial({ bins: bins(min(30)), snapshot: [snap('q1', 'B1', 'sku-a', 5)], movements })).discrepancies).toEqual([]);
    expect(reconcile(nonSerial({ bins: bins(min(50)), snapshot: [snap('q1', 'B1', 'sku-a', 5)], movements })).discrepancies).toEqual([
      expect.objectContaining({ type: 'over', expectedBinId: 'B1', expectedQuantity: 0, countedQuantity: 3 }),
      expect.objectContaining({ type: 'under', expectedBinId: 'B2', expectedQuantity: 3, countedQuantity: 0 }),
    ]);
  });

  it('compares an empty counted bin: everything expected is under', () => {
    const result = reconcile(nonSerial({ bins: [{ binId: 'B1', counts: [count(min(10), [])] }], snapshot: [snap('q1', 'B1', 'sku-a', 3)] }));
    expect(result.discrepancies).toEqual([expect.objectContaining({ type: 'under', expectedQuantity: 3, countedQuantity: 0 })]);
  });
});

describe('right first time and the summary', () => {
  it('needs every round-1 count of a bin to match', () => {
    const checks = firstTime(input({
      bins: [
        { binId: 'B1', counts: [count(min(10), [unit('i1'), unit('i2')])] },
        { binId: 'B2', counts: [count(min(10), [unit('i3')]), count(min(11), [])] },
        { binId: 'B3', counts: [] },
      ],
      snapshot: [snap('i1', 'B1'), snap('i2', 'B1'), snap('i3', 'B2'), snap('i4', 'B3')],
    }));
    expect(checks).toEqual([
      { binId: 'B1', right: true, unitsExpected: 2, unitsRight: 2 },
      { binId: 'B2', right: false, unitsExpected: 1, unitsRight: 0 },
    ]);
  });

  it('gives percentages with one decimal, null when nothing was counted', () => {
    const final = [
      { binId: 'B1', right: true, unitsExpected: 2, unitsRight: 2 },
      { binId: 'B2', right: true, unitsExpected: 1, unitsRight: 1 },
      { binId: 'B3', right: true, unitsExpected: 3, unitsRight: 3 },
    ];
    const first = [
      { binId: 'B1', right: true, unitsExpected: 2, unitsRight: 2 },
      { binId: 'B2', right: false, unitsExpected: 1, unitsRight: 0 },
    ];
    expect(summarize(4, final, first, 2)).toEqual({
      bins: 4, binsCounted: 3, binsRightFirstTime: 1, unitsExpected: 6, unitsRightFirstTime: 2, binAccuracy: 33.3, unitAccuracy: 33.3, discrepancies: 2,
    });
    expect(summarize(4, [], [], 0)).toEqual({
      bins: 4, binsCounted: 0, binsRightFirstTime: 0, unitsExpected: 0, unitsRightFirstTime: 0, binAccuracy: null, unitAccuracy: null, discrepancies: 0,
    });
  });
});

describe('reconcile at scale', () => {
  it('compares 20,000 units in 2,000 bins with moves during the count and finds exactly the units not found', () => {
    const bins = Array.from({ length: 2000 }, (_, b) => `B${b}`);
    const snapshot = Array.from({ length: 20_000 }, (_, i) => snap(`i${i}`, bins[i % 2000] ?? 'B0', `sku-${i % 50}`));
    const movements = Array.from({ length: 2000 }, (_, i) => move(`i${i * 7}`, bins[(i * 7 + 1) % 2000] ?? 'B0', min(1 + (i % 100))));
    // Every 100th unit is not found; all others are counted where they stand at the count time.
    const entries = new Map<string, ResultEntry[]>(bins.map((bin) => [bin, []]));
    const moved = new Map(movements.map((m) => [m.itemId, m]));
    snapshot.forEach((row, i) => {
      if (i % 100 === 0) return;
      const m = moved.get(row.itemId);
      const binId = m && m.at <= min(200) ? (m.toBinId ?? row.binId) : row.binId;
      entries.get(binId)?.push(unit(row.itemId, row.skuId));
    });
    const data = input({
      bins: bins.map((binId) => ({ binId, counts: [count(min(200), entries.get(binId) ?? [])] })),
      snapshot,
      movements,
    });
    const result = reconcile(data);
    expect(result.discrepancies).toHaveLength(200);
    expect(result.discrepancies.every((row) => row.type === 'missing')).toBe(true);
  });
});
