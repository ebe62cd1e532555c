/*
 * Counted against expected (docs/decisions/0013-counting-cycles.md, "Movements during the cycle are
 * accounted for" and "Discrepancies"). Pure: the server loads the rows and calls it, the supervisor's
 * live view and the completion read the same answer. Times are epoch milliseconds, so the loops
 * compare numbers; every lookup is a Map, so 20,000 units stay well under the time the issue allows.
 */
import type { CountingSummary } from './cycles';
import { type CountedBin, quantityDiscrepancies, serialDiscrepancies } from './discrepancies';
import type { BinCheck, ReconcileBin, ReconcileInput, ReconcileResult, ResultLine } from './reconcile-types';
import { Reconciler, foundIn, merged } from './reconciler';

const resultTime = (bin: ReconcileBin) => bin.counts.reduce((latest, count) => Math.max(latest, count.closedAt), -Infinity);

function countedBins(r: Reconciler): CountedBin[] {
  const out: CountedBin[] = [];
  for (const bin of r.input.bins) {
    if (bin.counts.length === 0) continue;
    const at = resultTime(bin);
    out.push({ binId: bin.binId, at, expected: r.where.expectedIn(bin.binId, at), found: r.inScope(bin.binId, at, merged(r.input.mode, bin.counts)) });
  }
  return out;
}

function linesOf(r: Reconciler, bin: CountedBin): ResultLine[] {
  const expected = r.perSku(bin.expected);
  let counted = bin.found.skus;
  if (r.input.mode === 'serial') {
    counted = new Map();
    for (const itemId of bin.found.units) {
      const sku = r.skuOf(itemId);
      if (sku) counted.set(sku, (counted.get(sku) ?? 0) + 1);
    }
  }
  const lines: ResultLine[] = [];
  for (const skuId of new Set([...expected.keys(), ...counted.keys()])) {
    lines.push({ binId: bin.binId, skuId, code: null, expected: expected.get(skuId) ?? 0, counted: counted.get(skuId) ?? 0 });
  }
  for (const [code, quantity] of bin.found.unknown) lines.push({ binId: bin.binId, skuId: null, code, expected: 0, counted: quantity });
  return lines;
}

/** The discrepancies of the counted bins, how each counted bin compares, and its lines. Uncounted bins take no part. */
export function reconcile(input: ReconcileInput): ReconcileResult {
  const r = new Reconciler(input);
  const counted = countedBins(r);
  const discrepancies = input.mode === 'serial' ? serialDiscrepancies(r, counted) : quantityDiscrepancies(r, counted);
  return { discrepancies, bins: counted.map((bin) => r.check(bin.binId, bin.expected, bin.found)), lines: counted.flatMap((bin) => linesOf(r, bin)) };
}

/**
 * Round 1 compared, count by count (`bins` holds each bin's round-1 closed counts): a bin is right
 * first time when every one of its round-1 counts matched what was in it when that count closed; its
 * units right are the fewest any of those counts found.
 */
export function firstTime(input: ReconcileInput): BinCheck[] {
  const r = new Reconciler(input);
  const out: BinCheck[] = [];
  for (const bin of input.bins) {
    if (bin.counts.length === 0) continue;
    const checks = bin.counts.map((count) => {
      const found = r.inScope(bin.binId, count.closedAt, foundIn(input.mode, count.entries));
      return r.check(bin.binId, r.where.expectedIn(bin.binId, count.closedAt), found);
    });
    out.push({
      binId: bin.binId,
      right: checks.every((check) => check.right),
      unitsExpected: Math.max(...checks.map((check) => check.unitsExpected)),
      unitsRight: Math.min(...checks.map((check) => check.unitsRight)),
    });
  }
  return out;
}

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

/**
 * The summary fixed at completion. Units expected are those of the final results; units right first
 * time come from round 1 (a bin first counted in a later round has none right first time).
 */
export function summarize(binsInCycle: number, final: readonly BinCheck[], first: readonly BinCheck[], discrepancies: number): CountingSummary {
  const finalBins = new Set(final.map((bin) => bin.binId));
  const firstCounted = first.filter((bin) => finalBins.has(bin.binId));
  const binsRightFirstTime = firstCounted.filter((bin) => bin.right).length;
  const unitsExpected = final.reduce((sum, bin) => sum + bin.unitsExpected, 0);
  const unitsRightFirstTime = Math.min(unitsExpected, firstCounted.reduce((sum, bin) => sum + bin.unitsRight, 0));
  return {
    bins: binsInCycle,
    binsCounted: final.length,
    binsRightFirstTime,
    unitsExpected,
    unitsRightFirstTime,
    binAccuracy: percent(binsRightFirstTime, final.length),
    unitAccuracy: final.length === 0 ? null : percent(unitsRightFirstTime, unitsExpected),
    discrepancies,
  };
}
