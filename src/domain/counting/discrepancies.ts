import type { Discrepancy } from './reconcile-types';
import { type Found, type Reconciler, valueOf } from './reconciler';
import type { DiscrepancyType } from './statuses';

export interface CountedBin {
  binId: string;
  at: number;
  expected: Map<string, number>;
  found: Found;
}

function unexpectedCodes(bin: CountedBin): Discrepancy[] {
  return [...bin.found.unknown].map(([code, quantity]) => ({
    type: 'unexpected' as const,
    skuId: null,
    itemId: null,
    code,
    expectedBinId: null,
    countedBinId: bin.binId,
    expectedQuantity: 0,
    countedQuantity: quantity,
    value: null,
  }));
}

/** Per unit: found where expected (at some counted bin's time) is right; otherwise one row says what happened to it. */
export function serialDiscrepancies(r: Reconciler, counted: readonly CountedBin[]): Discrepancy[] {
  // Only the units that are not right in some bin are kept, each with the latest bin (by count time) that expected or found it.
  const right = new Set<string>();
  const notFound = new Map<string, CountedBin>();
  const extra = new Map<string, CountedBin>();
  const keepLatest = (map: Map<string, CountedBin>, itemId: string, bin: CountedBin) => {
    const held = map.get(itemId);
    if (!held || bin.at > held.at) map.set(itemId, bin);
  };
  for (const bin of counted) {
    for (const itemId of bin.expected.keys()) {
      if (bin.found.units.has(itemId)) right.add(itemId);
      else keepLatest(notFound, itemId, bin);
    }
    for (const itemId of bin.found.units) if (!bin.expected.has(itemId)) keepLatest(extra, itemId, bin);
  }
  const rows: Discrepancy[] = [];
  const unit = (type: DiscrepancyType, itemId: string, from: string | null, to: string | null, expectedQuantity: number, countedQuantity: number) => {
    const skuId = r.skuOf(itemId);
    const value = valueOf(r.input.unitValues, skuId, countedQuantity - expectedQuantity);
    rows.push({ type, skuId, itemId, code: null, expectedBinId: from, countedBinId: to, expectedQuantity, countedQuantity, value });
  };
  for (const [itemId, bin] of notFound) {
    if (right.has(itemId)) continue;
    const found = extra.get(itemId);
    if (found) unit('wrong-bin', itemId, bin.binId, found.binId, 1, 1);
    else unit('missing', itemId, bin.binId, null, 1, 0);
  }
  for (const [itemId, found] of extra) {
    if (right.has(itemId) || notFound.has(itemId)) continue;
    const standing = r.standing(itemId, found.at);
    if (standing.inStock) unit('wrong-bin', itemId, standing.binId, found.binId, 1, 1);
    else if (standing.status === 'missing') unit('wrong-bin', itemId, null, found.binId, 0, 1);
    else unit('unexpected', itemId, null, found.binId, 0, 1);
  }
  for (const bin of counted) rows.push(...unexpectedCodes(bin));
  return rows;
}

/** Per bin and SKU: counted − expected. */
export function quantityDiscrepancies(r: Reconciler, counted: readonly CountedBin[]): Discrepancy[] {
  const rows: Discrepancy[] = [];
  for (const bin of counted) {
    const expected = r.perSku(bin.expected);
    const skus = new Set([...expected.keys(), ...bin.found.skus.keys()]);
    for (const skuId of skus) {
      const expectedQuantity = expected.get(skuId) ?? 0;
      const countedQuantity = bin.found.skus.get(skuId) ?? 0;
      const difference = countedQuantity - expectedQuantity;
      if (difference === 0) continue;
      rows.push({
        type: difference > 0 ? 'over' : 'under',
        skuId,
        itemId: null,
        code: null,
        expectedBinId: bin.binId,
        countedBinId: bin.binId,
        expectedQuantity,
        countedQuantity,
        value: valueOf(r.input.unitValues, skuId, difference),
      });
    }
    rows.push(...unexpectedCodes(bin));
  }
  return rows;
}
