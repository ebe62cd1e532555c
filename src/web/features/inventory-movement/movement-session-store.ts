import { MOVE_STOCK, type MoveAnswer, type MovePackItem, type MoveStock, type MovementPack, UNDO_MOVE } from '../../../domain/inventory/movement';
import { type MoveIndex, addUnits, applyMoveLocally, indexMovementPack, itemsIn } from '../../../domain/inventory/movement-index';
import { type MoveStep, type Selection, decideMove, selectQuantity, unitCodeOf } from '../../../domain/inventory/movement-scan';
import type { UnitAlias } from '../../../domain/inventory/relabel';
import { type MoveRow, deviceDb } from '../../offline/device-db';
import { enqueueMutationWith } from '../../offline/outbox-control';
import { stepNotInPack } from '../../offline/pack-mark';
import { keepUnitPack } from '../../offline/unit-pack';
import { createStore, patchStore } from '../../lib/store/create-store';
import { afterPaint } from '../../scan/after-paint';
import type { ScanOutcome } from '../../scan/feedback';
import { createScanSession } from '../../scan/kit/scan-session';
import type { Scan } from '../../scan/scan-service';
import { lookupUnits } from './movement-api';
import type { MoveNotice, MoveState } from './movement-state';

const db = () => deviceDb();

/** How many units a selection moves, for the summary. */
const unitsOf = (selection: Selection) =>
  selection.kind === 'item' ? selection.item.quantity : selection.kind === 'quantity' ? selection.quantity : selection.units;

function labelOf(selection: Selection): string {
  switch (selection.kind) {
    case 'item':
      return selection.item.serial ? `${selection.item.wmsNumber} · ${selection.item.serial}` : selection.item.wmsNumber;
    case 'container':
      return selection.container.code;
    case 'bin':
      return selection.bin.code;
    case 'quantity':
      return `${selection.quantity} × ${selection.sku.code}${selection.lotNumber ? ` · ${selection.lotNumber}` : ''}`;
  }
}

function whatOf(selection: Selection, quantity: number): MoveStock['what'] {
  switch (selection.kind) {
    case 'item':
      return { kind: 'item', itemId: selection.item.id };
    case 'container':
      return { kind: 'container', containerId: selection.container.id };
    case 'bin':
      return { kind: 'bin', binId: selection.bin.id };
    case 'quantity':
      return { kind: 'quantity', skuId: selection.sku.id, lotNumber: selection.lotNumber, quantity, newItemId: crypto.randomUUID() };
  }
}

/**
 * One handheld moving stock, outside React so a scan is decided and answered in the key's own task.
 * Each move is applied to the device's copy of the pack at once, so the next scan finds the units where
 * they went, and stored after the feedback has painted, in one IndexedDB transaction (the session's
 * row and the outbox entry together). A unit the pack does not hold is asked of the server when online.
 */
