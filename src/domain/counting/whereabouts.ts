import type { SnapshotItem, WindowMovement } from './reconcile-types';
import { COUNTED_ITEM_STATUSES } from './statuses';

/** Item statuses that leave a unit in its bin, where a count finds it. */
export const IN_BIN: ReadonlySet<string> = new Set(COUNTED_ITEM_STATUSES);

interface Place {
  binId: string;
  quantity: number;
}

/** Where each item was at any time of the cycle: its snapshot row, then its movements in the window. */
export class Whereabouts {
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
