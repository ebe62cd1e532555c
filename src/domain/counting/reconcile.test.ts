import { describe, expect, it } from 'vitest';
import {
  type ClosedCount, type Discrepancy, type KnownItem, type ReconcileInput, type ResultEntry, type SnapshotItem, type WindowMovement, firstTime, reconcile,
  summarize,
} from './reconcile';

const START = Date.parse('2025-03-01T08:00:00Z');
const min = (n: number) => START + n * 60_000;

const snap = (itemId: string, binId: string, skuId = 'sku-a', quantity = 1): SnapshotItem => ({
  itemId, binId, skuId, quantity, wmsNumber: `W-${itemId}`, serial: `S-${itemId}`,
});
const unit = (itemId: string, skuId = 'sku-a'): ResultEntry => ({ itemId, skuId, code: `W-${itemId}`, quantity: 1, flag: null });
const qty = (skuId: string, quantity: number, flag: string | null = null): ResultEntry => ({ itemId: null, skuId, code: skuId, quantity, flag });
const unknownCode = (code: string, quantity = 1): ResultEntry => ({ itemId: null, skuId: null, code, quantity, flag: 'unknown' });
const count = (at: number, entries: ResultEntry[]): ClosedCount => ({ closedAt: at, entries });
const move = (itemId: string, toBinId: string | null, at: number, extra: Partial<WindowMovement> = {}): WindowMovement => ({
  itemId, skuId: 'sku-a', toBinId, toStatus: null, quantity: 1, at, ...extra,
});

function input(partial: Partial<ReconcileInput>): ReconcileInput {
  return { mode: 'serial', bins: [], snapshot: [], movements: [], known: [], unitValues: new Map(), ...partial };
}

const byType = (rows: Discrepancy[]) => [...rows].sort((a, b) => `${a.type}${a.itemId ?? a.code}`.localeCompare(`${b.type}${b.itemId ?? b.code}`));

