import { type SkuIndex, indexSkus, skuOf } from '../receiving/scan-session';
import type { ParsedScan } from '../scan/parse-scan';
import type { PickPack, PickPackTask, PickPackUnit, PickRejection, PickUnits, ReturnToStock, ShortPick } from './picking';

/*
 * The picking screen's decisions, free of React and IndexedDB so a scan is decided in the key's own task
 * and the rules are unit-tested: the same verdicts the server gives (PICK_REJECTIONS), from the batch's
 * pack, kept current as this device picks. The server checks everything again on sync; a verdict only
 * it can give (another device picked the unit first) comes back as a sync problem.
 */

type PackSku = PickPack['skus'][number];
type PackBin = PickPack['bins'][number];
type PackTote = PickPack['totes'][number];
type PackReturn = PickPack['returns'][number];

export interface PickIndex {
  batch: PickPack['batch'];
  /** In walking order; mutable copies, so local picks show at once. */
  tasks: PickPackTask[];
  tasksById: Map<string, PickPackTask>;
  binsByCode: Map<string, PackBin>;
  binsById: Map<string, PackBin>;
  totesByCode: Map<string, PackTote>;
  totesById: Map<string, PackTote>;
  /** By lower-cased WMS number and serial. */
  units: Map<string, PickPackUnit>;
  unitsById: Map<string, PickPackUnit>;
  skus: SkuIndex<PackSku>;
  /** Open return-to-stock tasks by the unit to put back; one done on this device leaves. */
  returns: Map<string, PackReturn>;
}

export function indexPickPack(pack: PickPack): PickIndex {
  const index: PickIndex = {
    batch: pack.batch,
    tasks: [...pack.tasks].sort((a, b) => a.sequence - b.sequence).map((task) => ({ ...task, orders: [...task.orders] })),
    tasksById: new Map(),
    binsByCode: new Map(pack.bins.map((bin) => [bin.code.toUpperCase(), bin])),
    binsById: new Map(pack.bins.map((bin) => [bin.id, bin])),
    totesByCode: new Map(pack.totes.map((tote) => [tote.code.toUpperCase(), { ...tote }])),
    totesById: new Map(),
    units: new Map(),
    unitsById: new Map(),
    skus: indexSkus(pack.skus),
    returns: new Map(pack.returns.map((ret) => [ret.itemId, ret])),
  };
  for (const task of index.tasks) index.tasksById.set(task.id, task);
  for (const tote of index.totesByCode.values()) index.totesById.set(tote.id, tote);
  for (const unit of pack.units) putUnit(index, { ...unit });
  return index;
}

function putUnit(index: PickIndex, unit: PickPackUnit): void {
  index.unitsById.set(unit.id, unit);
  index.units.set(unit.wmsNumber.toLowerCase(), unit);
  if (unit.serial && !index.units.has(unit.serial.toLowerCase())) index.units.set(unit.serial.toLowerCase(), unit);
}

const isOpen = (task: PickPackTask) => task.status === 'open';
export const leftOf = (task: PickPackTask) => task.quantity - task.picked - task.short;

/** A task this picker may work on: open, and not claimed by someone else. */
export const isMine = (task: PickPackTask, userId: string) => isOpen(task) && (task.claimedBy === null || task.claimedBy.id === userId);

/** The next stop of this picker's walk: the first open task in walking order nobody else holds. */
export function currentTask(index: PickIndex, userId: string): PickPackTask | null {
  return index.tasks.find((task) => isMine(task, userId)) ?? null;
}

/** The units the task still has to take, in the order a quantity pick takes them (the server's order). */
export function heldUnits(index: PickIndex, task: PickPackTask): PickPackUnit[] {
  return [...index.unitsById.values()].filter((unit) => unit.taskId === task.id && unit.pickedAt === null).sort((a, b) => b.quantity - a.quantity || a.id.localeCompare(b.id));
}

/** The client of a task's stock: that of the units held for it. */
function clientOf(index: PickIndex, task: PickPackTask): string | null {
  for (const unit of index.unitsById.values()) if (unit.taskId === task.id) return unit.clientId;
  return null;
}

export interface PickFlow {
  /** The tote picks go into until another is scanned. */
  toteId: string | null;
  /** The task whose bin was scanned: its units may be scanned now. */
  atTaskId: string | null;
  /** A unit of a cancelled order scanned to put back: the next bin scanned takes it. */
  returnId: string | null;
}

/** What the device refuses besides the server's rules. */
export type DevicePickRejection = 'unreadable' | 'unknown-code' | 'tote-first' | 'bin-first' | 'serialised-sku' | 'nothing-left';

