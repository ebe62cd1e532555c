import {
  type CountIndex, type CountRejection, type LocalFlag, decideCount, indexPack, unitKey,
} from '../../../../domain/counting/count-session';
import type { CloseBin, CountEntry, VoidEntry } from '../../../../domain/counting/entries';
import type { CountingPack, PackBin, PackSku } from '../../../../domain/counting/pack';
import { CLOSE_BIN, COUNT_ENTRY, VOID_ENTRY } from '../../../../domain/counting/statuses';
import { type BinCountRow, type CountEntryRow, type StoredOutboxEntry, deviceDb } from '../../../offline/device-db';
import type { MutationAnswer } from '../../../offline/outbox';
import { enqueueMutationWith } from '../../../offline/outbox-control';
import { afterPaint } from '../../../scan/after-paint';
import type { ScanOutcome } from '../../../scan/feedback';
import type { Scan } from '../../../scan/scan-service';

/** A count entry as the screen lists it. */
export interface ShownEntry extends CountEntryRow {
  label: string;
}

/** Non-serial: the SKU being counted, its quantity still open to repeated scans or a typed figure. */
export interface Pending {
  key: string;
  sku: PackSku | null;
  code: string;
  quantity: number;
  flag: LocalFlag | null;
}

/** Where each bin stands on this device. */
export interface BinState {
  state: 'open' | 'closed';
  counted: number;
  round: number;
}

export type CountNotice =
  | { kind: 'bin-opened'; bin: PackBin; resumed: boolean; again: boolean }
  | { kind: 'counted'; label: string; quantity: number; flag: LocalFlag | null }
  | { kind: 'pending'; label: string; quantity: number; flag: LocalFlag | null }
  | { kind: 'voided'; label: string }
  | { kind: 'closed'; bin: PackBin; counted: number }
  | { kind: 'recount'; bin: PackBin }
  | { kind: 'reject'; reason: CountRejection; code: string };

export interface CountState {
  pack: CountingPack;
  bin: PackBin | null;
  binCountId: string | null;
  /** The open bin count's entries, newest first. */
  entries: ShownEntry[];
  pending: Pending | null;
  quantityText: string;
  notice: CountNotice | null;
  bins: ReadonlyMap<string, BinState>;
  restored: boolean;
}

/**
 * One handheld counting one cycle, outside React so a scan is decided and answered in the key's own
 * task and only what changed re-renders. Every entry, correction and close is one IndexedDB
 * transaction (the screen's row and the outbox entry together) and travels through the outbox.
 */
