import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { EXPORT_MAX_ROWS } from '../../../domain/lists/list-query';
import { hasAnyPermission } from '../../../domain/permissions';
import type { BatchFilters, BatchListQuery } from '../../../domain/picking/batches';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { batches, orders, pickTasks } from '../../db/schema/orders';
import { type Actor, auditActor, callerActor } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { csvResponse } from '../../lib/list';
import { ok } from '../../lib/respond';
import { runTransition } from '../../lib/transition';
import { nextNumbers } from '../../settings/sequences';
import { batchDetail, dueFirst, exportBatches, listBatches, matchingOrders, previewBatch } from './batch-rows';
import { batchStore } from './batch-state';
import { releaseBatch } from './release';

type NumberParam = { number: string };

const LIST_PERMISSIONS = ['SHIPMENT_BATCH_LIST', 'SHIPMENT_BATCH_MANAGEMENT'] as const;

/** The list is readable with either permission: a shift lead follows batches without managing them. */
function requireListAccess(c: AppContext): void {
  if (!hasAnyPermission(authOf(c).grants, LIST_PERMISSIONS)) throw new AppError(403, 'You do not have permission to do this.', { permission: LIST_PERMISSIONS.join(' or ') });
}

export async function listHandler(c: AppContext, _body: undefined, query: BatchListQuery) {
  requireListAccess(c);
  const page = await listBatches(c.get('deps').db, authOf(c).companyId, query);
  return ok(c, { ...page, page: query.page, pageSize: query.pageSize });
}

/**
 * The picker filter's choices: whoever has claimed a pick task of this company, by username. The
 * filter matches on claims, and a site's thousands of accounts would make the select unusable.
 */
export async function pickersHandler(c: AppContext) {
  requireListAccess(c);
  const db = c.get('deps').db;
  const claimants = db.selectDistinct({ id: pickTasks.claimedBy }).from(pickTasks).where(and(eq(pickTasks.companyId, authOf(c).companyId), isNotNull(pickTasks.claimedBy)));
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, claimants))
    .orderBy(asc(users.username));
  return ok(c, rows);
}

export async function exportHandler(c: AppContext, _body: undefined, query: BatchListQuery) {
  requireListAccess(c);
  const rows = await exportBatches(c.get('deps').db, authOf(c).companyId, query, EXPORT_MAX_ROWS);
  return csvResponse(
    c,
    'batches.csv',
    ['number', 'status', 'orders', 'units', 'tasks_done', 'tasks', 'short', 'pickers', 'created_by', 'created_at', 'released_at'],
    rows.map((b) => [b.number, b.status, b.orders, b.units, b.tasksDone, b.tasks, b.short, b.pickers.join(' '), b.createdBy, b.createdAt, b.releasedAt]),
  );
}

export async function previewHandler(c: AppContext, body: BatchFilters) {
  return ok(c, await previewBatch(c.get('deps').db, authOf(c).companyId, body));
}

/**
 * Takes the matching orders, oldest-due first, up to the cap, into a new open batch. The orders are
 * locked FOR UPDATE SKIP LOCKED: of two creates at once, each takes orders the other did not lock.
 */
export async function createBatch(tx: Database, actor: Actor, filters: BatchFilters): Promise<string> {
  const taken = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(matchingOrders(actor.companyId, filters))
    .orderBy(...dueFirst)
    .limit(filters.maxOrders)
    .for('update', { skipLocked: true });
  if (taken.length === 0) throw new AppError(409, 'No allocated order outside a batch matches these filters.', { reason: 'no-matching-orders' });
  const [number] = await nextNumbers(tx, actor.companyId, 'batch', 1, actor.at);
  if (!number) throw new Error('no batch number issued');
  const [batch] = await tx
    .insert(batches)
    .values({ companyId: actor.companyId, number, filters, createdBy: actor.userId, createdAt: actor.at, updatedAt: actor.at })
    .returning({ id: batches.id });
  await tx.update(orders).set({ batchId: batch!.id, updatedAt: actor.at }).where(inArray(orders.id, taken.map((row) => row.id)));
  await auditActor(tx, actor, { action: 'batch.create', entity: 'batch', entityId: number, detail: { orders: taken.length, filters } });
  return number;
}

const detailOf = (c: AppContext, number: string) => batchDetail(c.get('deps').db, authOf(c).companyId, number);

export async function createHandler(c: AppContext, body: BatchFilters) {
  const actor = callerActor(c);
  const number = await c.get('deps').db.transaction((tx) => createBatch(tx, actor, body));
  return ok(c, await detailOf(c, number));
}

export async function getHandler(c: AppContext, _body: undefined, _query: undefined, { number }: NumberParam) {
  return ok(c, await detailOf(c, number));
}

export async function releaseHandler(c: AppContext, _body: undefined, _query: undefined, { number }: NumberParam) {
  const actor = callerActor(c);
  await c.get('deps').db.transaction((tx) => releaseBatch(tx, actor, { number }));
  return ok(c, await detailOf(c, number));
}

/** open → cancelled: its orders leave the batch and may be batched again. */
export async function cancelHandler(c: AppContext, _body: undefined, _query: undefined, { number }: NumberParam) {
  await runTransition(c, batchStore, number, 'cancel', async (tx, doc, actor) => {
    const freed = await tx.update(orders).set({ batchId: null, updatedAt: actor.at }).where(eq(orders.batchId, doc.id)).returning({ id: orders.id });
    return { detail: { orders: freed.length } };
  });
  return ok(c, await detailOf(c, number));
}
