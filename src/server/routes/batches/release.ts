import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bins, containers } from '../../db/schema/master';
import { orderAllocations, orders, pickTasks } from '../../db/schema/orders';
import { items } from '../../db/schema/receiving';
import type { Actor } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { type TransitionActor, performTransition } from '../../lib/transition';
import { batchStore } from './batch-state';

/*
 * Releasing a batch (issue 18): the units its orders hold become pick tasks, one per bin, SKU and lot,
 * in the walking order (the bins' pick sequence, then bin code). A task's units are the allocations
 * that point at it.
 */

export interface BatchRef {
  id: string;
  number: string;
}

/** `BT000001-003`: the batch number and the task's place in the walk, three digits at least. */
export const taskNumber = (batchNumber: string, sequence: number) => `${batchNumber}-${String(sequence).padStart(3, '0')}`;

/**
 * Allocations of a batch's orders on no task yet (all of them before the release). The orders are
 * locked first: an order cancelled meanwhile has left the batch (and given its units back) before its
 * allocations are read, or waits until the release is done.
 */
export async function untaskedAllocations(tx: Database, batchId: string): Promise<string[]> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.batchId, batchId)).for('update');
  const rows = await tx
    .select({ id: orderAllocations.id })
    .from(orderAllocations)
    .innerJoin(orders, eq(orders.id, orderAllocations.orderId))
    .where(and(eq(orders.batchId, batchId), isNull(orderAllocations.pickTaskId)));
  return rows.map((row) => row.id);
}

// Updates of many allocations in slices, under PostgreSQL's limit of bind parameters.
const SLICE = 5000;

/**
 * Makes pick tasks for the given allocations of the batch, after its last task in the walk: one per
 * bin + SKU + lot (the unit's bin, or its container's), quantity the sum of the allocations' quantities,
 * sequenced by pick sequence then bin code. The release uses it for the whole batch; a short pick for
 * the units reallocated from other bins. Answers the new tasks' ids in walking order.
 */
export async function addPickTasks(tx: Database, actor: Actor, batch: BatchRef, allocationIds: readonly string[]): Promise<string[]> {
  if (allocationIds.length === 0) return [];
  const held = [];
  for (let start = 0; start < allocationIds.length; start += SLICE) {
    held.push(
      ...(await tx
        .select({
          allocationId: orderAllocations.id,
          quantity: orderAllocations.quantity,
          wmsNumber: items.wmsNumber,
          skuId: items.skuId,
          lotNumber: items.lotNumber,
          binId: sql<string | null>`coalesce(${items.binId}, ${containers.binId})`,
        })
        .from(orderAllocations)
        .innerJoin(items, eq(items.id, orderAllocations.itemId))
        .leftJoin(containers, eq(containers.id, items.containerId))
        .where(inArray(orderAllocations.id, allocationIds.slice(start, start + SLICE)))),
    );
  }
  const binless = held.find((row) => row.binId === null);
  if (binless) throw new AppError(409, `Unit ${binless.wmsNumber} is in no bin: put it away before the batch is released.`, { wmsNumber: binless.wmsNumber });

  const groups = new Map<string, { binId: string; skuId: string; lotNumber: string | null; quantity: number; allocationIds: string[] }>();
  for (const row of held) {
    const key = JSON.stringify([row.binId, row.skuId, row.lotNumber]);
    const group = groups.get(key) ?? { binId: row.binId!, skuId: row.skuId, lotNumber: row.lotNumber, quantity: 0, allocationIds: [] };
    group.quantity += row.quantity;
    group.allocationIds.push(row.allocationId);
    groups.set(key, group);
  }
  const binRows = await tx
    .select({ id: bins.id, code: bins.code, pickSequence: bins.pickSequence })
    .from(bins)
    .where(inArray(bins.id, [...new Set([...groups.values()].map((g) => g.binId))]));
  const walk = new Map(binRows.map((bin) => [bin.id, bin]));
  const ordered = [...groups.values()].sort((a, b) => {
    const binA = walk.get(a.binId)!;
    const binB = walk.get(b.binId)!;
    return (
      binA.pickSequence - binB.pickSequence ||
      binA.code.localeCompare(binB.code, 'en') ||
      a.skuId.localeCompare(b.skuId) ||
      (a.lotNumber ?? '').localeCompare(b.lotNumber ?? '', 'en')
    );
  });

  const [last] = await tx.select({ sequence: max(pickTasks.sequence) }).from(pickTasks).where(eq(pickTasks.batchId, batch.id));
  const after = last?.sequence ?? 0;
  const inserted = await tx
    .insert(pickTasks)
    .values(
      ordered.map((group, index) => ({
        companyId: actor.companyId,
        batchId: batch.id,
        number: taskNumber(batch.number, after + index + 1),
        sequence: after + index + 1,
        binId: group.binId,
        skuId: group.skuId,
        lotNumber: group.lotNumber,
        quantity: group.quantity,
        createdAt: actor.at,
        updatedAt: actor.at,
      })),
    )
    .returning({ id: pickTasks.id, sequence: pickTasks.sequence });
  const taskIds = inserted.sort((a, b) => a.sequence - b.sequence).map((task) => task.id);

  const pairs = ordered.flatMap((group, index) => group.allocationIds.map((allocationId) => sql`(${allocationId}::uuid, ${taskIds[index]}::uuid)`));
  for (let start = 0; start < pairs.length; start += SLICE) {
    await tx.execute(
      sql`update ${orderAllocations} set pick_task_id = v.task_id from (values ${sql.join(pairs.slice(start, start + SLICE), sql`, `)}) as v(id, task_id) where ${orderAllocations.id} = v.id`,
    );
  }
  return taskIds;
}

/** open → released: the batch's held units become pick tasks in walking order. Answers the tasks' ids. */
export async function releaseBatch(tx: Database, actor: TransitionActor, batch: { number: string }): Promise<string[]> {
  const { result } = await performTransition(tx, actor, batchStore, batch.number, 'release', async (inner, doc) => {
    const taskIds = await addPickTasks(inner, actor, doc, await untaskedAllocations(inner, doc.id));
    if (taskIds.length === 0) throw new AppError(409, `Batch ${doc.number} holds no units to pick.`, { document: 'batch', id: doc.number, reason: 'batch-empty' });
    return { values: { releasedAt: actor.at }, detail: { tasks: taskIds.length }, result: taskIds };
  });
  return result ?? [];
}
