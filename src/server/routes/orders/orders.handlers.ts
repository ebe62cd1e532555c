import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ImportBody } from '../../../domain/import/columns';
import { EXPORT_MAX_ROWS } from '../../../domain/lists/list-query';
import { ALLOCATE_MAX_ORDERS, type AllocateOrders, type AllocateOrdersResult, type CancelOrder, type OrderDetail, type OrderForm, type OrderListQuery } from '../../../domain/orders/orders';
import { orderStates } from '../../../domain/states/order-states';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { catalogueEntries, clients, skus } from '../../db/schema/master';
import { batches, orderLines, orders } from '../../db/schema/orders';
import { type Actor, auditActor, auditActorEach, callerActor } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { runImport } from '../../lib/csv-import';
import { csvResponse } from '../../lib/list';
import { ok } from '../../lib/respond';
import { performTransition, performTransitionMany, requireWork, runTransition, stateConflict } from '../../lib/transition';
import { nextNumbers } from '../../settings/sequences';
import { closeIfNothingLeft, lockBatchRow } from '../batches/batch-state';
import { returnPicked } from '../picking/return.mutations';
import { reopenScrapListOf } from '../scrap/scrap-orders';
import { allocateOrder, allocateOrders, releaseOrder } from './allocation';
import { leaveOpenBatch, requireUnbatched } from './order-batch';
import { checkOrderForm, referenceTaken } from './order-checks';
import { orderImportSpec } from './order-import';
import { detailParts, exportOrders, findOrder, listOrders } from './order-rows';
import { type LockedOrder, orderStore } from './order-state';

type NumberParam = { number: string };

export async function listHandler(c: AppContext, _body: undefined, query: OrderListQuery) {
  const page = await listOrders(c.get('deps').db, authOf(c).companyId, query);
  return ok(c, { ...page, page: query.page, pageSize: query.pageSize });
}

export async function exportHandler(c: AppContext, _body: undefined, query: OrderListQuery) {
  const rows = await exportOrders(c.get('deps').db, authOf(c).companyId, query, EXPORT_MAX_ROWS);
  return csvResponse(
    c,
    'orders.csv',
    ['number', 'status', 'client_code', 'reference', 'carrier_code', 'service', 'ship_by', 'priority', 'ordered', 'allocated', 'late', 'ship_to_name', 'ship_to_country', 'created_at'],
    rows.map((o) => [
      o.number, o.status, o.client?.code ?? '', o.reference, o.carrier?.code, o.service, o.shipBy, o.priority, o.ordered, o.allocated, o.late ? 'yes' : 'no', o.shipTo.name,
      o.shipTo.country, o.createdAt,
    ]),
  );
}

/** The order with its lines, units and history; 404 when the company (or the API key's client) has none by that number. */
export async function orderDetail(db: Database, companyId: string, number: string, clientId?: string): Promise<OrderDetail> {
  const order = await findOrder(db, companyId, { number, clientId });
  if (!order) throw new AppError(404, orderStore.notFound(number));
  return { ...order, ...(await detailParts(db, companyId, order)) };
}

const detailOf = (c: AppContext, number: string) => orderDetail(c.get('deps').db, authOf(c).companyId, number);

export async function getHandler(c: AppContext, _body: undefined, _query: undefined, { number }: NumberParam) {
  return ok(c, await detailOf(c, number));
}

const headerOf = (body: OrderForm) => ({
  clientId: body.clientId,
  reference: body.reference,
  shipTo: body.shipTo,
  carrierId: body.carrierId,
  service: body.service,
  shipBy: body.shipBy,
  priority: body.priority,
  notes: body.notes,
});

async function writeLines(tx: Database, orderId: string, body: OrderForm): Promise<void> {
  await tx.delete(orderLines).where(eq(orderLines.orderId, orderId));
  await tx.insert(orderLines).values(body.lines.map((line, position) => ({ orderId, position, ...line })));
}

/**
 * Stores a new order numbered from the order sequence, draft or (from a client's system or an import)
 * already open. A reference the client already used answers 409 with that order's number.
 */
export async function insertOrder(tx: Database, by: { companyId: string; userId: string | null; at: Date }, body: OrderForm, status: 'draft' | 'open'): Promise<string> {
  await checkOrderForm(tx, by.companyId, body);
  const [issued] = await nextNumbers(tx, by.companyId, 'order', 1, by.at);
  if (!issued) throw new Error('no order number issued');
  try {
    const [row] = await tx
      .insert(orders)
      .values({ companyId: by.companyId, number: issued, ...headerOf(body), status, createdBy: by.userId, createdAt: by.at, updatedAt: by.at })
      .returning({ id: orders.id });
    await writeLines(tx, row!.id, body);
  } catch (error) {
    // Two requests with one new reference: the unique index lets one in; the other learns it lost.
    if (isUniqueViolation(error, 'orders_reference_key')) throw referenceTaken('(another request)');
    throw error;
  }
  return issued;
}

