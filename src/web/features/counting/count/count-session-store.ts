import { type CountIndex, type LocalFlag, decideCount, indexPack, unitKey } from '../../../../domain/counting/count-session';
import type { CloseBin, CountEntry, VoidEntry } from '../../../../domain/counting/entries';
import { type RemoteBinState, closedElsewhere, othersOn } from '../../../../domain/counting/bin-states';
import type { CountingPack, PackBin } from '../../../../domain/counting/pack';
import { CLOSE_BIN, COUNT_ENTRY, VOID_ENTRY } from '../../../../domain/counting/statuses';
import { type BinCountRow, type CountEntryRow, type StoredOutboxEntry, deviceDb } from '../../../offline/device-db';
import type { MutationAnswer } from '../../../offline/outbox';
import { enqueueMutationWith } from '../../../offline/outbox-control';
import { createStore, patchStore } from '../../../lib/store/create-store';
import { afterPaint } from '../../../scan/after-paint';
import type { ScanOutcome } from '../../../scan/feedback';
import { createScanSession } from '../../../scan/kit/scan-session';
import type { Scan } from '../../../scan/scan-service';
import type { BinState, CountNotice, CountState, ShownData, ShownEntry } from './count-state';

/**
 * One handheld counting one cycle, outside React so a scan is decided and answered in the key's own
 * task and only what changed re-renders. Every entry, correction and close is one IndexedDB
 * transaction (the screen's row and the outbox entry together) and travels through the outbox.
 */
