import { and, eq, inArray } from 'drizzle-orm';
import { sameSide } from '../../../domain/ledger/movement';
import { PICK_UNITS, type PickAnswer, type PickUnits, UNDO_PICK } from '../../../domain/picking/picking';
import type { Database } from '../../db/client';
import { orderAllocations, pickTasks } from '../../db/schema/orders';
import { items } from '../../db/schema/receiving';
import { idempotencyKeys } from '../../db/schema/sync';
import { type ItemState, type Why, changeItems, sideOf } from '../../ledger/item-writes';
import { type LockedItem, lockItems } from '../../ledger/lock-items';
import { mergeItem, splitItem } from '../../ledger/split-item';
import { nextNumbers } from '../../settings/sequences';
import { type ApplyContext, handleMutation } from '../../sync/mutation-kind';
import {
  type HeldUnit, type LockedTask, advanceStates, allocationOf, expectedOf, heldFor, lockTask, refused, reopenStates, requireOpenTask, requireUnpickable, taskStatusOf, toteFor,
} from './pick-checks';

const sap = { sapStatus: 'not-required' } as const;
const pickWhy = (task: LockedTask): Why => ({ reference: { type: 'pick-task', id: task.number }, ...sap });

/** One unit the pick takes, with the allocation it fills and where it came from. */
interface Taking {
  unit: ItemState & { wmsNumber: string };
  held: HeldUnit;
  swappedFrom: string | null;
  splitFrom: string | null;
}

/**
 * Why a scanned unit that the task does not hold cannot fill one of its allocations, or null when it
 * can (a swap): it must be an available unit of the task's client, SKU and lot, in its bin, held by no one.
 */
async function swapRefusal(tx: Database, task: LockedTask, unit: LockedItem, inventory: boolean): Promise<Error | null> {
  const expected = expectedOf(task);
  if (unit.clientId !== task.clientId) return refused('other-client', `${unit.wmsNumber} belongs to another client.`, expected);
  if (unit.skuId !== task.skuId) return refused('wrong-sku', `${unit.wmsNumber} is another SKU than task ${task.number} asks for.`, expected);
  if (unit.lotNumber !== task.lotNumber) return refused('wrong-lot', `${unit.wmsNumber} is of lot ${unit.lotNumber ?? '(none)'}; the task asks for ${task.lotNumber ?? 'no lot'}.`, expected);
  if (unit.binId !== task.binId) return refused('not-in-bin', `${unit.wmsNumber} is not in the task's bin.`, expected);
  if (await allocationOf(tx, unit.id)) return refused('held-elsewhere', `${unit.wmsNumber} is held for another order.`, expected);
  if (unit.heldBy) return refused('not-pickable', `${unit.wmsNumber} is on scrap list ${unit.heldBy}; it cannot be picked.`, { ...expected, status: unit.status });
  if (unit.status !== 'available' || !inventory) return refused('not-pickable', `${unit.wmsNumber} is ${unit.status}; it cannot be picked.`, { ...expected, status: unit.status });
  return null;
}

/** A named unit: the one the task holds (picked unless already picked), or another one that swaps in for its first unpicked allocation. */
async function takeItem(tx: Database, ctx: ApplyContext, task: LockedTask, held: readonly HeldUnit[], itemId: string): Promise<Taking> {
  const mine = held.find((h) => h.itemId === itemId);
  const locked = await lockItems(tx, ctx.companyId, { ids: mine ? [itemId] : [itemId, ...held.filter((h) => !h.pickedAt).map((h) => h.itemId)] });
  const unit = locked.find((u) => u.id === itemId);
  if (!unit) throw refused('not-pickable', 'This unit is not known on the server.', expectedOf(task));
  if (mine) {
    if (mine.pickedAt) throw refused('already-picked', `${unit.wmsNumber} was picked already, on another device or before.`, expectedOf(task));
    if (unit.status !== 'allocated') throw refused('not-pickable', `${unit.wmsNumber} is ${unit.status}; it cannot be picked.`, { ...expectedOf(task), status: unit.status });
    if (unit.binId !== task.binId) throw refused('not-in-bin', `${unit.wmsNumber} is not in the task's bin any more.`, expectedOf(task));
    return { unit, held: mine, swappedFrom: null, splitFrom: null };
  }
  const [row] = await tx.select({ inventory: items.inventory }).from(items).where(eq(items.id, itemId));
  const refusal = await swapRefusal(tx, task, unit, row?.inventory ?? false);
  if (refusal) throw refusal;
  const byId = new Map(locked.map((u) => [u.id, u]));
  const slot = held.find((h) => !h.pickedAt && !h.named && h.quantity === unit.quantity && byId.get(h.itemId)?.status === 'allocated');
  if (!slot) throw refused('over-pick', `Task ${task.number} holds no unpicked unit ${unit.wmsNumber} could take the place of.`, expectedOf(task));
  const old = byId.get(slot.itemId)!;
  const why: Why = { reference: { type: 'order', id: slot.orderNumber }, ...sap };
  await changeItems(tx, ctx, 'status', [
    { item: old, to: { status: 'available' }, ...why },
    { item: unit, to: { status: 'allocated' }, ...why },
  ]);
  await tx.update(orderAllocations).set({ itemId: unit.id }).where(eq(orderAllocations.id, slot.allocationId));
  return { unit: { ...unit, status: 'allocated' }, held: { ...slot, itemId: unit.id }, swappedFrom: old.id, splitFrom: null };
}