/** insertOrder on behalf of a staff member, with its audit row. */
export async function createOrderAs(tx: Database, actor: Actor, body: OrderForm, status: 'draft' | 'open'): Promise<string> {
  const number = await insertOrder(tx, actor, body, status);
  await auditActor(tx, actor, { action: 'order.create', entity: 'order', entityId: number, detail: { status, reference: body.reference, lines: body.lines.length } });
  return number;
}

/** Orders from CSV, one row per line (domain/orders/order-import); imported orders are open. */
export async function importHandler(c: AppContext, body: ImportBody) {
  return ok(c, await runImport(c, orderImportSpec(callerActor(c)), body));
}

export async function createHandler(c: AppContext, body: OrderForm) {
  const actor = callerActor(c);
  const number = await c.get('deps').db.transaction((tx) => createOrderAs(tx, actor, body, 'draft'));
  return ok(c, await detailOf(c, number));
}

async function lockOrder(tx: Database, companyId: string, number: string): Promise<LockedOrder> {
  const row = await orderStore.lock(tx, companyId, number);
  if (!row) throw new AppError(404, orderStore.notFound(number));
  return row;
}

/** Header and lines while draft or open; an open order's units go back to stock first (its lines change under them). */
export async function updateHandler(c: AppContext, body: OrderForm, _query: undefined, { number }: NumberParam) {
  const actor = callerActor(c);
  await c.get('deps').db.transaction(async (tx) => {
    const row = await lockOrder(tx, actor.companyId, number);
    requireWork(orderStates, row, 'edit');
    // Its lines are its scrap list's units and it has no client to choose: the list says what it ships.
    if (row.clientId === null) throw new AppError(409, `Order ${number} ships a scrap list to a recycler: it is not edited.`, { reason: 'recycler-order' });
    await requireUnbatched(tx, row, 'edit');
    await checkOrderForm(tx, actor.companyId, body, row.id);
    const released = await releaseOrder(tx, actor, row);
    await tx.update(orders).set({ ...headerOf(body), updatedAt: actor.at }).where(eq(orders.id, row.id));
    await writeLines(tx, row.id, body);
    await auditActor(tx, actor, { action: 'order.update', entity: 'order', entityId: number, detail: { released, reference: body.reference, lines: body.lines.length } });
  });
  return ok(c, await detailOf(c, number));
}

export async function openHandler(c: AppContext, _body: undefined, _query: undefined, { number }: NumberParam) {
  await runTransition(c, orderStore, number, 'open');
  return ok(c, await detailOf(c, number));
}

/**
 * Reserves units for what the lines miss. The order becomes allocated when every line holds all its
 * units; otherwise it stays open with its short lines and their reasons (ADR 0028).
 */
export async function allocateHandler(c: AppContext, _body: undefined, _query: undefined, { number }: NumberParam) {
  const actor = callerActor(c);
  await c.get('deps').db.transaction(async (tx) => {
    const row = await lockOrder(tx, actor.companyId, number);
    if (row.state !== 'open') throw stateConflict(orderStates, row, 'allocate');
    const complete = await allocateOrder(tx, actor, row);
    if (complete) await performTransition(tx, actor, orderStore, number, 'allocate');
    else await auditActor(tx, actor, { action: 'order.allocate-partly', entity: 'order', entityId: number, detail: { state: row.state } });
  });
  return ok(c, await detailOf(c, number));
}

/**
 * Orders one transaction of a bulk allocation takes: its locks and its statements stay bounded. 1,000
 * (up to 15,000 units of 3-line orders, about 2 s) rather than 500: half the rounds and commits, 4.4 and
 * 4.7 s for 2,000 orders where 500 took 5.1 s twice on an idle machine (ADR 0028).
 */
const ALLOCATE_CHUNK = 1000;

/** The open orders a bulk allocation takes when none are named: due first, then the most urgent, then the oldest. */
async function openOrdersDueFirst(db: Database, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ number: orders.number })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.status, 'open')))
    .orderBy(sql`${orders.shipBy} asc nulls last`, sql`array_position(array['urgent', 'high', 'normal', 'low'], ${orders.priority})`, asc(orders.createdAt))
    .limit(ALLOCATE_MAX_ORDERS);
  return rows.map((row) => row.number);
}

/**
 * Allocates many open orders, in the order given, a chunk per transaction: the lines of one SKU share
 * their candidate queries, the complete orders become allocated in one statement (ADR 0028).
 */