export function createCountSession(initial: CountingPack) {
  let index: CountIndex = indexPack(initial);
  const cycleId = initial.cycle.id;
  const counted = new Set<string>();
  const binStates = new Map<string, BinState>();
  /** This device's bin counts of the cycle: the server's counts of the others are "elsewhere". */
  const ownCounts = new Set<string>();
  const flow = createStore<CountState>(
    { pack: initial, bin: null, binCountId: null, pending: null, quantityText: '1', bins: new Map(), remote: new Map(), others: new Map(), confirming: null, restored: false },
    { batch: afterPaint },
  );
  const set = (patch: Partial<CountState>) => patchStore(flow, patch);
  const session = createScanSession<ShownData, CountNotice>({
    takeBack(entry) {
      const payload: VoidEntry = { cycleId, entryId: entry.id };
      return enqueueMutationWith(VOID_ENTRY, payload, [db().countEntries], () => db().countEntries.update(entry.id, { voided: true }));
    },
    forget(entry) {
      counted.delete(entry.data.itemId ?? unitKey(null, entry.data.code));
      tallyBin(entry.data.binId, {}, -entry.data.quantity);
      const kept = openCounts.get(entry.data.binId)?.entries.find((row) => row.id === entry.id);
      if (kept) kept.voided = true;
      set({ bins: new Map(binStates) });
    },
  });
  const say = session.say;

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

  function openBin(bin: PackBin, confirmed = false): ScanOutcome {
    const open = openCounts.get(bin.id);
    if (open) {
      showCount(bin, open.row.id, open.entries);
      say({ kind: 'bin-opened', bin, resumed: true, again: false });
      return 'accepted';
    }
    const remote = flow.get().remote.get(bin.id);
    if (!confirmed && closedElsewhere(remote, ownCounts)) {
      set({ confirming: bin });
      say({ kind: 'closed-elsewhere', bin, by: othersOn(remote, ownCounts).closedBy });
      return 'duplicate';
    }
    const again = binStates.get(bin.id)?.state === 'closed' && !bin.recount;
    const row: BinCountRow = { id: crypto.randomUUID(), cycleId, binId: bin.id, round: bin.round, openedAt: new Date().toISOString(), closedAt: null };
    openCounts.set(bin.id, { row, entries: [] });
    ownCounts.add(row.id);
    showCount(bin, row.id, []);
    tallyBin(bin.id, { state: 'open', counted: 0, round: bin.round });
    set({ bins: new Map(binStates) });
    say({ kind: 'bin-opened', bin, resumed: false, again });
    void db().binCounts.add(row);
    return 'accepted';
  }

  function showCount(bin: PackBin, binCountId: string, rows: CountEntryRow[]): void {
    counted.clear();
    for (const row of rows) if (!row.voided) counted.add(row.itemId ?? `code:${row.code.toLowerCase()}`);
    set({ bin, binCountId, pending: null, confirming: null });
    session.reset(rows.map((row) => ({ id: row.id, data: { ...row, label: labelOf(row) }, outboxId: null, synced: false, undone: row.voided })).reverse());
  }

  function record(code: string, itemId: string | null, skuId: string | null, quantity: number, flag: LocalFlag | null): ShownData | null {
    const { bin, binCountId } = flow.get();
    if (!bin || !binCountId) return null;
    const row: CountEntryRow = { id: crypto.randomUUID(), cycleId, binCountId, binId: bin.id, code, itemId, skuId, quantity, flag, voided: false, countedAt: new Date().toISOString() };
    const shown: ShownData = { ...row, label: labelOf(row) };
    const payload: CountEntry = { id: row.id, cycleId, binCountId, binId: bin.id, round: binStates.get(bin.id)?.round ?? bin.round, code, skuId, quantity, countedAt: row.countedAt };
    tallyBin(bin.id, {}, quantity);
    openCounts.get(bin.id)?.entries.push(row);
    set({ bins: new Map(binStates) });
    session.add(row.id, shown, session.get().notice, enqueueMutationWith(COUNT_ENTRY, payload, [db().countEntries], () => db().countEntries.add(row)));
    return shown;
  }

  /** Non-serial: the open quantity becomes an entry (before another SKU, a bin or the close). */
  function commitPending(): void {
    const { pending, quantityText } = flow.get();
    if (!pending) return;
    const typed = Number(quantityText);
    const quantity = Number.isInteger(typed) && typed > 0 ? typed : pending.quantity;
    set({ pending: null, quantityText: '1' });
    record(pending.code, null, pending.sku?.id ?? null, quantity, pending.flag);
  }

  return {
    flow,
    session,
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
        ownCounts.add(count.id);
        const entries = (byCount.get(count.id) ?? []).sort((a, b) => a.countedAt.localeCompare(b.countedAt));
        const quantity = entries.filter((row) => !row.voided).reduce((sum, row) => sum + row.quantity, 0);
        binStates.set(count.binId, { state: count.closedAt ? 'closed' : 'open', counted: quantity, round: count.round });
        if (!count.closedAt && !openCounts.has(count.binId)) openCounts.set(count.binId, { row: count, entries });
      }
      const open = counts.filter((count) => !count.closedAt).at(-1);
      const bin = open ? index.binsById.get(open.binId) : undefined;
      // A scan made while this ran has opened a bin already: that one stays.
      if (open && bin && !flow.get().bin) showCount(bin, open.id, openCounts.get(open.binId)?.entries ?? []);
      set({ bins: new Map(binStates), restored: true });
    },

    /** A fresher download (recount tasks, rounds) replaces the old one without losing the open count. */
    updatePack(pack: CountingPack): void {
      index = indexPack(pack);
      const current = flow.get().bin;
      const bin = current ? (index.binsById.get(current.id) ?? current) : null;
      set({ pack, bin });
    },

    /** Where the cycle's bins stand on the server; a bin this device counts is not changed by it. */
    updateRemote(states: readonly RemoteBinState[]): void {
      set({ remote: new Map(states.map((bin) => [bin.binId, bin])), others: new Map(states.map((bin) => [bin.binId, othersOn(bin, ownCounts)])) });
    },

    onScan(scan: Scan): ScanOutcome {
      const state = flow.get();
      const step = decideCount(index, state.bin ? { binId: state.bin.id, counted } : null, scan.parsed);
      switch (step.kind) {
        case 'reject':
          say(step);
          return step.reason === 'repeat' ? 'duplicate' : 'rejected';
        case 'open-bin':
          commitPending();
          // The same bin label again answers the warning: count it all the same.
          return openBin(step.bin, state.confirming?.id === step.bin.id);
        case 'unit': {
          counted.add(step.key);
          const entry = record(step.code, step.unit?.itemId ?? null, step.unit?.skuId ?? null, 1, step.flag);
          say({ kind: 'counted', label: entry?.label ?? step.code, quantity: 1, flag: step.flag });
          return 'accepted';
        }
        case 'sku': {
          const key = step.sku?.id ?? `code:${step.code.toLowerCase()}`;
          const pending = state.pending;
          if (pending && pending.key === key) {
            const quantity = Math.max(Number(state.quantityText) || 0, 0) + step.count;
            set({ pending: { ...pending, quantity }, quantityText: String(quantity) });
            say({ kind: 'pending', label: step.sku?.code ?? step.code, quantity, flag: step.flag });
            return 'accepted';
          }
          commitPending();
          set({ pending: { key, sku: step.sku, code: step.code, quantity: step.count, flag: step.flag }, quantityText: String(step.count) });
          say({ kind: 'pending', label: step.sku?.code ?? step.code, quantity: step.count, flag: step.flag });
          return 'accepted';
        }
      }
    },

    /** The counter read the warning and counts the bin closed elsewhere all the same. */
    confirmOpen(): void {
      const bin = flow.get().confirming;
      if (bin) openBin(bin, true);
    },
    cancelOpen(): void {
      set({ confirming: null });
      say(null);
    },

    setQuantityText: (quantityText: string) => set({ quantityText }),
    commitPending(): void {
      const pending = flow.get().pending;
      commitPending();
      if (pending) say({ kind: 'counted', label: pending.sku?.code ?? pending.code, quantity: session.get().entries[0]?.data.quantity ?? pending.quantity, flag: pending.flag });
    },
    dropPending() {
      set({ pending: null, quantityText: '1' });
      say(null);
    },

    /** A correction: the entry stays (void) on the device and on the server. */
    voidEntry: (entry: ShownEntry) => session.undo(entry.id, { kind: 'voided', label: entry.data.label }),

    async closeBin(): Promise<void> {
      commitPending();
      const { bin, binCountId } = flow.get();
      if (!bin || !binCountId) return;
      const total = binStates.get(bin.id)?.counted ?? 0;
      const closedAt = new Date().toISOString();
      tallyBin(bin.id, { state: 'closed' });
      openCounts.delete(bin.id);
      counted.clear();
      set({ bin: null, binCountId: null, bins: new Map(binStates) });
      session.reset([]);
      say({ kind: 'closed', bin, counted: total });
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
        say({ kind: 'recount', bin });
      }
    },
  };
}

export type CountSession = ReturnType<typeof createCountSession>;
