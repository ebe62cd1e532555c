import { eq, inArray } from 'drizzle-orm';
import { SHORT_PICK, type ShortPick, type ShortPickAnswer } from '../../../domain/picking/picking';
import type { Database } from '../../db/client';
import { orderAllocations, orders, pickTasks } from '../../db/schema/orders';
import { countTasks } from '../../db/schema/picking';
import { changeItems } from '../../ledger/item-writes';
import { lockItems } from '../../ledger/lock-items';
import { AppError } from '../../lib/errors';
import { type ApplyContext, handleMutation } from '../../sync/mutation-kind';
import { addPickTasks } from '../batches/release';
import { reallocateLine } from '../orders/allocation';
import { advanceStates, expectedOf, heldFor, lockTask, refused, requireOpenTask, taskStatusOf } from './pick-checks';

/**
 * What is left of a task cannot be picked. `empty`: the task's unpicked units are not in the bin, so they
 * become missing; `damaged`: the one unit named goes to quality control. Either way their allocations
 * go, their lines are allocated again from other stock (never from the bin found empty), the new units
 * get tasks at the end of the batch's walk, and the bin gets a count task.
 */
async function applyShort(tx: Database, ctx: ApplyContext, short: ShortPick): Promise<ShortPickAnswer> {
  const { task, batch } = await lockTask(tx, ctx.companyId, short.taskId);
  requireOpenTask(task, batch);
  const open = (await heldFor(tx, task.id)).filter((h) => !h.pickedAt);
  let gone = open;
  if (short.reason === 'damaged') {
    if (!short.itemId) throw new AppError(400, 'A damaged unit must be named.');
    gone = open.filter((h) => h.itemId === short.itemId);
    if (gone.length === 0) throw refused('not-pickable', 'This unit is not one the task still has to pick.', expectedOf(task));
  }
  if (gone.length === 0) throw refused('over-pick', `Task ${task.number} has nothing left to pick.`, expectedOf(task));
  const units = await lockItems(tx, ctx.companyId, { ids: gone.map((h) => h.itemId) });
  const status = short.reason === 'empty' ? 'missing' : 'qc';
  await changeItems(tx, ctx, 'status', units.map((item) => ({ item, to: { status }, reference: { type: 'pick-task', id: task.number }, sapStatus: 'not-required' })));
  await tx.delete(orderAllocations).where(inArray(orderAllocations.id, gone.map((h) => h.allocationId)));
  const excluded = short.reason === 'empty' ? task.binId : null;
  const orderRows = await tx.select({ id: orders.id, number: orders.number, clientId: orders.clientId }).from(orders).where(inArray(orders.id, [...new Set(gone.map((h) => h.orderId))]));
  const allocationIds: string[] = [];
  for (const lineId of new Set(gone.map((h) => h.lineId))) {
    const order = orderRows.find((o) => o.id === gone.find((h) => h.lineId === lineId)!.orderId)!;
    allocationIds.push(...(await reallocateLine(tx, ctx, order, lineId, excluded)).allocationIds);
  }
  const newTaskIds = await addPickTasks(tx, ctx, batch, allocationIds);
  const replaced = allocationIds.length === 0 ? 0 : (await tx.select({ quantity: orderAllocations.quantity }).from(orderAllocations).where(inArray(orderAllocations.id, allocationIds))).reduce((sum, r) => sum + r.quantity, 0);
  const n = gone.reduce((sum, h) => sum + h.quantity, 0);
  const [count] = await tx
    .insert(countTasks)
    .values({ companyId: ctx.companyId, binId: task.binId, skuId: task.skuId, reason: 'short-pick', pickTaskId: task.id, createdBy: ctx.userId, createdAt: ctx.at })
    .returning({ id: countTasks.id });
  const shortNow = task.short + n;
  await tx
    .update(pickTasks)
    .set({ short: shortNow, shortReason: short.reason, status: taskStatusOf({ ...task, short: shortNow }, 'short'), updatedAt: ctx.at })
    .where(eq(pickTasks.id, task.id));
  await advanceStates(tx, ctx, batch, orderRows.map((o) => o.id));
  return { newTaskIds, unreplaced: n - replaced, countTaskId: count!.id };
}

/** The picker's "bin empty" or "unit damaged" (SHIPMENT_PICKING_LIST), online or queued offline. */
export const shortPick = handleMutation(SHORT_PICK, { apply: applyShort });