/** A quantity of a non-serial SKU: the task's unpicked units in its bin, in order, the last one split when only part of it is taken. */
async function takeQuantity(tx: Database, ctx: ApplyContext, task: LockedTask, held: readonly HeldUnit[], quantity: number, newItemId: string): Promise<Taking[]> {
  const open = held.filter((h) => !h.pickedAt);
  const units = open.length > 0 ? await lockItems(tx, ctx.companyId, { ids: open.map((h) => h.itemId) }) : [];
  const byId = new Map(units.map((u) => [u.id, u]));
  const ready = open.flatMap((h) => {
    const unit = byId.get(h.itemId);
    return unit && unit.status === 'allocated' && unit.binId === task.binId ? [{ unit, held: h }] : [];
  });
  const left = ready.reduce((sum, r) => sum + r.unit.quantity, 0);
  if (quantity > left) throw refused('over-pick', `Task ${task.number} has ${left} left to pick, not ${quantity}.`, { ...expectedOf(task), left });
  const taking: Taking[] = [];
  let need = quantity;
  for (const { unit, held: h } of ready) {
    if (need === 0) break;
    if (unit.quantity <= need) {
      taking.push({ unit, held: h, swappedFrom: null, splitFrom: null });
      need -= unit.quantity;
      continue;
    }
    const [wmsNumber] = await nextNumbers(tx, ctx.companyId, 'wms-number', 1, ctx.at);
    const part = await splitItem(tx, ctx, { item: unit, quantity: need, part: { id: newItemId, wmsNumber: wmsNumber! }, ...pickWhy(task) });
    await tx.update(orderAllocations).set({ quantity: h.quantity - need }).where(eq(orderAllocations.id, h.allocationId));
    const [row] = await tx
      .insert(orderAllocations)
      .values({ orderId: h.orderId, lineId: h.lineId, itemId: part.id, quantity: need, allocatedAt: h.allocatedAt, pickTaskId: task.id })
      .returning({ id: orderAllocations.id });
    taking.push({ unit: { ...part, wmsNumber: wmsNumber! }, held: { ...h, allocationId: row!.id, itemId: part.id, quantity: need }, swappedFrom: null, splitFrom: unit.id });
    need = 0;
  }
  return taking;
}

/**
 * A unit this task holds and has picked: another device got there first (two pickers offline on one
 * batch). Said before the task's or batch's state, which that first pick may have closed.
 */
async function refuseRepeat(tx: Database, task: LockedTask, itemId: string): Promise<void> {
  const held = await allocationOf(tx, itemId);
  if (held?.pickTaskId === task.id && held.pickedAt) throw refused('already-picked', 'This unit was picked already, on another device or before.', expectedOf(task));
}

async function applyPick(tx: Database, ctx: ApplyContext, pick: PickUnits): Promise<PickAnswer> {
  const { task, batch } = await lockTask(tx, ctx.companyId, pick.taskId);
  if (pick.what.kind === 'item') await refuseRepeat(tx, task, pick.what.itemId);
  requireOpenTask(task, batch);
  if (pick.binId !== task.binId) throw refused('wrong-bin', `Task ${task.number} picks from another bin.`, expectedOf(task));
  const tote = await toteFor(tx, ctx.companyId, pick.toteId, batch.id);
  const held = await heldFor(tx, task.id);
  const taking = pick.what.kind === 'item' ? [await takeItem(tx, ctx, task, held, pick.what.itemId)] : await takeQuantity(tx, ctx, task, held, pick.what.quantity, pick.what.newItemId);
  await changeItems(tx, ctx, 'pick', taking.map(({ unit }) => ({ item: unit, to: { status: 'picked', binId: tote.binId, containerId: tote.id }, ...pickWhy(task) })));
  await tx
    .update(orderAllocations)
    .set({ pickedAt: new Date(pick.pickedAt), pickedBy: ctx.userId })
    .where(inArray(orderAllocations.id, taking.map((t) => t.held.allocationId)));
  const picked = task.picked + taking.reduce((sum, t) => sum + t.unit.quantity, 0);
  const taskStatus = taskStatusOf({ ...task, picked }, 'done');
  await tx.update(pickTasks).set({ picked, status: taskStatus, updatedAt: ctx.at }).where(eq(pickTasks.id, task.id));
  const batchStatus = await advanceStates(tx, ctx, batch, taking.map((t) => t.held.orderId));
  return {
    picked: taking.map(({ unit, swappedFrom, splitFrom }) => ({ itemId: unit.id, wmsNumber: unit.wmsNumber, quantity: unit.quantity, fromBinId: task.binId, swappedFrom, splitFrom })),
    taskStatus,
    batchStatus,
  };
}

