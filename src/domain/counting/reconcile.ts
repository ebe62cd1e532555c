/*
 * Counted against expected (docs/decisions/0013-counting-cycles.md, "Movements during the cycle are
 * accounted for" and "Discrepancies"). Pure: the server loads the rows and calls it, the supervisor's
 * live view and the completion read the same answer. Times are epoch milliseconds, so the loops
 * compare numbers; every lookup is a Map, so 20,000 units stay well under the time the issue allows.
 */
import type { CountingSummary } from './cycles';
import { COUNTED_ITEM_STATUSES, type CountingMode, type DiscrepancyType } from './statuses';

/** One non-void entry of a closed count. */
export interface ResultEntry {
  itemId: string | null;
  skuId: string | null;
  code: string;
  quantity: number;
  /** The server's flag (ENTRY_FLAGS), or null. */
  flag: string | null;
}

/** One closed bin count: its close time and its entries. */
export interface ClosedCount {
  closedAt: number;
  entries: readonly ResultEntry[];
}

/** A bin of the cycle with the closed counts of its result round; none: the bin is not counted (yet). */
export interface ReconcileBin {
  binId: string;
  counts: readonly ClosedCount[];
}

export interface SnapshotItem {
  itemId: string;
  binId: string;
  skuId: string;
  quantity: number;
  wmsNumber: string;
  serial: string | null;
}

/** A ledger row after the cycle started, of an item the cycle may expect. */
export interface WindowMovement {
  itemId: string;
  skuId: string | null;
  toBinId: string | null;
  toStatus: string | null;
  /** What the item holds after the movement, or (`difference`) what it gained or lost in place. */
  quantity: number;
  /** The ledger writes a quantity changed in place (an `adjust` that stays where it was) as the difference. */
  difference?: boolean;
  at: number;
}

/** An item as it is now, for counted units the snapshot does not explain. */
export interface KnownItem {
  itemId: string;
  skuId: string;
  binId: string | null;
  status: string;
}

export interface ReconcileInput {
  mode: CountingMode;
  bins: readonly ReconcileBin[];
  snapshot: readonly SnapshotItem[];
  /** Sorted by `at`. */
  movements: readonly WindowMovement[];
  known: readonly KnownItem[];
  /** SKU id → unit value, for the SKUs that have one. */
  unitValues: ReadonlyMap<string, number>;
}

export interface Discrepancy {
  type: DiscrepancyType;
  skuId: string | null;
  itemId: string | null;
  /** As counted, for codes nobody knows. */
  code: string | null;
  expectedBinId: string | null;
  countedBinId: string | null;
  expectedQuantity: number;
  countedQuantity: number;
  /** (counted − expected) × unit value; null when the SKU has none. */
  value: number | null;
}

/** One counted bin compared: did it match, and how many of the units expected in it were found there. */
export interface BinCheck {
  binId: string;
  right: boolean;
  unitsExpected: number;
  unitsRight: number;
}

/** Expected against counted per counted bin and SKU (or unknown code), matching or not: the cycle's result. */
export interface ResultLine {
  binId: string;
  skuId: string | null;
  code: string | null;
  expected: number;
  counted: number;
}

export interface ReconcileResult {
  discrepancies: Discrepancy[];
  bins: BinCheck[];
  lines: ResultLine[];
}

const IN_BIN: ReadonlySet<string> = new Set(COUNTED_ITEM_STATUSES);
/** Entries of stock outside the cycle (its SKUs, clients or mode): recorded, never compared. */
const OUTSIDE: ReadonlySet<string> = new Set(['not-in-scope', 'other-client']);

interface Place {
  binId: string;
  quantity: number;
}

/** Where each item was at any time of the cycle: its snapshot row, then its movements in the window. */
class Whereabouts {
  private readonly snapshot = new Map<string, SnapshotItem>();
  private readonly moves = new Map<string, WindowMovement[]>();
  /** Per item, where each of its movements left it (aligned with `moves`). */
  private readonly after = new Map<string, (Place | null)[]>();
  /** Items that may be in a bin at some time of the cycle. */
  private readonly candidates = new Map<string, Set<string>>();
  private readonly skus = new Map<string, string>();

