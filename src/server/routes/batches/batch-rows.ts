import { type SQL, and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Batch, BatchDetail, BatchFilters, BatchListQuery, BatchPreview } from '../../../domain/picking/batches';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { bins, clients, skus } from '../../db/schema/master';
import { batches, orderAllocations, orders, pickTasks } from '../../db/schema/orders';
import { AppError } from '../../lib/errors';
import { orderFor, pageOf, searchAny, totalOver } from '../../lib/list';

// Correlated aggregates: PostgreSQL computes them for the page's rows only, after the sort and limit.
// Written out with table names: in a select from one table drizzle leaves its columns unqualified.
const ordersOf = sql<number>`cast((select count(*) from "orders" o where o.batch_id = "batches"."id") as integer)`;
const unitsOf = sql<number>`cast(coalesce((select sum(a.quantity) from "order_allocations" a join "orders" o on o.id = a.order_id where o.batch_id = "batches"."id"), 0) as integer)`;
const tasksOf = sql<number>`cast((select count(*) from "pick_tasks" t where t.batch_id = "batches"."id") as integer)`;
const tasksDoneOf = sql<number>`cast((select count(*) from "pick_tasks" t where t.batch_id = "batches"."id" and t.status <> 'open') as integer)`;
const shortOf = sql<number>`cast(coalesce((select sum(t.short) from "pick_tasks" t where t.batch_id = "batches"."id"), 0) as integer)`;
const pickersOf = sql<string[]>`array(select distinct u.username from "pick_tasks" t join "users" u on u.id = t.claimed_by where t.batch_id = "batches"."id" order by 1)`;

const creator = sql<string | null>`(select u.username from "users" u where u.id = "batches"."created_by")`;

const columns = {
  id: batches.id,
  number: batches.number,
  status: batches.status,
  orders: ordersOf,
  units: unitsOf,
  tasks: tasksOf,
  tasksDone: tasksDoneOf,
  short: shortOf,
  pickers: pickersOf,
  createdBy: creator,
  createdAt: batches.createdAt,
  releasedAt: batches.releasedAt,
  pickedAt: batches.pickedAt,
};

const selected = (db: Database) => db.select({ ...columns, filters: batches.filters, total: totalOver }).from(batches);
type Row = Awaited<ReturnType<typeof selected>>[number];

const batchOf = ({ total: _total, filters: _filters, ...row }: Row): Batch => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  releasedAt: row.releasedAt?.toISOString() ?? null,
  pickedAt: row.pickedAt?.toISOString() ?? null,
});

function listFilter(companyId: string, query: Omit<BatchListQuery, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    eq(batches.companyId, companyId),
    searchAny(query.q, [batches.number]),
    query.status ? eq(batches.status, query.status) : undefined,
    query.client ? sql`exists (select 1 from "orders" o where o.batch_id = "batches"."id" and o.client_id = ${query.client})` : undefined,
    query.picker ? sql`exists (select 1 from "pick_tasks" t where t.batch_id = "batches"."id" and t.claimed_by = ${query.picker})` : undefined,
  );
}

const order = (query: BatchListQuery) =>
  orderFor(
    query,
    { number: batches.number, status: batches.status, createdAt: batches.createdAt, releasedAt: batches.releasedAt },
    { sort: 'createdAt', dir: 'desc' },
    batches.id,
  );

export async function listBatches(db: Database, companyId: string, query: BatchListQuery): Promise<{ items: Batch[]; total: number }> {
  const where = listFilter(companyId, query);
  const rows = await selected(db).where(where).orderBy(...order(query)).limit(pageOf(query).limit).offset(pageOf(query).offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(batches).where(where);
    total = row?.n ?? 0;
  }
  return { items: rows.map(batchOf), total };
}

export async function exportBatches(db: Database, companyId: string, query: BatchListQuery, max: number): Promise<Batch[]> {
  return (await selected(db).where(listFilter(companyId, query)).orderBy(...order(query)).limit(max)).map(batchOf);
}

/** Allocated orders in no batch that the filters take (a cancelled order is never allocated). */
export function matchingOrders(companyId: string, filters: BatchFilters): SQL | undefined {
  return and(
    eq(orders.companyId, companyId),
    eq(orders.status, 'allocated'),
    isNull(orders.batchId),
    filters.clientId ? eq(orders.clientId, filters.clientId) : undefined,
    filters.carrierId ? eq(orders.carrierId, filters.carrierId) : undefined,
    filters.priority ? eq(orders.priority, filters.priority) : undefined,
    filters.shipBy ? lte(orders.shipBy, filters.shipBy) : undefined,
    filters.singleLine ? sql`(select count(*) from "order_lines" l where l.order_id = "orders"."id") = 1` : undefined,
  );
}