export function createMoveSession(pack: MovementPack, userId: string) {
  let index: MoveIndex = indexMovementPack(pack);
  const flow = createStore<MoveState>({ from: null, selection: null, lots: null, quantityText: '1', confirmed: false, restored: false }, { batch: afterPaint });
  const set = (patch: Partial<MoveState>) => patchStore(flow, patch);
  /** This account's moves on this device, oldest first: replayed on the pack after a reload or an undo. */
  let made: MoveRow[] = [];
  /** Units the server named for codes the pack did not know. */
  let lookedUp: MovePackItem[] = [];
  /** Counts scans, so a lookup's late answer does not act on a screen that has moved on. */
  let scans = 0;

  function rebuild(): void {
    index = indexMovementPack(pack);
    addUnits(index, lookedUp);
    for (const row of made) if (!row.undone && stepNotInPack(pack, { id: row.id, at: row.payload.movedAt })) applyMoveLocally(index, row.payload);
  }

  const session = createScanSession<MoveRow, MoveNotice>({
    takeBack(entry) {
      return enqueueMutationWith(UNDO_MOVE, { moveId: entry.id }, [db().moves], () => db().moves.update(entry.id, { undone: true }));
    },
    forget(entry) {
      made = made.map((row) => (row.id === entry.id ? { ...row, undone: true } : row));
      rebuild();
      set({ selection: null, lots: null, confirmed: false });
    },
    answered(entry, answer) {
      const split = (answer.payload as MoveAnswer | null)?.split;
      return split ? { ...entry.data, label: entry.data.label.replace(/…[0-9a-f]{8}/, split.wmsNumber) } : entry.data;
    },
  });
  const say = session.say;

  function select(step: Extract<MoveStep, { kind: 'select' }>): ScanOutcome {
    const { selection } = step;
    set({ selection, from: step.from, lots: null, confirmed: false, quantityText: selection.kind === 'quantity' ? String(selection.quantity) : '1' });
    say({ kind: 'selected', label: labelOf(selection), allocated: step.allocated });
    return step.allocated ? 'duplicate' : 'accepted';
  }

  function move(to: MoveStock['to'], where: string): ScanOutcome {
    const { selection, from, quantityText, confirmed } = flow.get();
    if (!selection) return 'rejected';
    const allocated = selection.kind === 'item' ? selection.item.status === 'allocated' : selection.kind !== 'quantity' && itemsIn(index, selection.kind === 'bin' ? { binId: selection.bin.id, containerId: null } : { binId: null, containerId: selection.container.id }).some((item) => item.status === 'allocated');
    if (allocated && !confirmed) {
      say({ kind: 'reject', reason: 'confirm-allocated', code: labelOf(selection) });
      return 'rejected';
    }
    const typed = Number(quantityText);
    const quantity = selection.kind === 'quantity' ? (Number.isInteger(typed) && typed > 0 ? Math.min(typed, selection.available) : selection.quantity) : 0;
    const shown = selection.kind === 'quantity' ? { ...selection, quantity } : selection;
    const source = from ? (from.kind === 'bin' ? { binId: from.bin.id, containerId: null } : { binId: from.container.binId, containerId: from.container.id }) : null;
    const payload: MoveStock = { id: crypto.randomUUID(), what: whatOf(selection, quantity), source, to, confirmAllocated: allocated, movedAt: new Date().toISOString() };
    const row: MoveRow = { id: payload.id, userId, payload, label: `${labelOf(shown)} → ${where}`, units: unitsOf(shown), undone: false };
    applyMoveLocally(index, payload);
    made.push(row);
    set({ selection: null, lots: null, confirmed: false, quantityText: '1' });
    // Opening the IndexedDB transaction in the key's task held the feedback's frame back.
    const stored = new Promise<string>((resolve, reject) => afterPaint(() => void enqueueMutationWith(MOVE_STOCK, payload, [db().moves], () => db().moves.add(row)).then(resolve, reject))());
    session.add(row.id, row, { kind: 'moved', label: row.label }, stored);
    return 'accepted';
  }

  function decided(step: MoveStep): ScanOutcome {
    switch (step.kind) {
      case 'reject':
        say(step);
        return 'rejected';
      case 'from': {
        set({ from: step.from, selection: null, lots: null, confirmed: false });
        const place = step.from.kind === 'bin' ? { binId: step.from.bin.id, containerId: null } : { binId: null, containerId: step.from.container.id };
        say({ kind: 'from', code: step.from.kind === 'bin' ? step.from.bin.code : step.from.container.code, units: itemsIn(index, place).length });
        return 'accepted';
      }
      case 'select':
        return select(step);
      case 'choose-lot':
        set({ lots: { skuId: step.sku.id, count: step.count, lots: step.lots }, selection: null });
        say({ kind: 'choose-lot', code: step.sku.code });
        return 'accepted';
      case 'move':
        return move(step.to, step.label);
    }
  }

  /** An old label (`relabelled`) is decided as the unit's number now, and the notice says it was relabelled. */
  function decideScan(scan: Scan, relabelled: UnitAlias | null): ScanOutcome {
    const parsed = relabelled ? { kind: 'plain' as const, raw: relabelled.wmsNumber, code: relabelled.wmsNumber } : scan.parsed;
    const outcome = decided(decideMove(index, flow.get(), parsed));
    const notice = session.get().notice;
    if (relabelled && notice?.kind === 'selected') say({ ...notice, relabelled });
    return outcome;
  }

  /** A unit code this device does not know: the server's answer decides it, or the verdict says it cannot be told offline. */
  async function lookUp(scan: Scan, code: string): Promise<void> {
    const asked = scans;
    try {
      const { units, relabelled } = await lookupUnits(code);
      if (asked !== scans) return;
      if (units.length === 0) {
        say({ kind: 'reject', reason: 'unknown-code', code });
        return;
      }
      lookedUp = [...lookedUp, ...units];
      addUnits(index, units);
      decideScan(scan, relabelled);
      // Units looked up online go into the kept pack too, so they are known after a reload offline.
      await keepUnitPack('movement', userId, { ...pack, items: [...pack.items, ...lookedUp] });
    } catch {
      if (asked === scans) say({ kind: 'reject', reason: 'unknown-offline', code });
    }
  }

  return {
    flow,
    session,
    get index() {
      return index;
    },

    /** The moves this account made on this device before (this visit or an earlier one, before a reload). */
    async restore(): Promise<void> {
      const [all, queued] = await Promise.all([db().moves.where('userId').equals(userId).toArray(), db().outbox.toArray()]);
      const outboxOf = new Map(queued.filter((entry) => entry.kind === MOVE_STOCK).map((entry) => [(entry.payload as MoveStock).id, entry.id]));
      // Moves on the server before this download are in the pack already: the session starts after them.
      const done = all.filter((row) => !stepNotInPack(pack, { id: row.id, at: row.payload.movedAt }) && !outboxOf.has(row.id));
      await db().moves.bulkDelete(done.map((row) => row.id));
      const rows = all.filter((row) => !done.includes(row)).sort((a, b) => a.payload.movedAt.localeCompare(b.payload.movedAt));
      made = [...rows, ...made.filter((row) => !rows.some((kept) => kept.id === row.id))];
      rebuild();
      session.adopt(rows, (row) => row.id, (row) => row.undone, outboxOf);
      set({ restored: true });
    },

    onScan(scan: Scan): ScanOutcome {
      scans += 1;
      const step = decideMove(index, flow.get(), scan.parsed);
      const code = unitCodeOf(scan.parsed);
      if (step.kind !== 'reject' || step.reason !== 'unknown-code' || code === null) return decided(step);
      const aliased = index.aliases.get(code.toLowerCase());
      if (aliased) return decideScan(scan, { code, wmsNumber: aliased.wmsNumber });
      if (!navigator.onLine) {
        say({ kind: 'reject', reason: 'unknown-offline', code });
        return 'rejected';
      }
      say({ kind: 'looking-up', code });
      void lookUp(scan, code);
      return 'duplicate';
    },

    chooseLot(lotNumber: string | null): void {
      const { lots, from } = flow.get();
      const sku = lots ? index.skus.byId.get(lots.skuId) : undefined;
      if (!lots || !sku || !from) return;
      const step = selectQuantity(index, from, sku, lotNumber, lots.count);
      if (step.kind === 'select') select(step);
    },
    setQuantityText: (quantityText: string) => set({ quantityText }),
    confirmAllocated: () => set({ confirmed: true }),
    clear(): void {
      set({ from: null, selection: null, lots: null, confirmed: false, quantityText: '1' });
      say(null);
    },
    undoLast(): void {
      const last = session.last();
      if (last) void session.undo(last.id, { kind: 'undone', label: last.data.label });
    },
  };
}

export type MoveSession = ReturnType<typeof createMoveSession>;