export type PickStep =
  | { kind: 'reject'; reason: PickRejection | DevicePickRejection; code: string; expected: string | null }
  | { kind: 'tote'; tote: PackTote }
  | { kind: 'bin'; task: PickPackTask; bin: PackBin }
  | { kind: 'pick-unit'; task: PickPackTask; unit: PickPackUnit; swap: boolean }
  /** A non-serial SKU: the picker confirms how many (the scan's count, up to what is left). */
  | { kind: 'quantity'; task: PickPackTask; sku: PackSku; quantity: number }
  /** A picked unit of a cancelled order: scan the bin it goes back to. */
  | { kind: 'return-unit'; ret: PackReturn }
  | { kind: 'return-to'; ret: PackReturn; bin: PackBin };

type Resolved =
  | { kind: 'bin'; bin: PackBin }
  | { kind: 'tote'; tote: PackTote }
  | { kind: 'unit'; unit: PickPackUnit }
  | { kind: 'sku'; sku: PackSku; count: number; lot: string | null }
  | { kind: 'unknown' };

function resolve(index: PickIndex, scan: Exclude<ParsedScan, { kind: 'error' }>): Resolved {
  if (scan.kind === 'bin') {
    const bin = index.binsByCode.get(scan.location.toUpperCase());
    return bin ? { kind: 'bin', bin } : { kind: 'unknown' };
  }
  const tote = index.totesByCode.get(scan.code.toUpperCase());
  if (tote) return { kind: 'tote', tote };
  if (scan.kind === 'container') return { kind: 'unknown' };
  const unit = index.units.get((scan.kind === 'gs1' ? (scan.serial ?? scan.code) : scan.code).toLowerCase());
  if (unit) return { kind: 'unit', unit };
  const sku = skuOf(index.skus, scan);
  if (sku) return { kind: 'sku', sku: sku.sku, count: sku.count ?? 1, lot: sku.lot ?? null };
  const typed = index.binsByCode.get((scan.kind === 'gtin' ? scan.digits : scan.code).toUpperCase());
  return typed ? { kind: 'bin', bin: typed } : { kind: 'unknown' };
}

const reject = (reason: PickRejection | DevicePickRejection, code: string, expected: string | null = null): PickStep => ({ kind: 'reject', reason, code, expected });

/** Why a scanned unit is not one this task may take; null when it may (held for it, or a swap). */
function unitProblem(index: PickIndex, task: PickPackTask, unit: PickPackUnit): { reason: PickRejection; expected: string | null } | null {
  const sku = index.skus.byId.get(task.skuId);
  if (unit.taskId === task.id) return unit.pickedAt ? { reason: 'already-picked', expected: null } : null;
  const client = clientOf(index, task);
  if (client !== null && unit.clientId !== client) return { reason: 'other-client', expected: sku?.code ?? null };
  if (unit.skuId !== task.skuId) return { reason: 'wrong-sku', expected: sku?.code ?? null };
  if (unit.lotNumber !== task.lotNumber) return { reason: 'wrong-lot', expected: task.lotNumber };
  if (unit.binId !== task.binId || unit.containerId !== null) return { reason: 'not-in-bin', expected: index.binsById.get(task.binId)?.code ?? null };
  if (unit.taskId !== null || unit.status === 'allocated') return { reason: 'held-elsewhere', expected: null };
  if (unit.status !== 'available') return { reason: 'not-pickable', expected: null };
  return null;
}

/** What one scan does on the picking screen, given the tote and the bin scanned so far. */
export function decidePick(index: PickIndex, flow: PickFlow, scan: ParsedScan, userId: string): PickStep {
  if (scan.kind === 'error') return reject('unreadable', scan.raw);
  const resolved = resolve(index, scan);
  if (resolved.kind === 'unknown') return reject('unknown-code', scan.code);
  if (resolved.kind === 'tote') {
    const { tote } = resolved;
    if (tote.batchId !== null && tote.batchId !== index.batch.id) return reject('tote-in-use', tote.code);
    return { kind: 'tote', tote };
  }
  if (resolved.kind === 'unit') {
    const ret = index.returns.get(resolved.unit.id);
    if (ret) return { kind: 'return-unit', ret };
  }
  const returning = flow.returnId ? [...index.returns.values()].find((ret) => ret.id === flow.returnId) : undefined;
  if (returning && resolved.kind === 'bin') return { kind: 'return-to', ret: returning, bin: resolved.bin };
  const task = currentTask(index, userId);
  if (!task) return reject('nothing-left', scan.code);
  const bin = index.binsById.get(task.binId);
  const binCode = bin?.code ?? '';
  if (flow.toteId === null) return reject('tote-first', scan.code);
  if (resolved.kind === 'bin') {
    if (resolved.bin.id !== task.binId) return reject('wrong-bin', resolved.bin.code, binCode);
    return { kind: 'bin', task, bin: resolved.bin };
  }
  if (flow.atTaskId !== task.id) return reject('bin-first', scan.code, binCode);
  if (resolved.kind === 'unit') {
    const problem = unitProblem(index, task, resolved.unit);
    if (problem) return reject(problem.reason, resolved.unit.wmsNumber, problem.expected);
    return { kind: 'pick-unit', task, unit: resolved.unit, swap: resolved.unit.taskId !== task.id };
  }
  const { sku } = resolved;
  const expected = index.skus.byId.get(task.skuId);
  if (sku.id !== task.skuId) return reject('wrong-sku', sku.code, expected?.code ?? null);
  if (sku.serialised) return reject('serialised-sku', sku.code);
  if (resolved.lot !== null && resolved.lot !== task.lotNumber) return reject('wrong-lot', resolved.lot, task.lotNumber);
  return { kind: 'quantity', task, sku, quantity: Math.min(resolved.count, leftOf(task)) };
}