  constructor(snapshot: readonly SnapshotItem[], movements: readonly WindowMovement[]) {
    for (const row of snapshot) {
      this.snapshot.set(row.itemId, row);
      this.skus.set(row.itemId, row.skuId);
      this.candidate(row.binId, row.itemId);
    }
    for (const move of movements) {
      const list = this.moves.get(move.itemId);
      if (list) list.push(move);
      else this.moves.set(move.itemId, [move]);
      if (move.skuId && !this.skus.has(move.itemId)) this.skus.set(move.itemId, move.skuId);
      if (move.toBinId) this.candidate(move.toBinId, move.itemId);
    }
  }

  /** Plays an item's movements from its snapshot row: the place and quantity after each. */
  private statesOf(itemId: string, list: readonly WindowMovement[]): (Place | null)[] {
    const row = this.snapshot.get(itemId);
    let binId: string | null = row?.binId ?? null;
    let quantity = row?.quantity ?? 0;
    return list.map((move) => {
      if (move.difference) quantity += move.quantity;
      else {
        binId = move.toBinId;
        quantity = move.quantity;
      }
      const inBin = binId !== null && (move.toStatus === null || IN_BIN.has(move.toStatus));
      return inBin && binId !== null ? { binId, quantity } : null;
    });
  }

  private candidate(binId: string, itemId: string): void {
    const set = this.candidates.get(binId);
    if (set) set.add(itemId);
    else this.candidates.set(binId, new Set([itemId]));
  }

  tracks(itemId: string): boolean {
    return this.snapshot.has(itemId) || this.moves.has(itemId);
  }

  skuOf(itemId: string): string | undefined {
    return this.skus.get(itemId);
  }

  /** The item's bin and quantity at `t`: its latest movement up to `t` (if it leaves it in a bin, counted), else its snapshot row. */
  placeAt(itemId: string, t: number): Place | null {
    const list = this.moves.get(itemId);
    if (list && list.length > 0 && (list[0]?.at ?? Infinity) <= t) {
      let low = 0;
      let high = list.length - 1;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if ((list[mid]?.at ?? Infinity) <= t) low = mid;
        else high = mid - 1;
      }
      let states = this.after.get(itemId);
      if (!states) {
        states = this.statesOf(itemId, list);
        this.after.set(itemId, states);
      }
      return states[low] ?? null;
    }
    const row = this.snapshot.get(itemId);
    return row ? { binId: row.binId, quantity: row.quantity } : null;
  }

  /** Item → quantity of what was in the bin at `t`. */
  expectedIn(binId: string, t: number): Map<string, number> {
    const out = new Map<string, number>();
    for (const itemId of this.candidates.get(binId) ?? []) {
      const place = this.placeAt(itemId, t);
      if (place?.binId === binId) out.set(itemId, place.quantity);
    }
    return out;
  }
}

/** What one or more agreeing counts of a bin found: units and unknown codes (serial), quantity per SKU and unknown code (non-serial). */
interface Found {
  units: Set<string>;
  skus: Map<string, number>;
  unknown: Map<string, number>;
}

function foundIn(mode: CountingMode, entries: readonly ResultEntry[]): Found {
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
function merged(mode: CountingMode, counts: readonly ClosedCount[]): Found {
  const all: Found = { units: new Set(), skus: new Map(), unknown: new Map() };
  for (const count of counts) {
    const one = foundIn(mode, count.entries);
    for (const unit of one.units) all.units.add(unit);
    for (const [sku, quantity] of one.skus) all.skus.set(sku, Math.max(all.skus.get(sku) ?? 0, quantity));
    for (const [code, quantity] of one.unknown) all.unknown.set(code, Math.max(all.unknown.get(code) ?? 0, quantity));
  }
  return all;
}

const resultTime = (bin: ReconcileBin) => bin.counts.reduce((latest, count) => Math.max(latest, count.closedAt), -Infinity);

const valueOf = (unitValues: ReadonlyMap<string, number>, skuId: string | null | undefined, difference: number): number | null => {
  const unit = skuId ? unitValues.get(skuId) : undefined;
  return unit === undefined ? null : Math.round(difference * unit * 100) / 100;
};

/** Context shared by the comparisons: where items were, and where counted units outside the cycle's stock are now. */
class Reconciler {
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

interface CountedBin {
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
function serialDiscrepancies(r: Reconciler, counted: readonly CountedBin[]): Discrepancy[] {
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
function quantityDiscrepancies(r: Reconciler, counted: readonly CountedBin[]): Discrepancy[] {
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
