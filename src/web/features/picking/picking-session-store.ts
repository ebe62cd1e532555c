import { PICK_UNITS, type PickAnswer, type PickPack, type PickUnits, RETURN_TO_STOCK, type ReturnToStock, SHORT_PICK, type ShortPick, UNDO_PICK } from '../../../domain/picking/picking';
import type { ShortPickReason } from '../../../domain/picking/statuses';
import { type PickIndex, type PickStep, applyPickLocally, applyReturnLocally, applyShortLocally, currentTask, decidePick, heldUnits, indexPickPack, leftOf } from '../../../domain/picking/pick-scan';
import { type PickRow, deviceDb } from '../../offline/device-db';
import { enqueueMutationWith } from '../../offline/outbox-control';
import { stepNotInPack } from '../../offline/pack-mark';
import { isApiError } from '../../lib/api/api-error';
import { createStore, patchStore } from '../../lib/store/create-store';
import { afterPaint } from '../../scan/after-paint';
import type { ScanOutcome } from '../../scan/feedback';
import { createScanSession } from '../../scan/kit/scan-session';
import type { Scan } from '../../scan/scan-service';
import { claimTask } from './picking-api';
import type { PickNotice, PickState } from './picking-state';

const db = () => deviceDb();

/**
 * One picker walking a batch, outside React so a scan is decided and answered in the key's own task.
 * Each pick is applied to the device's copy of the batch at once (the next task shows in the same
 * frame) and stored after the feedback has painted, in one IndexedDB transaction with its outbox entry.
 * Online, the picker claims each task as it comes up, so a second picker's walk skips it.
 */
