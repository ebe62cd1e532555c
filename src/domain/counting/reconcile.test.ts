import { describe, expect, it } from 'vitest';
import { byType, count, input, min, move, snap, unit, unknownCode } from '../../../tests/factories/reconcile-input';
import { reconcile } from './reconcile';
import type { KnownItem } from './reconcile-types';

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
