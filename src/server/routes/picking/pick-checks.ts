import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PickRejection } from '../../../domain/picking/picking';
import type { PickTaskStatus } from '../../../domain/picking/statuses';
import { batchStates } from '../../../domain/states/batch-states';
import { allowsWork } from '../../../domain/states/state-machine';
import type { Database } from '../../db/client';
import { skus } from '../../db/schema/master';
import { batches, orderAllocations, orderLines, orders, pickTasks } from '../../db/schema/orders';
import { items } from '../../db/schema/receiving';
import { AppError } from '../../lib/errors';
import { type TransitionActor, performTransition } from '../../lib/transition';
import { containerFor } from '../inventory-move/move-checks';
import { orderStore } from '../orders/order-state';
import { type LockedBatch, batchStore, lockBatchRow } from '../batches/batch-state';

/** A refused pick: the device reads `reason` (and `expected`, what the task wanted) to say what to do, in the user's language. */
export function refused(reason: PickRejection, message: string, expected: Record<string, unknown> = {}): AppError {
  return new AppError(409, message, { reason, expected });
}

export interface LockedTask {
  id: string;
  number: string;
  batchId: string;
  binId: string;
  skuId: string;
  lotNumber: string | null;
  quantity: number;
  picked: number;
  short: number;
  status: PickTaskStatus;
  /** The SKU's client: every unit of the task is this client's. */
  clientId: string;
}

/** What a refusal names as expected: the task's bin, SKU and lot. */
export const expectedOf = (task: LockedTask) => ({ taskNumber: task.number, binId: task.binId, skuId: task.skuId, lotNumber: task.lotNumber });

/**
 * The task and its batch, locked in that order (batch first, as every picking write does, so two
 * picks of one batch never deadlock). 404 for a task the company does not have.
 */
export async function lockTask(tx: Database, companyId: string, taskId: string): Promise<{ task: LockedTask; batch: LockedBatch }> {
  const [found] = await tx
    .select({ batchNumber: batches.number })
    .from(pickTasks)
    .innerJoin(batches, eq(batches.id, pickTasks.batchId))
    .where(and(eq(pickTasks.companyId, companyId), eq(pickTasks.id, taskId)));
  if (!found) throw new AppError(404, 'No such pick task.');
  const batch = await lockBatchRow(tx, companyId, found.batchNumber);
  const [task] = await tx
    .select({
      id: pickTasks.id, number: pickTasks.number, batchId: pickTasks.batchId, binId: pickTasks.binId, skuId: pickTasks.skuId, lotNumber: pickTasks.lotNumber,
      quantity: pickTasks.quantity, picked: pickTasks.picked, short: pickTasks.short, status: pickTasks.status, clientId: skus.clientId,
    })
    .from(pickTasks)
    .innerJoin(skus, eq(skus.id, pickTasks.skuId))
    .where(eq(pickTasks.id, taskId))
    .for('update', { of: pickTasks });
  if (!batch || !task) throw new AppError(404, 'No such pick task.');
  return { task, batch };
}

/** Refuses work on a task whose batch is not being picked, or which is closed already. */
export function requireOpenTask(task: LockedTask, batch: LockedBatch): void {
  if (!allowsWork(batchStates, 'pick', batch.state)) throw refused('batch-closed', `Batch ${batch.number} is ${batch.state}; it is not being picked.`, { batchStatus: batch.state });
  if (task.status !== 'open') throw refused('task-closed', `Task ${task.number} is ${task.status} already.`, { taskStatus: task.status });
}

/** A unit the task holds: its allocation, with the order and whether its line names this very unit. */
export interface HeldUnit {
  allocationId: string;
  orderId: string;
  orderNumber: string;
  lineId: string;
  itemId: string;
  quantity: number;
  allocatedAt: Date;
  pickedAt: Date | null;
  /** The line names its unit: the allocation cannot move to another one. */
  named: boolean;
}

const heldColumns = {
  allocationId: orderAllocations.id,
  orderId: orderAllocations.orderId,
  orderNumber: orders.number,
  lineId: orderAllocations.lineId,
  itemId: orderAllocations.itemId,
  quantity: orderAllocations.quantity,
  allocatedAt: orderAllocations.allocatedAt,
  pickedAt: orderAllocations.pickedAt,
  named: sql<boolean>`${orderLines.unit} is not null`,
};

/**
 * The task's allocations in the order it takes them, after locking their orders (by id, before any
 * item: an order's cancel locks the order, then its units).
 */
export async function heldFor(tx: Database, taskId: string): Promise<HeldUnit[]> {
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.id, tx.select({ id: orderAllocations.orderId }).from(orderAllocations).where(eq(orderAllocations.pickTaskId, taskId))))
    .orderBy(asc(orders.id))
    .for('update');
  return tx
    .select(heldColumns)
    .from(orderAllocations)
    .innerJoin(orderLines, eq(orderLines.id, orderAllocations.lineId))
    .innerJoin(orders, eq(orders.id, orderAllocations.orderId))
    .where(eq(orderAllocations.pickTaskId, taskId))
    .orderBy(asc(orderAllocations.allocatedAt), asc(orderAllocations.id));
}

/** The allocation holding an item, whichever order or task it belongs to. */
export async function allocationOf(tx: Database, itemId: string): Promise<{ id: string; pickTaskId: string | null; pickedAt: Date | null } | undefined> {
  const [row] = await tx
    .select({ id: orderAllocations.id, pickTaskId: orderAllocations.pickTaskId, pickedAt: orderAllocations.pickedAt })
    .from(orderAllocations)
    .where(eq(orderAllocations.itemId, itemId));
  return row;
}