/** Closed by what took its last unit, as the server says it: a pick leaves it done, a short pick short. */
function closeIfDone(task: PickPackTask, closedBy: 'done' | 'short'): void {
  if (leftOf(task) <= 0) task.status = closedBy;
}

function intoTote(index: PickIndex, unit: PickPackUnit, toteId: string, at: string): void {
  const tote = index.totesById.get(toteId);
  Object.assign(unit, { status: 'picked', containerId: toteId, binId: null, pickedAt: at });
  if (tote) tote.batchId = index.batch.id;
}

/**
 * What a pick does to the device's copy, as the server will do it: the units go into the tote, picked;
 * a swap frees the unit the task held; a quantity pick splits its last unit (the part's WMS number comes
 * with the answer).
 */
export function applyPickLocally(index: PickIndex, pick: PickUnits): void {
  const task = index.tasksById.get(pick.taskId);
  if (!task) return;
  if (pick.what.kind === 'item') {
    const unit = index.unitsById.get(pick.what.itemId);
    if (!unit) return;
    if (unit.taskId !== task.id) {
      const [held] = heldUnits(index, task);
      Object.assign(unit, { taskId: task.id, orderNumber: held?.orderNumber ?? null });
      if (held) Object.assign(held, { taskId: null, status: 'available', orderNumber: null });
    }
    intoTote(index, unit, pick.toteId, pick.pickedAt);
    task.picked += unit.quantity;
  } else {
    let left = Math.min(pick.what.quantity, leftOf(task));
    task.picked += left;
    for (const unit of heldUnits(index, task)) {
      if (left === 0) break;
      if (unit.quantity <= left) {
        left -= unit.quantity;
        intoTote(index, unit, pick.toteId, pick.pickedAt);
      } else {
        unit.quantity -= left;
        const part: PickPackUnit = { ...unit, id: pick.what.newItemId, wmsNumber: `…${pick.what.newItemId.slice(0, 8)}`, serial: null, quantity: left };
        putUnit(index, part);
        intoTote(index, part, pick.toteId, pick.pickedAt);
        left = 0;
      }
    }
  }
  closeIfDone(task, 'done');
}

/** A short pick on the device: what is left of the task is short; its units are no longer held for it. */
export function applyShortLocally(index: PickIndex, short: ShortPick): void {
  const task = index.tasksById.get(short.taskId);
  if (!task) return;
  const units = short.itemId ? heldUnits(index, task).filter((unit) => unit.id === short.itemId) : heldUnits(index, task);
  const count = short.itemId ? units.reduce((sum, unit) => sum + unit.quantity, 0) : leftOf(task);
  for (const unit of units) Object.assign(unit, { taskId: null, status: short.reason === 'empty' ? 'missing' : 'qc' });
  task.short += Math.min(count, leftOf(task));
  closeIfDone(task, 'short');
}

/** A unit put back on this device: it lies in the bin, available, and its return task is done. */
export function applyReturnLocally(index: PickIndex, back: ReturnToStock): void {
  index.returns.delete(back.itemId);
  const unit = index.unitsById.get(back.itemId);
  if (unit) Object.assign(unit, { status: 'available', binId: back.binId, containerId: null, taskId: null, orderNumber: null, pickedAt: null });
}

/** What the batch came to on this device: for the summary at the end of the walk. */
export function pickSummary(index: PickIndex): { tasks: number; closed: number; picked: number; short: { task: PickPackTask; binCode: string; skuCode: string }[] } {
  return {
    tasks: index.tasks.length,
    closed: index.tasks.filter((task) => !isOpen(task)).length,
    picked: index.tasks.reduce((sum, task) => sum + task.picked, 0),
    short: index.tasks
      .filter((task) => task.short > 0)
      .map((task) => ({ task, binCode: index.binsById.get(task.binId)?.code ?? '', skuCode: index.skus.byId.get(task.skuId)?.code ?? '' })),
  };
}
