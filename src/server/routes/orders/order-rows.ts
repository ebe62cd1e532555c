import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { Order, OrderDetail, OrderListQuery } from '../../../domain/orders/orders';
import type { ShortReason } from '../../../domain/orders/statuses';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema/auth';
import { company } from '../../db/schema/company';
import { bins, catalogueEntries, clients, skus } from '../../db/schema/master';
import { batches, orderAllocations, orderLines, orders } from '../../db/schema/orders';
import { items } from '../../db/schema/receiving';
import { orderReversals } from '../../db/schema/shipping';
import { orderFor, pageOf, searchAny, totalOver } from '../../lib/list';

// Correlated sums: PostgreSQL computes them for the page's rows only, after the sort and limit.
const orderedSum = sql<number>`cast(coalesce((select sum(${orderLines.quantity}) from ${orderLines} where ${orderLines.orderId} = "orders"."id"), 0) as integer)`;
const allocatedSum = sql<number>`cast(coalesce((select sum(${orderAllocations.quantity}) from ${orderAllocations} where ${orderAllocations.orderId} = "orders"."id"), 0) as integer)`;
/** The company's today, so "late" means the same day for everyone whatever their browser's zone. */
const today = sql`(now() at time zone (select ${company.timeZone} from ${company} where ${company.id} = "orders"."company_id"))::date`;
/** An allocation left a line short (the list's "partly allocated"). */
const shortOf = sql<boolean>`exists (select 1 from ${orderLines} where ${orderLines.orderId} = "orders"."id" and ${orderLines.shortReason} is not null)`;
const lateOf = sql<boolean>`(${orders.shipBy} < ${today} and ${orders.status} not in ('shipped', 'cancelled'))`;

const columns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  client: { id: clients.id, code: clients.code, name: clients.name },
  scrapList: sql<string | null>`(select l.number from "scrap_lists" l where l.order_id = "orders"."id")`,
  reference: orders.reference,
  shipTo: orders.shipTo,
  carrier: { id: catalogueEntries.id, code: catalogueEntries.code, name: catalogueEntries.name },
  service: orders.service,
  shipBy: orders.shipBy,
  priority: orders.priority,
  notes: orders.notes,
  ordered: orderedSum,
  allocated: allocatedSum,
  late: lateOf,
  short: shortOf,
  cancelReason: orders.cancelReason,
  batch: batches.number,
  createdBy: users.username,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

function joined(db: Database) {
  return db
    .select({ ...columns, total: totalOver })
    .from(orders)
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(catalogueEntries, eq(catalogueEntries.id, orders.carrierId))
    .leftJoin(users, eq(users.id, orders.createdBy))
    .leftJoin(batches, eq(batches.id, orders.batchId));
}

type Row = Awaited<ReturnType<typeof joined>>[number];