export function createCountSession(initial: CountingPack) {
  let index: CountIndex = indexPack(initial);
  const cycleId = initial.cycle.id;
  const listeners = new Set<() => void>();
  const counted = new Set<string>();
  const binStates = new Map<string, BinState>();
  let state: CountState = { pack: initial, bin: null, binCountId: null, entries: [], pending: null, quantityText: '1', notice: null, bins: new Map(), restored: false };

  const notify = afterPaint(() => listeners.forEach((listener) => listener()));

  function set(patch: Partial<CountState>): void {
    state = { ...state, ...patch };
    notify();
  }

  function labelOf(row: Pick<CountEntryRow, 'code' | 'itemId' | 'skuId'>): string {
    if (index.mode === 'non-serial') return row.skuId ? (index.skus.byId.get(row.skuId)?.code ?? row.code) : row.code;
    const unit = index.units.get(row.code.toLowerCase());
    return unit?.serial && unit.serial.toLowerCase() !== row.code.toLowerCase() ? `${row.code} · ${unit.serial}` : row.code;
  }

  function tallyBin(binId: string, patch: Partial<BinState>, add = 0): void {
    const was = binStates.get(binId) ?? { state: 'open', counted: 0, round: index.binsById.get(binId)?.round ?? 1 };
    binStates.set(binId, { ...was, ...patch, counted: (patch.counted ?? was.counted) + add });
  }

  function db() {
    return deviceDb();
  }

  /** Bin counts left open on this device, by bin, with their entries: resuming one needs no I/O. */
  const openCounts = new Map<string, { row: BinCountRow; entries: CountEntryRow[] }>();

  function openBin(bin: PackBin): void {
    const open = openCounts.get(bin.id);
    if (open) {
      showCount(bin, open.row.id, open.entries);
      set({ notice: { kind: 'bin-opened', bin, resumed: true, again: false } });
      return;
    }
    const again = binStates.get(bin.id)?.state === 'closed' && !bin.recount;
    const row: BinCountRow = { id: crypto.randomUUID(), cycleId, binId: bin.id, round: bin.round, openedAt: new Date().toISOString(), closedAt: null };
    openCounts.set(bin.id, { row, entries: [] });
    showCount(bin, row.id, []);
    tallyBin(bin.id, { state: 'open', counted: 0, round: bin.round });
    set({ bins: new Map(binStates), notice: { kind: 'bin-opened', bin, resumed: false, again } });
    void db().binCounts.add(row);
  }

  function showCount(bin: PackBin, binCountId: string, rows: CountEntryRow[]): void {
    counted.clear();
    for (const row of rows) if (!row.voided) counted.add(row.itemId ?? `code:${row.code.toLowerCase()}`);
    set({ bin, binCountId, pending: null, entries: rows.map((row) => ({ ...row, label: labelOf(row) })).reverse() });
  }

  function record(code: string, itemId: string | null, skuId: string | null, quantity: number, flag: LocalFlag | null): ShownEntry | null {
    const { bin, binCountId } = state;
    if (!bin || !binCountId) return null;
    const row: CountEntryRow = { id: crypto.randomUUID(), cycleId, binCountId, binId: bin.id, code, itemId, skuId, quantity, flag, voided: false, countedAt: new Date().toISOString() };
    const shown: ShownEntry = { ...row, label: labelOf(row) };
    const payload: CountEntry = { id: row.id, cycleId, binCountId, binId: bin.id, round: binStates.get(bin.id)?.round ?? bin.round, code, skuId, quantity, countedAt: row.countedAt };
    tallyBin(bin.id, {}, quantity);
    openCounts.get(bin.id)?.entries.push(row);
    set({ entries: [shown, ...state.entries], bins: new Map(binStates) });
    void enqueueMutationWith(COUNT_ENTRY, payload, [db().countEntries], () => db().countEntries.add(row));
    return shown;
  }

  /** Non-serial: the open quantity becomes an entry (before another SKU, a bin or the close). */
  function commitPending(): void {
    const { pending } = state;
    if (!pending) return;
    const typed = Number(state.quantityText);
    const quantity = Number.isInteger(typed) && typed > 0 ? typed : pending.quantity;
    set({ pending: null, quantityText: '1' });
    record(pending.code, null, pending.sku?.id ?? null, quantity, pending.flag);
  }

  return {
    getState: () => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get index() {
      return index;
    },

    /** What this device counted in the cycle before (this visit or an earlier one), and the bin left open. */
    async restore(): Promise<void> {
      const [counts, rows] = await Promise.all([db().binCounts.where('cycleId').equals(cycleId).toArray(), db().countEntries.where('cycleId').equals(cycleId).toArray()]);
      const byCount = new Map<string, CountEntryRow[]>();
      for (const row of rows) byCount.set(row.binCountId, [...(byCount.get(row.binCountId) ?? []), row]);
      counts.sort((a, b) => a.openedAt.localeCompare(b.openedAt));
      for (const count of counts) {
        const entries = (byCount.get(count.id) ?? []).sort((a, b) => a.countedAt.localeCompare(b.countedAt));
        const quantity = entries.filter((row) => !row.voided).reduce((sum, row) => sum + row.quantity, 0);
        binStates.set(count.binId, { state: count.closedAt ? 'closed' : 'open', counted: quantity, round: count.round });
        if (!count.closedAt && !openCounts.has(count.binId)) openCounts.set(count.binId, { row: count, entries });
      }
      const open = counts.filter((count) => !count.closedAt).at(-1);
      const bin = open ? index.binsById.get(open.binId) : undefined;
      // A scan made while this ran has opened a bin already: that one stays.
      if (open && bin && !state.bin) showCount(bin, open.id, openCounts.get(open.binId)?.entries ?? []);
      set({ bins: new Map(binStates), restored: true });
    },

    /** A fresher download (recount tasks, rounds) replaces the old one without losing the open count. */
    updatePack(pack: CountingPack): void {
      index = indexPack(pack);
      const bin = state.bin ? (index.binsById.get(state.bin.id) ?? state.bin) : null;
      set({ pack, bin });
    },

    onScan(scan: Scan): ScanOutcome {
      const step = decideCount(index, state.bin ? { binId: state.bin.id, counted } : null, scan.parsed);
      switch (step.kind) {
        case 'reject':
          set({ notice: step });
          return step.reason === 'repeat' ? 'duplicate' : 'rejected';
        case 'open-bin':
          commitPending();
          openBin(step.bin);
          return 'accepted';
        case 'unit': {
          counted.add(step.key);
          const entry = record(step.code, step.unit?.itemId ?? null, step.unit?.skuId ?? null, 1, step.flag);
          set({ notice: { kind: 'counted', label: entry?.label ?? step.code, quantity: 1, flag: step.flag } });
          return 'accepted';
        }
        case 'sku': {
          const key = step.sku?.id ?? `code:${step.code.toLowerCase()}`;
          const pending = state.pending;
          if (pending && pending.key === key) {
            const quantity = Math.max(Number(state.quantityText) || 0, 0) + step.count;
            set({ pending: { ...pending, quantity }, quantityText: String(quantity), notice: { kind: 'pending', label: step.sku?.code ?? step.code, quantity, flag: step.flag } });
            return 'accepted';
          }
          commitPending();
          set({
            pending: { key, sku: step.sku, code: step.code, quantity: step.count, flag: step.flag },
            quantityText: String(step.count),
            notice: { kind: 'pending', label: step.sku?.code ?? step.code, quantity: step.count, flag: step.flag },
          });
          return 'accepted';
        }
      }
    },

    setQuantityText: (quantityText: string) => set({ quantityText }),
    commitPending(): void {
      const pending = state.pending;
      commitPending();
      if (pending) set({ notice: { kind: 'counted', label: pending.sku?.code ?? pending.code, quantity: state.entries[0]?.quantity ?? pending.quantity, flag: pending.flag } });
    },
    dropPending: () => set({ pending: null, quantityText: '1', notice: null }),

    /** A correction: the entry stays (void) on the device and on the server. */
    async voidEntry(entry: ShownEntry): Promise<void> {
      if (entry.voided) return;
      counted.delete(entry.itemId ?? unitKey(null, entry.code));
      tallyBin(entry.binId, {}, -entry.quantity);
      const kept = openCounts.get(entry.binId)?.entries.find((row) => row.id === entry.id);
      if (kept) kept.voided = true;
      set({ entries: state.entries.map((e) => (e.id === entry.id ? { ...e, voided: true } : e)), bins: new Map(binStates), notice: { kind: 'voided', label: entry.label } });
      const payload: VoidEntry = { cycleId, entryId: entry.id };
      await enqueueMutationWith(VOID_ENTRY, payload, [db().countEntries], () => db().countEntries.update(entry.id, { voided: true }));
    },

    async closeBin(): Promise<void> {
      commitPending();
      const { bin, binCountId } = state;
      if (!bin || !binCountId) return;
      const total = binStates.get(bin.id)?.counted ?? 0;
      const closedAt = new Date().toISOString();
      tallyBin(bin.id, { state: 'closed' });
      openCounts.delete(bin.id);
      counted.clear();
      set({ bin: null, binCountId: null, entries: [], bins: new Map(binStates), notice: { kind: 'closed', bin, counted: total } });
      const payload: CloseBin = { cycleId, binCountId, binId: bin.id, round: binStates.get(bin.id)?.round ?? bin.round, closedAt };
      await enqueueMutationWith(CLOSE_BIN, payload, [db().binCounts], () => db().binCounts.update(binCountId, { closedAt }));
    },

    /** The server's answers: its own flag on an entry, a bin to count again after a close. */
    onApplied(entry: StoredOutboxEntry, answer: MutationAnswer): void {
      if (entry.kind === CLOSE_BIN) {
        const payload = entry.payload as CloseBin;
        const result = answer.payload as { recount?: boolean; round?: number } | null;
        const bin = index.binsById.get(payload.binId);
        if (payload.cycleId !== cycleId || !result?.recount || !bin) return;
        set({ notice: { kind: 'recount', bin } });
      }
    },
  };
}

export type CountSession = ReturnType<typeof createCountSession>;
