import type { ParsedScan } from '../scan/parse-scan';
import { isValidGtin, toGtin14 } from '../scan/gs1';
import type { ReceiveRejection } from './items';
import type { ScanContext, ScanSku } from './scan-context';

/*
 * The scan-item screen's decisions, free of React and IndexedDB so each scan is decided synchronously
 * (feedback in the key's own task) and the rules are unit-tested. The screen owns the state and
 * does what the returned step says: show a prompt, receive a unit, or refuse with a reason.
 */

/** A GTIN however it was printed (UPC-A, EAN-13, GTIN-14) compares as its GTIN-14; other codes as typed. */
function barcodeKey(code: string): string {
  return /^\d{8}$|^\d{12,14}$/.test(code) && isValidGtin(code) ? toGtin14(code) : code;
}

export interface SkuIndex<T extends ScanSku = ScanSku> {
  byBarcode: ReadonlyMap<string, T>;
  byId: ReadonlyMap<string, T>;
}

export function indexSkus<T extends ScanSku>(skus: readonly T[]): SkuIndex<T> {
  const byBarcode = new Map<string, T>();
  const byId = new Map<string, T>();
  for (const sku of skus) {
    byId.set(sku.id, sku);
    for (const barcode of sku.barcodes) byBarcode.set(barcodeKey(barcode), sku);
    // A client's own labels often carry just the SKU code.
    if (!byBarcode.has(sku.code)) byBarcode.set(sku.code, sku);
  }
  return { byBarcode, byId };
}

/** The SKU a scan names, with what a GS1 string adds (serial, lot, expiry, count). */
export function skuOf<T extends ScanSku>(index: SkuIndex<T>, scan: ParsedScan): { sku: T; serial?: string; lot?: string; expiry?: string; count?: number } | null {
  if (scan.kind === 'gs1') {
    const sku = scan.gtin ? index.byBarcode.get(scan.gtin) : undefined;
    return sku ? { sku, serial: scan.serial, lot: scan.lot, expiry: scan.expiry, count: scan.count } : null;
  }
  if (scan.kind === 'gtin' || scan.kind === 'plain') {
    const sku = index.byBarcode.get(scan.kind === 'gtin' ? scan.code : barcodeKey(scan.code));
    return sku ? { sku } : null;
  }
  return null;
}

/** What the screen waits for next. */
export type Awaiting =
  | { kind: 'sku' }
  | { kind: 'serial'; sku: ScanSku; lot: string | null; expiry: string | null }
  | { kind: 'quantity'; sku: ScanSku; quantity: number; lot: string | null; expiry: string | null };

export interface Place {
  kind: 'bin' | 'container';
  code: string;
}

/** A unit the screen is to receive: it takes a WMS number and queues the mutation. */
export interface UnitDraft {
  sku: ScanSku;
  serial: string | null;
  quantity: number;
  lot: string | null;
  expiry: string | null;
}

export type Step =
  | { kind: 'await'; awaiting: Awaiting }
  | { kind: 'place'; place: Place }
  | { kind: 'receive'; unit: UnitDraft }
  | { kind: 'reject'; reason: ReceiveRejection | 'wms-label' | 'unreadable'; code: string; sku?: ScanSku; expected?: number; received?: number };

/** What the session knows besides the scan: SKUs, expected quantities, what is received already. */
export interface SessionFacts {
  index: SkuIndex;
  /** Expected quantity per SKU id; empty when the control number has no expected lines. */
  expected: ReadonlyMap<string, number>;
  /** Quantity received so far per SKU id (server and this device). */
  received: ReadonlyMap<string, number>;
  /** Serials received per SKU id, lower-cased. */
  serials: ReadonlyMap<string, ReadonlySet<string>>;
}

function overExpected(facts: SessionFacts, sku: ScanSku, quantity: number): Step | null {
  if (facts.expected.size === 0) return null;
  const expected = facts.expected.get(sku.id) ?? 0;
  const received = facts.received.get(sku.id) ?? 0;
  return received + quantity > expected ? { kind: 'reject', reason: 'over-expected', code: sku.code, sku, expected, received } : null;
}

function serialStep(facts: SessionFacts, sku: ScanSku, serial: string, lot: string | null, expiry: string | null): Step {
  if (facts.serials.get(sku.id)?.has(serial.toLowerCase())) return { kind: 'reject', reason: 'serial-in-stock', code: serial, sku };
  return overExpected(facts, sku, 1) ?? { kind: 'receive', unit: { sku, serial, quantity: 1, lot, expiry } };
}

/**
 * Decides one scan. `scan.duplicate` is the scan service's repeat flag: a repeated serial is refused
 * here by the serial rule, a repeated SKU barcode is the next unit and is fine.
 */
export function decideScan(awaiting: Awaiting, scan: ParsedScan, facts: SessionFacts): Step {
  if (scan.kind === 'error') return { kind: 'reject', reason: 'unreadable', code: scan.raw };
  if (scan.kind === 'bin') return { kind: 'place', place: { kind: 'bin', code: scan.location } };
  if (scan.kind === 'container') return { kind: 'place', place: { kind: 'container', code: scan.code } };
  if (scan.kind === 'wms') return { kind: 'reject', reason: 'wms-label', code: scan.code };

  const found = skuOf(facts.index, scan);
  if (found) {
    const { sku } = found;
    const lot = found.lot ?? null;
    const expiry = found.expiry ?? null;
    if (sku.serialised) {
      return found.serial ? serialStep(facts, sku, found.serial, lot, expiry) : { kind: 'await', awaiting: { kind: 'serial', sku, lot, expiry } };
    }
    if (awaiting.kind === 'quantity' && awaiting.sku.id === sku.id && !found.count) {
      // Repeated scans of a counted SKU add up.
      return { kind: 'await', awaiting: { ...awaiting, quantity: awaiting.quantity + 1 } };
    }
    return { kind: 'await', awaiting: { kind: 'quantity', sku, quantity: found.count ?? 1, lot, expiry } };
  }
  if (awaiting.kind === 'serial' && scan.kind !== 'gs1') return serialStep(facts, awaiting.sku, scan.code, awaiting.lot, awaiting.expiry);
  return { kind: 'reject', reason: 'unknown-barcode', code: scan.kind === 'gs1' ? (scan.gtin ?? scan.code) : scan.code };
}

/** The quantity the user confirmed for a counted SKU. */
export function decideQuantity(awaiting: Extract<Awaiting, { kind: 'quantity' }>, quantity: number, facts: SessionFacts): Step {
  return overExpected(facts, awaiting.sku, quantity) ?? {
    kind: 'receive',
    unit: { sku: awaiting.sku, serial: null, quantity, lot: awaiting.lot, expiry: awaiting.expiry },
  };
}

/** Expected and received per SKU from the scan context and units this device added since. */
export interface TallyLine {
  sku: ScanSku | undefined;
  skuId: string;
  expected: number | null;
  received: number;
}

export function tallyOf(context: Pick<ScanContext, 'expected'>, received: ReadonlyMap<string, number>, index: SkuIndex): TallyLine[] {
  const expected = new Map(context.expected.map((line) => [line.skuId, line.quantity]));
  const ids = [...new Set([...expected.keys(), ...received.keys()])];
  return ids
    .map((skuId) => ({ skuId, sku: index.byId.get(skuId), expected: expected.size ? (expected.get(skuId) ?? 0) : null, received: received.get(skuId) ?? 0 }))
    .sort((a, b) => (a.sku?.code ?? a.skuId).localeCompare(b.sku?.code ?? b.skuId));
}