export function createPickSession(pack: PickPack, userId: string) {
  let index: PickIndex = indexPickPack(pack);
  const flow = createStore<PickState>({ toteId: null, atTaskId: null, returnId: null, quantity: null, version: 0, restored: false }, { batch: afterPaint });
  const set = (patch: Partial<PickState>) => patchStore(flow, patch);
  /** This account's picks in this batch on this device, oldest first: replayed on the pack after a reload or an undo. */
  let made: PickRow[] = [];
  const claimed = new Set<string>();

  function replay(row: PickRow): void {
    const { action } = row;
    if (action.kind === 'pick') applyPickLocally(index, action.payload);
    else if (action.kind === 'short') applyShortLocally(index, action.payload);
    else applyReturnLocally(index, action.payload);
  }

  function rebuild(): void {
    index = indexPickPack(pack);
    for (const row of made) if (!row.undone && stepNotInPack(pack, row)) replay(row);
  }

  const session = createScanSession<PickRow, PickNotice>({
    takeBack(entry) {
      return enqueueMutationWith(UNDO_PICK, { pickId: entry.id }, [db().picks], () => db().picks.update(entry.id, { undone: true }));
    },
    forget(entry) {
      made = made.map((row) => (row.id === entry.id ? { ...row, undone: true } : row));
      rebuild();
      set({ atTaskId: null, quantity: null, version: flow.get().version + 1 });
    },
    answered(entry, answer) {
      const picked = (answer.payload as PickAnswer | null)?.picked;
      const split = picked?.find((unit) => unit.splitFrom !== null);
      return split ? { ...entry.data, label: entry.data.label.replace(/…[0-9a-f]{8}/, split.wmsNumber) } : entry.data;
    },
  });
  const say = session.say;

  /**
   * Claims a task when the picker reaches its bin, if online: a second picker who reaches it later is
   * told and walks on. Offline the pick goes ahead; the server settles a unit two devices took.
   */
  function claim(taskId: string): void {
    if (claimed.has(taskId) || !navigator.onLine) return;
    claimed.add(taskId);
    const heldBy = (holder: { id: string; name: string } | null | undefined) => {
      const task = index.tasksById.get(taskId);
      if (!task || !holder) return;
      task.claimedBy = holder;
      if (holder.id === userId) return;
      say({ kind: 'taken', name: holder.name });
      set({ atTaskId: flow.get().atTaskId === taskId ? null : flow.get().atTaskId, version: flow.get().version + 1 });
    };
    claimTask(taskId).then(
      (now) => heldBy(now.claimedBy),
      (error: unknown) => heldBy(isApiError(error) && error.status === 409 ? (error.payload as { claimedBy?: { id: string; name: string } } | null)?.claimedBy : undefined),
    );
  }

  function record(row: PickRow): void {
    replay(row);
    made.push(row);
    set({ atTaskId: null, returnId: null, quantity: null, version: flow.get().version + 1 });
    const write = () => db().picks.add(row);
    const { action } = row;
    const enqueue = () => {
      if (action.kind === 'pick') return enqueueMutationWith(PICK_UNITS, action.payload, [db().picks], write);
      if (action.kind === 'short') return enqueueMutationWith(SHORT_PICK, action.payload, [db().picks], write);
      return enqueueMutationWith(RETURN_TO_STOCK, action.payload, [db().picks], write);
    };
    // Opening the IndexedDB transaction in the key's task held the feedback's frame back.
    const stored = new Promise<string>((resolve, reject) => afterPaint(() => void enqueue().then(resolve, reject))());
    const said = { pick: 'picked', short: 'shorted', return: 'returned' } as const;
    session.add(row.id, row, { kind: said[action.kind], label: row.label }, stored);
  }

  function pick(taskId: string, what: PickUnits['what'], code: string, label: string, units: number): ScanOutcome {
    const { toteId, atTaskId } = flow.get();
    const task = index.tasksById.get(taskId);
    if (!toteId || !task || atTaskId !== task.id) return 'rejected';
    const payload: PickUnits = { id: crypto.randomUUID(), taskId, binId: task.binId, what, toteId, pickedAt: new Date().toISOString() };
    const tote = index.totesById.get(toteId)?.code ?? '';
    const row: PickRow = { id: payload.id, userId, batchId: index.batch.id, action: { kind: 'pick', payload }, code, label: `${label} → ${tote}`, units, at: payload.pickedAt, undone: false };
    const sameTask = () => index.tasksById.get(taskId)?.status === 'open';
    record(row);
    // Still at the same bin: the next unit of the task needs no second bin scan.
    if (sameTask()) set({ atTaskId: taskId });
    return 'accepted';
  }

  function decided(step: PickStep): ScanOutcome {
    switch (step.kind) {
      case 'reject':
        say(step);
        return step.reason === 'already-picked' ? 'duplicate' : 'rejected';
      case 'tote':
        set({ toteId: step.tote.id });
        say({ kind: 'tote', code: step.tote.code });
        return 'accepted';
      case 'bin':
        set({ atTaskId: step.task.id, quantity: null });
        say({ kind: 'bin', code: step.bin.code, left: leftOf(step.task) });
        claim(step.task.id);
        return 'accepted';
      case 'pick-unit': {
        const label = step.unit.serial ? `${step.unit.wmsNumber} · ${step.unit.serial}` : step.unit.wmsNumber;
        return pick(step.task.id, { kind: 'item', itemId: step.unit.id }, step.unit.wmsNumber, label, step.unit.quantity);
      }
      case 'return-unit':
        set({ returnId: step.ret.id });
        say({ kind: 'return-unit', code: step.ret.wmsNumber, orderNumber: step.ret.orderNumber });
        return 'accepted';
      case 'return-to': {
        const payload: ReturnToStock = { id: crypto.randomUUID(), returnTaskId: step.ret.id, itemId: step.ret.itemId, binId: step.bin.id, returnedAt: new Date().toISOString() };
        const row: PickRow = { id: payload.id, userId, batchId: index.batch.id, action: { kind: 'return', payload }, code: step.ret.wmsNumber, label: `${step.ret.wmsNumber} → ${step.bin.code}`, units: 1, at: payload.returnedAt, undone: false };
        record(row);
        return 'accepted';
      }
      case 'quantity':
        set({ quantity: { taskId: step.task.id, skuCode: step.sku.code, text: String(step.quantity), max: leftOf(step.task) } });
        say({ kind: 'how-many', code: step.sku.code, left: leftOf(step.task) });
        return 'accepted';
    }
  }

  return {
    flow,
    session,
    get index() {
      return index;
    },

    /** The picks this account made in this batch on this device before (this visit or an earlier one). */
    async restore(): Promise<void> {
      const [all, queued] = await Promise.all([db().picks.where('[userId+batchId]').equals([userId, pack.batch.id]).toArray(), db().outbox.toArray()]);
      const kinds = new Set<string>([PICK_UNITS, SHORT_PICK, RETURN_TO_STOCK]);
      const outboxOf = new Map(queued.filter((entry) => kinds.has(entry.kind)).map((entry) => [(entry.payload as { id: string }).id, entry.id]));
      const rows = all.sort((a, b) => a.at.localeCompare(b.at));
      made = [...rows, ...made.filter((row) => !rows.some((kept) => kept.id === row.id))];
      rebuild();
      session.adopt(rows, (row) => row.id, (row) => row.undone, outboxOf);
      set({ restored: true, version: flow.get().version + 1 });
    },

    onScan(scan: Scan): ScanOutcome {
      return decided(decidePick(index, flow.get(), scan.parsed, userId));
    },

    setQuantityText(text: string): void {
      const { quantity } = flow.get();
      if (quantity) set({ quantity: { ...quantity, text } });
    },

    confirmQuantity(): void {
      const { quantity } = flow.get();
      if (!quantity) return;
      const typed = Number(quantity.text);
      if (!Number.isInteger(typed) || typed < 1 || typed > quantity.max) {
        say({ kind: 'reject', reason: 'over-pick', code: quantity.text, expected: String(quantity.max) });
        return;
      }
      pick(quantity.taskId, { kind: 'quantity', quantity: typed, newItemId: crypto.randomUUID() }, quantity.skuCode, `${typed} × ${quantity.skuCode}`, typed);
    },

    /** What is left of the current task cannot be picked: the bin is empty, or the unit in hand is damaged. */
    short(reason: ShortPickReason): void {
      const task = currentTask(index, userId);
      if (!task) return;
      const [damaged] = reason === 'damaged' && index.skus.byId.get(task.skuId)?.serialised ? heldUnits(index, task) : [];
      const payload: ShortPick = { id: crypto.randomUUID(), taskId: task.id, reason, itemId: damaged?.id ?? null, shortAt: new Date().toISOString() };
      const units = damaged ? damaged.quantity : leftOf(task);
      const bin = index.binsById.get(task.binId)?.code ?? '';
      const sku = index.skus.byId.get(task.skuId)?.code ?? '';
      const row: PickRow = { id: payload.id, userId, batchId: index.batch.id, action: { kind: 'short', payload }, code: sku, label: `${units} × ${sku} · ${bin}`, units, at: payload.shortAt, undone: false };
      record(row);
    },

    changeTote(): void {
      set({ toteId: null });
      say(null);
    },

    undoLast(): void {
      const last = session.last();
      if (!last || last.data.action.kind !== 'pick') return;
      void session.undo(last.id, { kind: 'undone', label: last.data.label });
    },
  };
}

export type PickSession = ReturnType<typeof createPickSession>;