describe('reconcile, serial', () => {
  it('finds nothing when every unit is where it was expected', () => {
    const result = reconcile(input({
      bins: [{ binId: 'B1', counts: [count(min(10), [unit('i1'), unit('i2')])] }],
      snapshot: [snap('i1', 'B1'), snap('i2', 'B1')],
    }));
    expect(result.discrepancies).toEqual([]);
    expect(result.bins).toEqual([{ binId: 'B1', right: true, unitsExpected: 2, unitsRight: 2 }]);
  });

  it('lists missing, wrong-bin and unexpected units with their values', () => {
    const result = reconcile(input({
      bins: [
        { binId: 'B1', counts: [count(min(10), [unit('i1'), unknownCode('ZZZ-1')])] },
        { binId: 'B2', counts: [count(min(12), [unit('i3')])] },
      ],
      snapshot: [snap('i1', 'B1'), snap('i2', 'B1', 'sku-b'), snap('i3', 'B1')],
      unitValues: new Map([['sku-a', 10], ['sku-b', 2.5]]),
    }));
    expect(byType(result.discrepancies)).toEqual([
      { type: 'missing', skuId: 'sku-b', itemId: 'i2', code: null, expectedBinId: 'B1', countedBinId: null, expectedQuantity: 1, countedQuantity: 0, value: -2.5 },
      { type: 'unexpected', skuId: null, itemId: null, code: 'ZZZ-1', expectedBinId: null, countedBinId: 'B1', expectedQuantity: 0, countedQuantity: 1, value: null },
      { type: 'wrong-bin', skuId: 'sku-a', itemId: 'i3', code: null, expectedBinId: 'B1', countedBinId: 'B2', expectedQuantity: 1, countedQuantity: 1, value: 0 },
    ]);
    expect(result.bins).toEqual([
      { binId: 'B1', right: false, unitsExpected: 3, unitsRight: 1 },
      { binId: 'B2', right: false, unitsExpected: 0, unitsRight: 0 },
    ]);
    expect(result.lines).toEqual([
      { binId: 'B1', skuId: 'sku-a', code: null, expected: 2, counted: 1 },
      { binId: 'B1', skuId: 'sku-b', code: null, expected: 1, counted: 0 },
      { binId: 'B1', skuId: null, code: 'ZZZ-1', expected: 0, counted: 1 },
      { binId: 'B2', skuId: 'sku-a', code: null, expected: 0, counted: 1 },
    ]);
  });

  it('leaves a value null where the SKU has no unit value', () => {
    const result = reconcile(input({ bins: [{ binId: 'B1', counts: [count(min(10), [])] }], snapshot: [snap('i1', 'B1')] }));
    expect(result.discrepancies).toEqual([expect.objectContaining({ type: 'missing', itemId: 'i1', value: null })]);
  });

  it('ignores bins nobody counted: their units are neither missing nor wrong', () => {
    const result = reconcile(input({
      bins: [
        { binId: 'B1', counts: [count(min(10), [unit('i1')])] },
        { binId: 'B2', counts: [] },
      ],
      snapshot: [snap('i1', 'B1'), snap('i2', 'B2'), snap('i3', 'B2')],
    }));
    expect(result.discrepancies).toEqual([]);
    expect(result.bins.map((bin) => bin.binId)).toEqual(['B1']);
  });

  it('reports a unit expected in an uncounted bin of the cycle but found in a counted one as wrong-bin from that bin', () => {
    const result = reconcile(input({
      bins: [
        { binId: 'B1', counts: [count(min(10), [unit('i1'), unit('i2')])] },
        { binId: 'B2', counts: [] },
      ],
      snapshot: [snap('i1', 'B1'), snap('i2', 'B2')],
    }));
    expect(result.discrepancies).toEqual([expect.objectContaining({ type: 'wrong-bin', itemId: 'i2', expectedBinId: 'B2', countedBinId: 'B1' })]);
  });

  it('takes a unit moved into the bin before its count as expected there, not as a discrepancy', () => {
    const result = reconcile(input({
      bins: [
        { binId: 'B1', counts: [count(min(30), [])] },
        { binId: 'B2', counts: [count(min(30), [unit('i1')])] },
      ],
      snapshot: [snap('i1', 'B1')],
      movements: [move('i1', 'B2', min(20))],
    }));
    expect(result.discrepancies).toEqual([]);
    expect(result.bins.every((bin) => bin.right)).toBe(true);
  });

  it('compares with the snapshot when the movement came after the bin was counted', () => {
    // i1 was counted in B1 at 10, then moved to B2 at 20; B2 was counted at 30 and found it again.
    const result = reconcile(input({
      bins: [
        { binId: 'B1', counts: [count(min(10), [unit('i1')])] },
        { binId: 'B2', counts: [count(min(30), [unit('i1')])] },
      ],
      snapshot: [snap('i1', 'B1')],
      movements: [move('i1', 'B2', min(20))],
    }));
    expect(result.discrepancies).toEqual([]);
    expect(result.bins.every((bin) => bin.right)).toBe(true);
  });

  it('still expects a unit moved away after its bin was counted, and finds it missing when not counted', () => {
    const result = reconcile(input({
      bins: [{ binId: 'B1', counts: [count(min(10), [])] }],
      snapshot: [snap('i1', 'B1')],
      movements: [move('i1', 'B9', min(20))],
    }));
    expect(result.discrepancies).toEqual([expect.objectContaining({ type: 'missing', itemId: 'i1', expectedBinId: 'B1' })]);
  });

  it('no longer expects a unit shipped or received during the cycle, per the count time', () => {
    const result = reconcile(input({
      bins: [{ binId: 'B1', counts: [count(min(30), [unit('new')])] }],
      snapshot: [snap('gone', 'B1')],
      movements: [move('new', 'B1', min(5), { toStatus: 'received' }), move('gone', null, min(20), { toStatus: 'shipped' })],
    }));
    expect(result.discrepancies).toEqual([]);
  });

  it('reads the latest movement up to the count time among several', () => {
    const result = reconcile(input({
      bins: [
        { binId: 'B1', counts: [count(min(25), [])] },
        { binId: 'B3', counts: [count(min(25), [unit('i1')])] },
      ],
      snapshot: [snap('i1', 'B1')],
      movements: [move('i1', 'B2', min(5)), move('i1', 'B3', min(15)), move('i1', 'B1', min(40))],
    }));
    expect(result.discrepancies).toEqual([]);
  });

  it('treats a counted unit known elsewhere in stock as wrong-bin, a missing one found again as wrong-bin from nowhere, a shipped one as unexpected', () => {
    const known: KnownItem[] = [
      { itemId: 'k1', skuId: 'sku-a', binId: 'B7', status: 'available' },
      { itemId: 'k2', skuId: 'sku-a', binId: null, status: 'missing' },
      { itemId: 'k3', skuId: 'sku-a', binId: null, status: 'shipped' },
    ];
    const result = reconcile(input({
      bins: [{ binId: 'B1', counts: [count(min(10), [unit('k1'), unit('k2'), unit('k3')])] }],
      known,
      unitValues: new Map([['sku-a', 4]]),
    }));
    expect(byType(result.discrepancies)).toEqual([
      { type: 'unexpected', skuId: 'sku-a', itemId: 'k3', code: null, expectedBinId: null, countedBinId: 'B1', expectedQuantity: 0, countedQuantity: 1, value: 4 },
      { type: 'wrong-bin', skuId: 'sku-a', itemId: 'k1', code: null, expectedBinId: 'B7', countedBinId: 'B1', expectedQuantity: 1, countedQuantity: 1, value: 0 },
      { type: 'wrong-bin', skuId: 'sku-a', itemId: 'k2', code: null, expectedBinId: null, countedBinId: 'B1', expectedQuantity: 0, countedQuantity: 1, value: 4 },
    ]);
  });

  it('leaves a unit of stock outside the cycle alone when it is counted in the bin it is kept in', () => {
    const result = reconcile(input({
      bins: [{ binId: 'B1', counts: [count(min(10), [unit('i1'), { ...unit('other', 'sku-z'), flag: 'not-in-scope' }])] }],
      snapshot: [snap('i1', 'B1')],
      known: [{ itemId: 'other', skuId: 'sku-z', binId: 'B1', status: 'available' }],
    }));
    expect(result.discrepancies).toEqual([]);
    expect(result.bins[0]?.right).toBe(true);
  });

  it('takes the union of agreeing counts of one bin, and the latest close as the count time', () => {
    const result = reconcile(input({
      bins: [{ binId: 'B1', counts: [count(min(10), [unit('i1')]), count(min(30), [unit('i1'), unit('i2')])] }],
      snapshot: [snap('i1', 'B1')],
      movements: [move('i2', 'B1', min(20))],
    }));
    expect(result.discrepancies).toEqual([]);
  });
});

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
