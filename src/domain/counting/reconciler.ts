import type { ClosedCount, BinCheck, KnownItem, ReconcileInput, ResultEntry } from './reconcile-types';
import type { CountingMode } from './statuses';
import { IN_BIN, Whereabouts } from './whereabouts';

/** Entries of stock outside the cycle (its SKUs, clients or mode): recorded, never compared. */
const OUTSIDE: ReadonlySet<string> = new Set(['not-in-scope', 'other-client']);

/** What one or more agreeing counts of a bin found: units and unknown codes (serial), quantity per SKU and unknown code (non-serial). */
export interface Found {
  units: Set<string>;
  skus: Map<string, number>;
  unknown: Map<string, number>;
}

export function foundIn(mode: CountingMode, entries: readonly ResultEntry[]): Found {
  const found: Found = { units: new Set(), skus: new Map(), unknown: new Map() };
  for (const entry of entries) {
    if (mode === 'serial') {
      if (entry.itemId) found.units.add(entry.itemId);
      else if (!entry.skuId) found.unknown.set(entry.code, 1);
    } else if (entry.skuId) {
      if (!OUTSIDE.has(entry.flag ?? '')) found.skus.set(entry.skuId, (found.skus.get(entry.skuId) ?? 0) + entry.quantity);
    } else {
      found.unknown.set(entry.code, (found.unknown.get(entry.code) ?? 0) + entry.quantity);
    }
  }
  return found;
}

/** The counts of one round agree (the merge opens a recount otherwise); should they not, the union of units and the larger quantity stand. */
export function merged(mode: CountingMode, counts: readonly ClosedCount[]): Found {
  const all: Found = { units: new Set(), skus: new Map(), unknown: new Map() };
  for (const count of counts) {
    const one = foundIn(mode, count.entries);
    for (const unit of one.units) all.units.add(unit);
    for (const [sku, quantity] of one.skus) all.skus.set(sku, Math.max(all.skus.get(sku) ?? 0, quantity));
    for (const [code, quantity] of one.unknown) all.unknown.set(code, Math.max(all.unknown.get(code) ?? 0, quantity));
  }
  return all;
}

export const valueOf = (unitValues: ReadonlyMap<string, number>, skuId: string | null | undefined, difference: number): number | null => {
  const unit = skuId ? unitValues.get(skuId) : undefined;
  return unit === undefined ? null : Math.round(difference * unit * 100) / 100;
};

/** Context shared by the comparisons: where items were, and where counted units outside the cycle's stock are now. */
export class Reconciler {
  readonly where: Whereabouts;
  private readonly known: Map<string, KnownItem>;

  constructor(readonly input: ReconcileInput) {
    this.where = new Whereabouts(input.snapshot, input.movements);
    this.known = new Map(input.known.map((item) => [item.itemId, item]));
  }

  skuOf(itemId: string): string | null {
    return this.where.skuOf(itemId) ?? this.known.get(itemId)?.skuId ?? null;
  }

  /** A counted unit the cycle did not expect in any counted bin: in stock where (at `t`), or not in stock. */
  standing(itemId: string, t: number): { inStock: boolean; binId: string | null; status: string | null } {
    const known = this.known.get(itemId);
    if (this.where.tracks(itemId)) {
      const place = this.where.placeAt(itemId, t);
      return { inStock: place !== null, binId: place?.binId ?? null, status: known?.status ?? null };
    }
    if (!known) return { inStock: false, binId: null, status: null };
    const inStock = IN_BIN.has(known.status);
    return { inStock, binId: inStock ? known.binId : null, status: known.status };
  }

  /** Drops units of stock outside the cycle counted where they are kept: right, and not the cycle's business. */
  inScope(binId: string, t: number, found: Found): Found {
    if (this.input.mode !== 'serial') return found;
    let units: Set<string> | null = null;
    for (const unit of found.units) {
      if (this.where.tracks(unit)) continue;
      const standing = this.standing(unit, t);
      if (standing.inStock && standing.binId === binId) {
        units ??= new Set(found.units);
        units.delete(unit);
      }
    }
    return units ? { ...found, units } : found;
  }

  check(binId: string, expected: ReadonlyMap<string, number>, found: Found): BinCheck {
    if (this.input.mode === 'serial') {
      let unitsRight = 0;
      for (const itemId of expected.keys()) if (found.units.has(itemId)) unitsRight += 1;
      const right = unitsRight === expected.size && found.units.size === unitsRight && found.unknown.size === 0;
      return { binId, right, unitsExpected: expected.size, unitsRight };
    }
    const bySku = this.perSku(expected);
    let unitsExpected = 0;
    let unitsRight = 0;
    let right = found.unknown.size === 0;
    for (const [sku, quantity] of bySku) {
      const counted = found.skus.get(sku) ?? 0;
      unitsExpected += quantity;
      unitsRight += Math.min(quantity, counted);
      if (counted !== quantity) right = false;
    }
    for (const sku of found.skus.keys()) if (!bySku.has(sku)) right = false;
    return { binId, right, unitsExpected, unitsRight };
  }

  perSku(expected: ReadonlyMap<string, number>): Map<string, number> {
    const bySku = new Map<string, number>();
    for (const [itemId, quantity] of expected) {
      const sku = this.skuOf(itemId);
      if (sku) bySku.set(sku, (bySku.get(sku) ?? 0) + quantity);
    }
    return bySku;
  }
}
