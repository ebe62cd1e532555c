import { type SQL, and, asc, count, eq, inArray, isNull, ne, not, or, sql } from 'drizzle-orm';
import type { ClaimAnswer, PickBatchList, PickPack, PickPackTask, PickPackUnit } from '../../../domain/picking/picking';
import { batchStates } from '../../../domain/states/batch-states';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/auth';
import { bins, containers, skuBarcodes, skus } from '../../db/schema/master';
import { batches, orderAllocations, orders, pickTasks } from '../../db/schema/orders';
import { returnTasks } from '../../db/schema/picking';
import { items } from '../../db/schema/receiving';
import { heldSql } from '../../ledger/holds';
import { callerActor } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';

const nameOf = sql<string>`coalesce(nullif(trim(${users.firstname} || ' ' || ${users.lastname}), ''), ${users.username})`;
const pickable = [...batchStates.work.pick];

/** Released and picking batches, oldest release first, with their progress and who works on them. */
export async function batchesHandler(c: AppContext) {
  const { db } = c.get('deps');
  const { companyId } = authOf(c);
  const batchRows = await db
    .select({ id: batches.id, number: batches.number, status: batches.status, releasedAt: batches.releasedAt })
    .from(batches)
    .where(and(eq(batches.companyId, companyId), inArray(batches.status, pickable)))
    .orderBy(asc(batches.releasedAt), asc(batches.number));
  const ids = batchRows.map((r) => r.id);
  const [orderCounts, taskCounts] = ids.length === 0
    ? [[], []]
    : await Promise.all([
        db.select({ batchId: orders.batchId, n: count() }).from(orders).where(inArray(orders.batchId, ids)).groupBy(orders.batchId),
        db
          .select({
            batchId: pickTasks.batchId,
            total: count(),
            open: sql<number>`cast(count(*) filter (where ${pickTasks.status} = 'open') as integer)`,
            unclaimed: sql<number>`cast(count(*) filter (where ${pickTasks.status} = 'open' and ${pickTasks.claimedBy} is null) as integer)`,
          })
          .from(pickTasks)
          .where(inArray(pickTasks.batchId, ids))
          .groupBy(pickTasks.batchId),
      ]);
  const rows = batchRows.map((row) => {
    const tasks = taskCounts.find((t) => t.batchId === row.id);
    return { ...row, orders: orderCounts.find((o) => o.batchId === row.id)?.n ?? 0, tasksTotal: tasks?.total ?? 0, tasksOpen: tasks?.open ?? 0, unclaimed: tasks?.unclaimed ?? 0 };
  });
  const pickers = rows.length === 0
    ? []
    : await db
        .selectDistinct({ batchId: pickTasks.batchId, id: users.id, name: nameOf })
        .from(pickTasks)
        .innerJoin(users, eq(users.id, pickTasks.claimedBy))
        .where(inArray(pickTasks.batchId, rows.map((r) => r.id)));
  const next = rows.find((r) => r.status === 'released' && r.unclaimed > 0);
  const list: PickBatchList = {
    batches: rows.map(({ unclaimed: _unclaimed, releasedAt, ...row }) => ({
      ...row,
      releasedAt: releasedAt?.toISOString() ?? null,
      pickers: pickers.filter((p) => p.batchId === row.id).map(({ id, name }) => ({ id, name })),
      next: row.id === next?.id,
    })),
  };
  return ok(c, list);
}

/**
 * Everything a handheld needs to pick the batch offline (PickPackSchema): tasks in walking order, the
 * units held for them plus the other available units of their SKUs in their bins (swap candidates),
 * bins, SKUs with barcodes, containers usable as totes with the batch whose picked units they hold,
 * and the open return-to-stock tasks.
 */