export async function allocateManyHandler(c: AppContext, body: AllocateOrders) {
  const actor = callerActor(c);
  const db = c.get('deps').db;
  const numbers = [...new Set(body.numbers ?? (await openOrdersDueFirst(db, actor.companyId)))];
  const result: AllocateOrdersResult = { allocated: [], partly: [], skipped: [] };
  for (let start = 0; start < numbers.length; start += ALLOCATE_CHUNK) {
    const chunk = numbers.slice(start, start + ALLOCATE_CHUNK);
    await db.transaction(async (tx) => {
      const locked = await tx
        .select({ id: orders.id, number: orders.number, state: orders.status, clientId: orders.clientId })
        .from(orders)
        .where(and(eq(orders.companyId, actor.companyId), inArray(orders.number, chunk)))
        .orderBy(asc(orders.id))
        .for('update');
      const byNumber = new Map(locked.map((row) => [row.number, row]));
      const open = chunk.flatMap((number) => (byNumber.get(number)?.state === 'open' ? [byNumber.get(number)!] : []));
      const { complete } = await allocateOrders(tx, actor, open);
      await performTransitionMany(tx, actor, orderStore, open.filter((row) => complete.has(row.id)), 'allocate');
      const partly = open.filter((row) => !complete.has(row.id));
      await auditActorEach(tx, actor, partly.map((row) => ({ action: 'order.allocate-partly', entity: 'order', entityId: row.number, detail: { state: row.state } })));
      result.allocated.push(...open.filter((row) => complete.has(row.id)).map((row) => row.number));
      result.partly.push(...partly.map((row) => row.number));
      result.skipped.push(...chunk.filter((number) => byNumber.get(number)?.state !== 'open'));
    });
  }
  return ok(c, result);
}

/** allocated → open, its units back to stock, so the order can be edited. */
export async function deallocateHandler(c: AppContext, _body: undefined, _query: undefined, { number }: NumberParam) {
  await runTransition(c, orderStore, number, 'deallocate', async (tx, row, actor) => {
    await requireUnbatched(tx, row, 'deallocate');
    return { detail: { released: await releaseOrder(tx, actor, row) } };
  });
  return ok(c, await detailOf(c, number));
}

/**
 * Cancels with a reason; the units it holds and has not picked go back to stock in the same transaction,
 * each picked one gets a return-to-stock task (it is in a tote), and it leaves an open batch; a batch it
 * leaves with no open task is closed (picked); the scrap list a recycler's order ships is approved again.
 * Its batch is locked first, as a pick locks it before the
 * order, so a cancel and a pick of one batch never deadlock.
 */
export async function cancelHandler(c: AppContext, body: CancelOrder, _query: undefined, { number }: NumberParam) {
  const actor = callerActor(c);
  await c.get('deps').db.transaction(async (tx) => {
    const [placed] = await tx
      .select({ batch: batches.number })
      .from(orders)
      .innerJoin(batches, eq(batches.id, orders.batchId))
      .where(and(eq(orders.companyId, actor.companyId), eq(orders.number, number)));
    const batch = placed ? await lockBatchRow(tx, actor.companyId, placed.batch) : null;
    await performTransition(tx, actor, orderStore, number, 'cancel', async (inner, row) => ({
      values: { cancelReason: body.reason },
      detail: {
        reason: body.reason,
        returning: await returnPicked(inner, actor, row),
        released: await releaseOrder(inner, actor, row),
        leftBatch: await leaveOpenBatch(inner, row, actor.at),
        closedBatch: batch ? await closeIfNothingLeft(inner, actor, batch) : false,
        scrapList: await reopenScrapListOf(inner, actor, row),
      },
    }));
  });
  return ok(c, await detailOf(c, number));
}

/** Active clients and carriers for the list's filters and the form. */
export async function optionsHandler(c: AppContext) {
  const { db } = c.get('deps');
  const { companyId } = authOf(c);
  const clientRows = await db
    .select({ id: clients.id, code: clients.code, name: clients.name })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.active, true)))
    .orderBy(asc(clients.code));
  const carriers = await db
    .select({ id: catalogueEntries.id, code: catalogueEntries.code, name: catalogueEntries.name })
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.companyId, companyId), eq(catalogueEntries.catalogue, 'carrier'), eq(catalogueEntries.active, true)))
    .orderBy(asc(catalogueEntries.code));
  return ok(c, { clients: clientRows, carriers });
}

const SKU_OPTIONS_MAX = 5000;

/** A client's active SKUs for the order lines. */
export async function skuOptionsHandler(c: AppContext, _body: undefined, { clientId }: { clientId: string }) {
  const rows = await c
    .get('deps')
    .db.select({ id: skus.id, code: skus.code, description: skus.description, serialised: skus.serialised })
    .from(skus)
    .where(and(eq(skus.companyId, authOf(c).companyId), eq(skus.clientId, clientId), eq(skus.active, true)))
    .orderBy(asc(skus.code))
    .limit(SKU_OPTIONS_MAX);
  return ok(c, rows);
}