/** The tote the units go into: an active container, locked, that holds no picked unit of another batch. */
export async function toteFor(tx: Database, companyId: string, toteId: string, batchId: string): Promise<{ id: string; code: string; binId: string | null }> {
  const tote = await containerFor(tx, companyId, toteId);
  if (!tote || !tote.active) throw refused('unknown-tote', tote ? `Container ${tote.code} is inactive.` : 'This tote is not a known container.');
  const [other] = await tx
    .select({ batchId: orders.batchId })
    .from(items)
    .innerJoin(orderAllocations, eq(orderAllocations.itemId, items.id))
    .innerJoin(orders, eq(orders.id, orderAllocations.orderId))
    .where(and(eq(items.containerId, tote.id), eq(items.status, 'picked'), sql`${orders.batchId} is distinct from ${batchId}`))
    .limit(1);
  if (other) throw refused('tote-in-use', `Container ${tote.code} holds picked units of another batch.`, { toteCode: tote.code });
  return { id: tote.id, code: tote.code, binId: tote.binId };
}

/** A task's status once `picked` and `short` of its `quantity` are accounted for: open while units are left, else what closed it (a pick: done; a short pick: short). */
export function taskStatusOf(task: { quantity: number; picked: number; short: number }, closedBy: 'done' | 'short'): PickTaskStatus {
  return task.picked + task.short < task.quantity ? 'open' : closedBy;
}

/**
 * The orders' and the batch's states after picks or shorts (their state machines): the batch starts
 * picking with its first task's work and is picked when no task is open; an order starts picking with
 * its first picked unit and is picked when it holds no unpicked unit. Answers the batch's state.
 */
export async function advanceStates(tx: Database, actor: TransitionActor, batch: LockedBatch, orderIds: readonly string[]): Promise<LockedBatch['state']> {
  let state = batch.state;
  if (state === 'released') {
    await performTransition(tx, actor, batchStore, batch.number, 'start-picking');
    state = 'picking';
  }
  const rows =
    orderIds.length === 0
      ? []
      : await tx
          .select({
            number: orders.number,
            status: orders.status,
            picked: sql<number>`cast(count(${orderAllocations.pickedAt}) as integer)`,
            unpicked: sql<number>`cast(count(${orderAllocations.id}) - count(${orderAllocations.pickedAt}) as integer)`,
          })
          .from(orders)
          .leftJoin(orderAllocations, eq(orderAllocations.orderId, orders.id))
          .where(inArray(orders.id, [...new Set(orderIds)]))
          .groupBy(orders.id)
          .orderBy(asc(orders.id));
  for (const order of rows) {
    let status = order.status;
    if (status === 'allocated' && order.picked > 0) {
      await performTransition(tx, actor, orderStore, order.number, 'start-picking');
      status = 'picking';
    }
    if (status === 'picking' && order.unpicked === 0 && order.picked > 0) await performTransition(tx, actor, orderStore, order.number, 'finish-picking');
  }
  const [open] = await tx.select({ id: pickTasks.id }).from(pickTasks).where(and(eq(pickTasks.batchId, batch.id), eq(pickTasks.status, 'open'))).limit(1);
  if (!open && state === 'picking') {
    await performTransition(tx, actor, batchStore, batch.number, 'finish-picking', async () => ({ values: { pickedAt: actor.at } }));
    state = 'picked';
  }
  return state;
}

/**
 * Before an undo takes picks of these orders back: refuses (409 task-closed) an order that left picking
 * (cancelled, packed) or whose packing began, since a unit in a carton cannot go back to the bin.
 */
export async function requireUnpickable(tx: Database, task: LockedTask, orderIds: readonly string[]): Promise<void> {
  const rows = await tx.select({ id: orders.id, number: orders.number, status: orders.status }).from(orders).where(inArray(orders.id, [...new Set(orderIds)]));
  const closed = rows.find((order) => order.status !== 'picking' && order.status !== 'picked');
  if (closed) throw refused('task-closed', `Order ${closed.number} is ${closed.status}; its picks cannot be taken back.`, expectedOf(task));
  const [packing] = await tx
    .select({ number: orders.number })
    .from(orderAllocations)
    .innerJoin(items, eq(items.id, orderAllocations.itemId))
    .innerJoin(orders, eq(orders.id, orderAllocations.orderId))
    .where(and(inArray(orderAllocations.orderId, rows.map((order) => order.id)), eq(items.status, 'packed')))
    .limit(1);
  if (packing) throw refused('task-closed', `Order ${packing.number} is being packed; its picks cannot be taken back.`, expectedOf(task));
}

/** After an undo: the orders and the batch it completed are being picked again (their `unpick`). */
export async function reopenStates(tx: Database, actor: TransitionActor, batch: LockedBatch, orderIds: readonly string[]): Promise<void> {
  const picked = await tx
    .select({ number: orders.number })
    .from(orders)
    .where(and(inArray(orders.id, [...new Set(orderIds)]), eq(orders.status, 'picked')))
    .orderBy(asc(orders.id));
  for (const order of picked) await performTransition(tx, actor, orderStore, order.number, 'unpick');
  if (batch.state === 'picked') await performTransition(tx, actor, batchStore, batch.number, 'unpick', async () => ({ values: { pickedAt: null } }));
}