export async function packHandler(c: AppContext, _body: undefined, _query: undefined, { id }: { id: string }) {
  const { db } = c.get('deps');
  const { companyId } = authOf(c);
  const [batch] = await db.select({ id: batches.id, number: batches.number, status: batches.status }).from(batches).where(and(eq(batches.companyId, companyId), eq(batches.id, id)));
  if (!batch) throw new AppError(404, 'No such batch.');
  const taskRows = await db
    .select({
      id: pickTasks.id, number: pickTasks.number, sequence: pickTasks.sequence, binId: pickTasks.binId, skuId: pickTasks.skuId, lotNumber: pickTasks.lotNumber,
      quantity: pickTasks.quantity, picked: pickTasks.picked, short: pickTasks.short, status: pickTasks.status, claimedById: pickTasks.claimedBy, claimedByName: nameOf,
    })
    .from(pickTasks)
    .leftJoin(users, eq(users.id, pickTasks.claimedBy))
    .where(eq(pickTasks.batchId, batch.id))
    .orderBy(asc(pickTasks.sequence));
  const taskIds = taskRows.map((t) => t.id);
  const unitColumns = {
    id: items.id, wmsNumber: items.wmsNumber, serial: items.serial, skuId: items.skuId, clientId: items.clientId, quantity: items.quantity, binId: items.binId,
    containerId: items.containerId, lotNumber: items.lotNumber, status: items.status,
  };
  const held = taskIds.length === 0
    ? []
    : await db
        .select({ ...unitColumns, taskId: orderAllocations.pickTaskId, orderNumber: orders.number, pickedAt: orderAllocations.pickedAt })
        .from(orderAllocations)
        .innerJoin(items, eq(items.id, orderAllocations.itemId))
        .innerJoin(orders, eq(orders.id, orderAllocations.orderId))
        .where(inArray(orderAllocations.pickTaskId, taskIds));
  const places = [...new Map(taskRows.map((t) => [`${t.binId}:${t.skuId}`, sql`(${items.binId} = ${t.binId} and ${items.skuId} = ${t.skuId})`])).values()];
  const candidates = places.length === 0
    ? []
    : await db
        .select(unitColumns)
        .from(items)
        .where(and(eq(items.companyId, companyId), eq(items.status, 'available'), eq(items.inventory, true), or(...places) as SQL, not(heldSql(items.id))));
  const skuIds = [...new Set(taskRows.map((t) => t.skuId))];
  const binIds = [...new Set(taskRows.map((t) => t.binId))];
  const returnRows = await db
    .select({ id: returnTasks.id, itemId: returnTasks.itemId, wmsNumber: items.wmsNumber, orderNumber: orders.number, fromBinId: returnTasks.fromBinId, containerId: items.containerId })
    .from(returnTasks)
    .innerJoin(items, eq(items.id, returnTasks.itemId))
    .innerJoin(orders, eq(orders.id, returnTasks.orderId))
    .where(and(eq(returnTasks.companyId, companyId), isNull(returnTasks.doneAt)));
  const allBinIds = [...new Set([...binIds, ...returnRows.flatMap((r) => (r.fromBinId ? [r.fromBinId] : []))])];
  const [binRows, skuRows, barcodes, toteRows, clientRows] = await Promise.all([
    allBinIds.length === 0 ? [] : db.select({ id: bins.id, code: bins.code, pickSequence: bins.pickSequence }).from(bins).where(inArray(bins.id, allBinIds)),
    skuIds.length === 0 ? [] : db.select({ id: skus.id, code: skus.code, description: skus.description, serialised: skus.serialised }).from(skus).where(inArray(skus.id, skuIds)),
    skuIds.length === 0 ? [] : db.select({ skuId: skuBarcodes.skuId, barcode: skuBarcodes.barcode }).from(skuBarcodes).where(inArray(skuBarcodes.skuId, skuIds)),
    db
      .select({ id: containers.id, code: containers.code, type: containers.type })
      .from(containers)
      .where(and(eq(containers.companyId, companyId), eq(containers.active, true), ne(containers.type, 'pallet'))),
    db.selectDistinct({ clientId: orders.clientId }).from(orders).where(eq(orders.batchId, batch.id)),
  ]);
  const inTotes = await db
    .selectDistinct({ containerId: items.containerId, batchId: orders.batchId })
    .from(items)
    .innerJoin(orderAllocations, eq(orderAllocations.itemId, items.id))
    .innerJoin(orders, eq(orders.id, orderAllocations.orderId))
    .innerJoin(containers, eq(containers.id, items.containerId))
    .where(and(eq(items.companyId, companyId), eq(items.status, 'picked'), ne(containers.type, 'pallet')));
  const batchOfTote = new Map(inTotes.map((row) => [row.containerId, row.batchId]));
  const ordersOf = new Map<string, Set<string>>();
  for (const unit of held) if (unit.taskId) ordersOf.set(unit.taskId, (ordersOf.get(unit.taskId) ?? new Set()).add(unit.orderNumber));
  const heldIds = new Set(held.map((u) => u.id));
  const tasks: PickPackTask[] = taskRows.map(({ claimedById, claimedByName, ...task }) => ({
    ...task,
    claimedBy: claimedById ? { id: claimedById, name: claimedByName } : null,
    orders: [...(ordersOf.get(task.id) ?? [])].sort(),
  }));
  const units: PickPackUnit[] = [
    ...held.map((u) => ({ ...u, pickedAt: u.pickedAt?.toISOString() ?? null })),
    ...candidates.filter((u) => !heldIds.has(u.id)).map((u) => ({ ...u, taskId: null, orderNumber: null, pickedAt: null })),
  ];
  const pack: PickPack = {
    // A recycler's order has no client of its own (ADR 0034).
    batch: { ...batch, clientIds: clientRows.flatMap((r) => (r.clientId ? [r.clientId] : [])) },
    tasks,
    units,
    bins: binRows,
    skus: skuRows.map((s) => ({ ...s, barcodes: barcodes.filter((b) => b.skuId === s.id).map((b) => b.barcode) })),
    totes: toteRows.map((tote) => ({ ...tote, batchId: batchOfTote.get(tote.id) ?? null })),
    returns: returnRows,
    downloadedAt: new Date().toISOString(),
  };
  return ok(c, pack);
}

