import { indexSkus, type SkuIndex, skuOf } from '../receiving/scan-session';
import type { ParsedScan } from '../scan/parse-scan';
import type { CountingPack, PackBin, PackSku, PackUnit } from './pack';

/*
 * The count screens' decisions, free of React and IndexedDB so each scan is decided in the key's own
 * task and the rules are unit-tested. What belongs elsewhere is counted and flagged, not refused: the
 * counter records what is there. Refused are only scans that cannot be a count (no bin open yet, a bin
 * outside the cycle, a product barcode where a unit label is wanted, the same unit twice).
 */

export interface CountIndex {
  mode: CountingPack['cycle']['mode'];
  blind: boolean;
  binsByCode: ReadonlyMap<string, PackBin>;
  binsById: ReadonlyMap<string, PackBin>;
  /** Expected units by lower-cased WMS number and serial; empty for a blind cycle. */
  units: ReadonlyMap<string, PackUnit>;
  expectedByBin: ReadonlyMap<string, readonly PackUnit[]>;
  skus: SkuIndex<PackSku>;
}

export function indexPack(pack: CountingPack): CountIndex {
  const units = new Map<string, PackUnit>();
  const expectedByBin = new Map<string, PackUnit[]>();
  for (const unit of pack.expected ?? []) {
    units.set(unit.wmsNumber.toLowerCase(), unit);
    if (unit.serial && !units.has(unit.serial.toLowerCase())) units.set(unit.serial.toLowerCase(), unit);
    const inBin = expectedByBin.get(unit.binId) ?? [];
    inBin.push(unit);
    expectedByBin.set(unit.binId, inBin);
  }
  return {
    mode: pack.cycle.mode,
    blind: pack.cycle.blind,
    binsByCode: new Map(pack.bins.map((bin) => [bin.code.toUpperCase(), bin])),
    binsById: new Map(pack.bins.map((bin) => [bin.id, bin])),
    units,
    expectedByBin,
    skus: indexSkus(pack.skus),
  };
}

/**
 * How a counted scan stands out on the device (the server flags again with what only it knows):
 * expected in another bin, not in the expected list, a SKU outside the cycle, a barcode no SKU has.
 */
export type LocalFlag = 'wrong-bin' | 'not-expected' | 'not-in-scope' | 'unknown';

export type CountRejection = 'unreadable' | 'bin-first' | 'bin-not-in-cycle' | 'product-barcode' | 'unit-label' | 'repeat' | 'container';

export type CountStep =
  | { kind: 'open-bin'; bin: PackBin }
  | { kind: 'reject'; reason: CountRejection; code: string }
  /** Serial mode: one unit. `key` identifies it within the bin count (its item, else the code). */
  | { kind: 'unit'; code: string; key: string; unit: PackUnit | null; flag: LocalFlag | null }
  /** Non-serial mode: `count` more of a SKU (or of a code no SKU has). */
  | { kind: 'sku'; code: string; sku: PackSku | null; count: number; flag: LocalFlag | null };

/** The bin being counted: which units this count has already (serial mode). */
export interface OpenBin {
  binId: string;
  counted: ReadonlySet<string>;
}

export const unitKey = (unit: PackUnit | null, code: string) => unit?.itemId ?? `code:${code.toLowerCase()}`;

export function decideCount(index: CountIndex, open: OpenBin | null, scan: ParsedScan): CountStep {
  if (scan.kind === 'error') return { kind: 'reject', reason: 'unreadable', code: scan.raw };
  if (scan.kind === 'bin') {
    const bin = index.binsByCode.get(scan.location.toUpperCase());
    return bin ? { kind: 'open-bin', bin } : { kind: 'reject', reason: 'bin-not-in-cycle', code: scan.location };
  }
  if (scan.kind === 'container') return { kind: 'reject', reason: 'container', code: scan.code };
  const typed = typedBin(index, scan);
  if (typed) return { kind: 'open-bin', bin: typed };
  if (!open) return { kind: 'reject', reason: 'bin-first', code: scan.code };
  return index.mode === 'serial' ? decideUnit(index, open, scan) : decideSku(index, scan);
}