/** One scan of the handheld's picking screen (SHIPMENT_PICKING_LIST): units of a task into a tote, online or queued offline. */
export const pickUnits = handleMutation(PICK_UNITS, { apply: applyPick });

/** A split part going back rejoins the unit it came from when that one still stands there, held for the same task and not picked. */
async function mergeBack(tx: Database, ctx: ApplyContext, task: LockedTask, part: ItemState, splitFrom: string): Promise<boolean> {
  const [into] = await lockItems(tx, ctx.companyId, { ids: [splitFrom] });
  const intoHeld = await allocationOf(tx, splitFrom);
  if (!into || !intoHeld || intoHeld.pickTaskId !== task.id || intoHeld.pickedAt || !sameSide(sideOf(into), sideOf(part))) return false;
  // The part's allocation goes first: it names the item that the merge deletes.
  await tx.delete(orderAllocations).where(eq(orderAllocations.itemId, part.id));
  await mergeItem(tx, ctx, { part, into, ...pickWhy(task) });
  await tx.update(orderAllocations).set({ quantity: into.quantity + part.quantity }).where(eq(orderAllocations.id, intoHeld.id));
  return true;
}

/**
 * Takes a pick back (the picker's "undo last"): what it picked that is still picked goes back into its
 * bin, held for the task again, and the task reopens; a split part merges back. The pick's own answer
 * (kept with its idempotency key, the sender's only) says what it picked. An order or batch the pick
 * completed is being picked again (`unpick`); an order cancelled, packed or being packed refuses it.
 */
export const undoPick = handleMutation(UNDO_PICK, {
  async apply(tx, ctx, { pickId }) {
    const [stored] = await tx
      .select({ kind: idempotencyKeys.kind, response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, ctx.userId), eq(idempotencyKeys.key, pickId)));
    // The pick never reached the server (refused and discarded) or was not this account's: nothing to take back.
    if (stored?.kind !== PICK_UNITS) return { undone: false, units: 0, merged: false };
    const answer = stored.response.payload as PickAnswer;
    const [first] = await tx.select({ taskId: orderAllocations.pickTaskId }).from(orderAllocations).where(inArray(orderAllocations.itemId, answer.picked.map((p) => p.itemId))).limit(1);
    if (!first?.taskId) return { undone: false, units: 0, merged: false };
    const { task, batch } = await lockTask(tx, ctx.companyId, first.taskId);
    const held = await heldFor(tx, task.id);
    const units = await lockItems(tx, ctx.companyId, { ids: answer.picked.map((p) => p.itemId) });
    const back = units.flatMap((unit) => {
      const h = held.find((row) => row.itemId === unit.id);
      const p = answer.picked.find((row) => row.itemId === unit.id)!;
      return h?.pickedAt && unit.status === 'picked' ? [{ unit, held: h, from: p }] : [];
    });
    if (back.length === 0) return { undone: false, units: 0, merged: false };
    const orderIds = back.map((b) => b.held.orderId);
    await requireUnpickable(tx, task, orderIds);
    const to = (fromBinId: string) => ({ status: 'allocated' as const, binId: fromBinId, containerId: null });
    await changeItems(tx, ctx, 'pick', back.map(({ unit, from }) => ({ item: unit, to: to(from.fromBinId), ...pickWhy(task) })));
    await tx.update(orderAllocations).set({ pickedAt: null, pickedBy: null }).where(inArray(orderAllocations.id, back.map((b) => b.held.allocationId)));
    let merged = false;
    for (const { unit, from } of back) {
      if (from.splitFrom) merged = (await mergeBack(tx, ctx, task, { ...unit, ...to(from.fromBinId) }, from.splitFrom)) || merged;
    }
    const picked = task.picked - back.reduce((sum, b) => sum + b.unit.quantity, 0);
    await tx.update(pickTasks).set({ picked, status: taskStatusOf({ ...task, picked }, 'done'), updatedAt: ctx.at }).where(eq(pickTasks.id, task.id));
    await reopenStates(tx, ctx, batch, orderIds);
    return { undone: true, units: back.length, merged };
  },
});