/** Claims an open task for the caller: 409 while another picker holds it; claiming one's own again is fine. */
export async function claimHandler(c: AppContext, _body: undefined, _query: undefined, { id }: { id: string }) {
  const actor = callerActor(c);
  const answer = await c.get('deps').db.transaction(async (tx) => {
    const [task] = await tx
      .select({ id: pickTasks.id, number: pickTasks.number, status: pickTasks.status, claimedBy: pickTasks.claimedBy, batchStatus: batches.status })
      .from(pickTasks)
      .innerJoin(batches, eq(batches.id, pickTasks.batchId))
      .where(and(eq(pickTasks.companyId, actor.companyId), eq(pickTasks.id, id)))
      .for('update', { of: pickTasks });
    if (!task) throw new AppError(404, 'No such pick task.');
    if (!pickable.includes(task.batchStatus)) throw new AppError(409, `The batch of task ${task.number} is ${task.batchStatus}; it is not being picked.`, { reason: 'batch-closed' });
    if (task.claimedBy && task.claimedBy !== actor.userId && task.status === 'open') {
      const [holder] = await tx.select({ id: users.id, name: nameOf }).from(users).where(eq(users.id, task.claimedBy));
      throw new AppError(409, `Task ${task.number} is claimed by ${holder?.name ?? 'another picker'}.`, { reason: 'claimed', claimedBy: holder ?? null });
    }
    await tx.update(pickTasks).set({ claimedBy: actor.userId, claimedAt: actor.at, updatedAt: actor.at }).where(eq(pickTasks.id, task.id));
    const [me] = await tx.select({ id: users.id, name: nameOf }).from(users).where(eq(users.id, actor.userId));
    const claimed: ClaimAnswer = { taskId: task.id, claimedBy: me!, claimedAt: actor.at.toISOString() };
    return claimed;
  });
  return ok(c, answer);
}