/**
 * A bin code typed (or read) as the screen and the label's text show it, without the label's prefix:
 * "A-01-02" opens bin A-01-02 as "BIN-A-01-02" does, unless a unit or SKU of the cycle has that code.
 */
function typedBin(index: CountIndex, scan: Extract<ParsedScan, { kind: 'plain' | 'gtin' | 'gs1' | 'wms' }>): PackBin | undefined {
  if (scan.kind !== 'plain' && scan.kind !== 'gtin') return undefined;
  const code = scan.kind === 'gtin' ? scan.digits : scan.code;
  const bin = index.binsByCode.get(code.toUpperCase());
  if (!bin || index.units.has(code.toLowerCase()) || skuOf(index.skus, scan)) return undefined;
  return bin;
}

function decideUnit(index: CountIndex, open: OpenBin, scan: Exclude<ParsedScan, { kind: 'error' | 'bin' | 'container' }>): CountStep {
  const code = scan.kind === 'gs1' ? (scan.serial ?? scan.code) : scan.code;
  const unit = index.units.get(code.toLowerCase()) ?? null;
  if (!unit && scan.kind !== 'wms' && (scan.kind !== 'gs1' || !scan.serial) && skuOf(index.skus, scan)) {
    return { kind: 'reject', reason: 'product-barcode', code };
  }
  const key = unitKey(unit, code);
  if (open.counted.has(key)) return { kind: 'reject', reason: 'repeat', code };
  const flag: LocalFlag | null = unit ? (unit.binId === open.binId ? null : 'wrong-bin') : index.blind ? null : 'not-expected';
  return { kind: 'unit', code, key, unit, flag };
}

function decideSku(index: CountIndex, scan: Exclude<ParsedScan, { kind: 'error' | 'bin' | 'container' }>): CountStep {
  if (scan.kind === 'wms') return { kind: 'reject', reason: 'unit-label', code: scan.code };
  const found = skuOf(index.skus, scan);
  if (!found) return { kind: 'sku', code: scan.kind === 'gs1' ? (scan.gtin ?? scan.code) : scan.code, sku: null, count: 1, flag: 'unknown' };
  const { sku } = found;
  return { kind: 'sku', code: sku.code, sku, count: found.count ?? 1, flag: sku.inScope ? null : 'not-in-scope' };
}

/** Serial: expected units found in the bin out of expected; non-serial: per SKU counted against expected. */
export function expectedIn(index: CountIndex, binId: string): number | null {
  if (index.blind) return null;
  return (index.expectedByBin.get(binId) ?? []).reduce((sum, unit) => sum + unit.quantity, 0);
}

export interface SkuTallyLine {
  key: string;
  sku: PackSku | null;
  code: string;
  expected: number | null;
  counted: number;
}

/** Non-serial: expected (unless blind) and counted per SKU in one bin, expected SKUs first. */
export function skuTally(index: CountIndex, binId: string, counted: ReadonlyMap<string, { sku: PackSku | null; code: string; quantity: number }>): SkuTallyLine[] {
  const lines = new Map<string, SkuTallyLine>();
  if (!index.blind) {
    for (const unit of index.expectedByBin.get(binId) ?? []) {
      const line = lines.get(unit.skuId) ?? { key: unit.skuId, sku: index.skus.byId.get(unit.skuId) ?? null, code: index.skus.byId.get(unit.skuId)?.code ?? '', expected: 0, counted: 0 };
      line.expected = (line.expected ?? 0) + unit.quantity;
      lines.set(unit.skuId, line);
    }
  }
  for (const [key, found] of counted) {
    const line = lines.get(key) ?? { key, sku: found.sku, code: found.code, expected: index.blind ? null : 0, counted: 0 };
    line.counted += found.quantity;
    lines.set(key, line);
  }
  return [...lines.values()];
}
