import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { RETURN_TO_STOCK } from '../../../domain/picking/picking';
import type { Database } from '../../db/client';
import { orderAllocations, orders, pickTasks } from '../../db/schema/orders';
import { returnTasks } from '../../db/schema/picking';
import { changeItems } from '../../ledger/item-writes';
import type { Actor } from '../../ledger/ledger-actor';
import { lockItems } from '../../ledger/lock-items';
import { AppError } from '../../lib/errors';
import { handleMutation } from '../../sync/mutation-kind';
import { targetOf } from '../inventory-move/move-checks';
import { refused } from './pick-checks';

/**
 * The units a cancelled order had picked stay where they are (in their totes) and get a return-to-stock
 * task each, shown on the picking screen (from_bin: the task's bin, proposed as the place to put them
 * back). Their allocations stay until the return takes them off. Answers how many.
 */
export async function returnPicked(tx: Database, actor: Actor, order: { id: string }): Promise<number> {
  const picked = await tx
    .select({ itemId: orderAllocations.itemId, pickerId: orderAllocations.pickedBy, fromBinId: pickTasks.binId })
    .from(orderAllocations)
    .leftJoin(pickTasks, eq(pickTasks.id, orderAllocations.pickTaskId))
    .where(and(eq(orderAllocations.orderId, order.id), isNotNull(orderAllocations.pickedAt)));
  if (picked.length === 0) return 0;
  await tx.insert(returnTasks).values(picked.map((row) => ({ ...row, companyId: actor.companyId, orderId: order.id, createdAt: actor.at })));
  return picked.length;
}

/**
 * A picked unit of a cancelled order goes from its tote into the scanned bin (active, not blocked) and
 * is available again; its allocation goes and the return task is done.
 */
export const returnToStock = handleMutation(RETURN_TO_STOCK, {
  async apply(tx, ctx, ret) {
    const [task] = await tx
      .select({ id: returnTasks.id, itemId: returnTasks.itemId, doneAt: returnTasks.doneAt, orderNumber: orders.number })
      .from(returnTasks)
      .innerJoin(orders, eq(orders.id, returnTasks.orderId))
      .where(and(eq(returnTasks.companyId, ctx.companyId), eq(returnTasks.id, ret.returnTaskId)))
      .for('update', { of: returnTasks });
    if (!task) throw new AppError(404, 'No such return task.');
    if (task.doneAt) throw refused('task-closed', 'This unit was put back already.', { itemId: task.itemId });
    if (task.itemId !== ret.itemId) throw refused('wrong-sku', 'This is not the unit the return task is for.', { itemId: task.itemId });
    const bin = await targetOf(tx, ctx.companyId, { kind: 'bin', binId: ret.binId });
    const [unit] = await lockItems(tx, ctx.companyId, { ids: [ret.itemId] });
    if (!unit || unit.status !== 'picked') throw refused('not-pickable', unit ? `${unit.wmsNumber} is ${unit.status}, not picked.` : 'This unit is not known on the server.', { itemId: task.itemId });
    await changeItems(tx, ctx, 'putaway', [{ item: unit, to: { status: 'available', binId: bin.binId, containerId: null }, reference: { type: 'order', id: task.orderNumber }, sapStatus: 'not-required' }]);
    await tx.delete(orderAllocations).where(eq(orderAllocations.itemId, unit.id));
    await tx.update(returnTasks).set({ toBinId: bin.binId, doneAt: ctx.at, doneBy: ctx.userId }).where(and(eq(returnTasks.id, task.id), isNull(returnTasks.doneAt)));
    return { returned: true, itemId: unit.id, binId: bin.binId };
  },
});