const orderOf = ({ total: _total, ...row }: Row): Order => ({
  ...row,
  carrier: row.carrier?.id ? { id: row.carrier.id, code: row.carrier.code ?? '', name: row.carrier.name ?? '' } : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const PRIORITY_RANK = sql`array_position(array['low', 'normal', 'high', 'urgent'], ${orders.priority})`;

function listFilter(companyId: string, query: Omit<OrderListQuery, 'page' | 'pageSize'>, clientId?: string): SQL | undefined {
  return and(
    eq(orders.companyId, companyId),
    clientId ? eq(orders.clientId, clientId) : undefined,
    searchAny(query.q, [orders.number, orders.reference]),
    query.status ? eq(orders.status, query.status) : undefined,
    query.client ? eq(orders.clientId, query.client) : undefined,
    query.carrier ? eq(orders.carrierId, query.carrier) : undefined,
    query.priority ? eq(orders.priority, query.priority) : undefined,
    query.shipBy ? eq(orders.shipBy, query.shipBy) : undefined,
    query.late === 'yes' ? lateOf : query.late === 'no' ? sql`not ${lateOf}` : undefined,
    query.short === 'yes' ? shortOf : query.short === 'no' ? sql`not ${shortOf}` : undefined,
    query.batch ? sql`exists (select 1 from "batches" b where b.id = "orders"."batch_id" and lower(b.number) = ${query.batch.toLowerCase()})` : undefined,
  );
}

const order = (query: OrderListQuery) =>
  orderFor(
    query,
    { number: orders.number, status: orders.status, client: sql`lower(${clients.code})`, shipBy: orders.shipBy, priority: PRIORITY_RANK, createdAt: orders.createdAt },
    { sort: 'createdAt', dir: 'desc' },
    orders.id,
  );

export async function listOrders(db: Database, companyId: string, query: OrderListQuery, clientId?: string): Promise<{ items: Order[]; total: number }> {
  const where = listFilter(companyId, query, clientId);
  const rows = await joined(db).where(where).orderBy(...order(query)).limit(pageOf(query).limit).offset(pageOf(query).offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(orders).where(where);
    total = row?.n ?? 0;
  }
  return { items: rows.map(orderOf), total };
}

export async function exportOrders(db: Database, companyId: string, query: OrderListQuery, max: number): Promise<Order[]> {
  return (await joined(db).where(listFilter(companyId, query)).orderBy(...order(query)).limit(max)).map(orderOf);
}

export async function findOrder(db: Database, companyId: string, where: { number?: string; clientId?: string; reference?: string }): Promise<Order | null> {
  const [row] = await joined(db)
    .where(
      and(
        eq(orders.companyId, companyId),
        where.number ? eq(orders.number, where.number) : undefined,
        where.clientId ? eq(orders.clientId, where.clientId) : undefined,
        where.reference ? sql`lower(${orders.reference}) = ${where.reference.toLowerCase()}` : undefined,
      ),
    )
    .limit(1);
  return row ? orderOf(row) : null;
}

const heldBy = (status: string) =>
  sql<number>`cast(coalesce((select sum(${orderAllocations.quantity}) from ${orderAllocations} join ${items} on ${items.id} = ${orderAllocations.itemId} where ${orderAllocations.lineId} = ${orderLines.id} and ${items.status} in (${sql.raw(status)})), 0) as integer)`;

/** Lines with their quantities at each step, the units held and the audit history of the order. */
export async function detailParts(db: Database, companyId: string, order: Order): Promise<Pick<OrderDetail, 'lines' | 'units' | 'history' | 'reversals'>> {
  const lines = await db
    .select({
      id: orderLines.id,
      sku: { id: skus.id, code: skus.code, description: skus.description, serialised: skus.serialised },
      lotNumber: orderLines.lotNumber,
      unit: orderLines.unit,
      ordered: orderLines.quantity,
      allocated: heldBy(`'allocated', 'picked', 'packed', 'shipped'`),
      picked: heldBy(`'picked', 'packed', 'shipped'`),
      packed: heldBy(`'packed', 'shipped'`),
      shipped: heldBy(`'shipped'`),
      shortReason: orderLines.shortReason,
    })
    .from(orderLines)
    .innerJoin(skus, eq(skus.id, orderLines.skuId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const units = await db
    .select({
      lineId: orderAllocations.lineId,
      itemId: items.id,
      wmsNumber: items.wmsNumber,
      serial: items.serial,
      quantity: orderAllocations.quantity,
      lotNumber: items.lotNumber,
      bin: bins.code,
      status: items.status,
    })
    .from(orderAllocations)
    .innerJoin(items, eq(items.id, orderAllocations.itemId))
    .leftJoin(bins, eq(bins.id, items.binId))
    .where(eq(orderAllocations.orderId, order.id))
    .orderBy(asc(items.wmsNumber));
  const history = await db
    .select({ action: auditLog.action, username: auditLog.username, at: auditLog.at, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, order.number), eq(auditLog.companyId, companyId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  const reversals = await db
    .select({ wmsNumber: orderReversals.wmsNumber, quantity: orderReversals.quantity, bin: bins.code, status: orderReversals.toStatus, reason: orderReversals.reason, username: users.username, at: orderReversals.at })
    .from(orderReversals)
    .innerJoin(bins, eq(bins.id, orderReversals.toBinId))
    .leftJoin(users, eq(users.id, orderReversals.userId))
    .where(eq(orderReversals.orderId, order.id))
    .orderBy(asc(orderReversals.at), asc(orderReversals.wmsNumber));
  return {
    lines: lines.map((line) => ({ ...line, shortReason: line.shortReason as ShortReason | null })),
    units,
    history: history.map((row) => ({ ...row, at: row.at.toISOString(), detail: row.detail ?? {} })),
    reversals: reversals.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}