/** Oldest-due first: ship-by day (none last), then priority (urgent first), then age. */
export const dueFirst = [
  sql`${orders.shipBy} asc nulls last`,
  sql`array_position(array['urgent', 'high', 'normal', 'low'], ${orders.priority})`,
  asc(orders.createdAt),
  asc(orders.id),
];

const PREVIEW_ORDERS = 20;

/** How many orders, lines and units a batch with these filters would take now, and the first of its orders. */
export async function previewBatch(db: Database, companyId: string, filters: BatchFilters): Promise<BatchPreview> {
  const taken = db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(matchingOrders(companyId, filters))
    .orderBy(...dueFirst)
    .limit(filters.maxOrders)
    .as('taken');
  const rows = await db
    .select({
      number: taken.number,
      lines: sql<number>`cast((select count(*) from "order_lines" l where l.order_id = "taken"."id") as integer)`,
      units: sql<number>`cast(coalesce((select sum(a.quantity) from "order_allocations" a where a.order_id = "taken"."id"), 0) as integer)`,
    })
    .from(taken);
  return {
    orders: rows.length,
    lines: rows.reduce((sum, row) => sum + row.lines, 0),
    units: rows.reduce((sum, row) => sum + row.units, 0),
    firstOrders: rows.slice(0, PREVIEW_ORDERS).map((row) => row.number),
  };
}

const sumOf = (picked: boolean) =>
  sql<number>`cast(coalesce((select sum(a.quantity) from "order_allocations" a where a.order_id = "orders"."id"${picked ? sql` and a.picked_at is not null` : sql``}), 0) as integer)`;

/** The batch with its orders and its tasks in walking order; 404 when the company has none by that number. */
export async function batchDetail(db: Database, companyId: string, number: string): Promise<BatchDetail> {
  const [row] = await selected(db).where(and(eq(batches.companyId, companyId), eq(batches.number, number))).limit(1);
  if (!row) throw new AppError(404, `No batch ${number}.`);
  const orderList = await db
    .select({
      id: orders.id,
      number: orders.number,
      client: { id: clients.id, code: clients.code, name: clients.name },
      status: orders.status,
      allocated: sumOf(false),
      picked: sumOf(true),
    })
    .from(orders)
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .where(eq(orders.batchId, row.id))
    .orderBy(...dueFirst);
  const tasks = await db
    .select({
      id: pickTasks.id,
      number: pickTasks.number,
      sequence: pickTasks.sequence,
      bin: { id: bins.id, code: bins.code },
      sku: { id: skus.id, code: skus.code, description: skus.description },
      lotNumber: pickTasks.lotNumber,
      quantity: pickTasks.quantity,
      picked: pickTasks.picked,
      short: pickTasks.short,
      shortReason: pickTasks.shortReason,
      status: pickTasks.status,
      claimedById: pickTasks.claimedBy,
      claimedByName: users.username,
      createdAt: pickTasks.createdAt,
    })
    .from(pickTasks)
    .innerJoin(bins, eq(bins.id, pickTasks.binId))
    .innerJoin(skus, eq(skus.id, pickTasks.skuId))
    .leftJoin(users, eq(users.id, pickTasks.claimedBy))
    .where(eq(pickTasks.batchId, row.id))
    .orderBy(asc(pickTasks.sequence));
  const served =
    tasks.length === 0
      ? []
      : await db
          .selectDistinct({ taskId: orderAllocations.pickTaskId, number: orders.number })
          .from(orderAllocations)
          .innerJoin(orders, eq(orders.id, orderAllocations.orderId))
          .where(inArray(orderAllocations.pickTaskId, tasks.map((task) => task.id)))
          .orderBy(asc(orders.number));
  const servedBy = new Map<string, string[]>();
  for (const { taskId, number: orderNumber } of served) if (taskId) servedBy.set(taskId, [...(servedBy.get(taskId) ?? []), orderNumber]);
  const released = row.releasedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const taskList = tasks.map(({ claimedById, claimedByName, createdAt, ...task }) => ({
    ...task,
    claimedBy: claimedById ? { id: claimedById, name: claimedByName ?? '' } : null,
    orders: servedBy.get(task.id) ?? [],
    // The release makes its tasks at the release instant; a short pick's come later.
    fromShortPick: createdAt.getTime() > released,
  }));
  return {
    ...batchOf(row),
    filters: row.filters,
    picked: tasks.reduce((sum, task) => sum + task.picked, 0),
    shortPickTasks: taskList.filter((task) => task.fromShortPick).length,
    orderList,
    taskList,
  };
}
