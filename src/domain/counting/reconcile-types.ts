/** What the reconciliation reads and answers (see reconcile.ts). Times are epoch milliseconds. */
import type { CountingMode, DiscrepancyType } from './statuses';

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
