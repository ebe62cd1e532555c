import { type SQL, and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ControlNumber, ControlNumberListQuery, ExpectedLineResult, ReceivingRef } from '../../../domain/receiving/control-numbers';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { catalogueEntries, clients, skus } from '../../db/schema/master';
import { controlNumberLines, controlNumberTrackings, controlNumbers, items } from '../../db/schema/receiving';
import { orderFor, pageOf, searchAny, totalOver } from '../../lib/list';

const sourceTypes = alias(catalogueEntries, 'source_type');
const dealers = alias(catalogueEntries, 'dealer');
const carriers = alias(catalogueEntries, 'carrier');

const ref = (table: typeof sourceTypes | typeof dealers | typeof carriers) => ({ id: table.id, code: table.code, name: table.name });

// Correlated sums: PostgreSQL computes them for the page's rows only, after the sort and limit.
const expectedSum = sql<number>`cast(coalesce((select sum(${controlNumberLines.quantity}) from ${controlNumberLines} where ${controlNumberLines.controlNumberId} = "control_numbers"."id"), 0) as integer)`;
const receivedSum = sql<number>`cast(coalesce((select sum(${items.quantity}) from ${items} where ${items.controlNumberId} = "control_numbers"."id"), 0) as integer)`;
const itemCount = sql<number>`cast((select count(*) from ${items} where ${items.controlNumberId} = "control_numbers"."id") as integer)`;

const columns = {
  id: controlNumbers.id,
  number: controlNumbers.number,
  status: controlNumbers.status,
  client: { id: clients.id, code: clients.code, name: clients.name },
  sourceType: ref(sourceTypes),
  dealer: ref(dealers),
  carrier: ref(carriers),
  notes: controlNumbers.notes,
  expected: expectedSum,
  received: receivedSum,
  items: itemCount,
  createdBy: users.username,
  createdAt: controlNumbers.createdAt,
  updatedAt: controlNumbers.updatedAt,
  receivedAt: controlNumbers.receivedAt,
  closedAt: controlNumbers.closedAt,
};

function joined(db: Database) {
  return db
    .select({ ...columns, total: totalOver })
    .from(controlNumbers)
    .innerJoin(clients, eq(clients.id, controlNumbers.clientId))
    .leftJoin(sourceTypes, eq(sourceTypes.id, controlNumbers.sourceTypeId))
    .leftJoin(dealers, eq(dealers.id, controlNumbers.dealerId))
    .leftJoin(carriers, eq(carriers.id, controlNumbers.carrierId))
    .leftJoin(users, eq(users.id, controlNumbers.createdBy));
}

type Row = Awaited<ReturnType<typeof joined>>[number];

const refOrNull = (value: { id: string | null; code: string | null; name: string | null } | null): ReceivingRef | null =>
  value?.id ? { id: value.id, code: value.code ?? '', name: value.name ?? '' } : null;

async function withTrackings(db: Database, rows: readonly Row[]): Promise<ControlNumber[]> {
  const held = new Map<string, string[]>();
  // In slices: an export of many control numbers would pass PostgreSQL's limit of bind parameters.
  for (let start = 0; start < rows.length; start += 5000) {
    const ids = rows.slice(start, start + 5000).map((row) => row.id);
    const found = await db
      .select({ id: controlNumberTrackings.controlNumberId, trackingNumber: controlNumberTrackings.trackingNumber })
      .from(controlNumberTrackings)
      .where(inArray(controlNumberTrackings.controlNumberId, ids))
      .orderBy(asc(controlNumberTrackings.trackingNumber));
    for (const { id, trackingNumber } of found) held.set(id, [...(held.get(id) ?? []), trackingNumber]);
  }
  return rows.map(({ total: _total, ...row }) => ({
    ...row,
    sourceType: refOrNull(row.sourceType),
    dealer: refOrNull(row.dealer),
    carrier: refOrNull(row.carrier),
    trackingNumbers: held.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    receivedAt: row.receivedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
  }));
}

/** Control numbers holding a tracking number, serial or WMS number like `q`. */
function holdsLike(q: string): SQL {
  const tracking = sql`exists (select 1 from ${controlNumberTrackings} where ${controlNumberTrackings.controlNumberId} = "control_numbers"."id" and ${searchAny(q, [controlNumberTrackings.trackingNumber])})`;
  const item = sql`exists (select 1 from ${items} where ${items.controlNumberId} = "control_numbers"."id" and ${searchAny(q, [items.wmsNumber, items.serial])})`;
  return sql`(${searchAny(q, [controlNumbers.number])} or ${tracking} or ${item})`;
}

function listFilter(companyId: string, query: Omit<ControlNumberListQuery, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    eq(controlNumbers.companyId, companyId),
    query.q ? holdsLike(query.q) : undefined,
    query.status ? eq(controlNumbers.status, query.status) : undefined,
    query.client ? eq(controlNumbers.clientId, query.client) : undefined,
    query.sourceType ? eq(controlNumbers.sourceTypeId, query.sourceType) : undefined,
    query.from ? gte(controlNumbers.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(controlNumbers.createdAt, new Date(query.to)) : undefined,
  );
}

const order = (query: ControlNumberListQuery) =>
  orderFor(
    query,
    { number: controlNumbers.number, status: controlNumbers.status, client: sql`lower(${clients.code})`, createdAt: controlNumbers.createdAt },
    { sort: 'createdAt', dir: 'desc' },
    controlNumbers.id,
  );

export async function listControlNumbers(db: Database, companyId: string, query: ControlNumberListQuery): Promise<{ items: ControlNumber[]; total: number }> {
  const where = listFilter(companyId, query);
  const rows = await joined(db).where(where).orderBy(...order(query)).limit(pageOf(query).limit).offset(pageOf(query).offset);
  // An empty page past the end still needs the total, which only a row could carry.
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(controlNumbers).where(where);
    total = row?.n ?? 0;
  }
  return { items: await withTrackings(db, rows), total };
}

export async function exportControlNumbers(db: Database, companyId: string, query: ControlNumberListQuery, max: number): Promise<ControlNumber[]> {
  return withTrackings(db, await joined(db).where(listFilter(companyId, query)).orderBy(...order(query)).limit(max));
}

export async function findControlNumber(db: Database, companyId: string, number: string): Promise<ControlNumber | null> {
  const [row] = await withTrackings(db, await joined(db).where(and(eq(controlNumbers.companyId, companyId), eq(controlNumbers.number, number))).limit(1));
  return row ?? null;
}

/** Expected against received per SKU: every SKU with a line or with items, in SKU code order. */
export async function expectedAgainstReceived(db: Database, controlNumberId: string): Promise<ExpectedLineResult[]> {
  const expected = await db
    .select({ skuId: controlNumberLines.skuId, quantity: controlNumberLines.quantity })
    .from(controlNumberLines)
    .where(eq(controlNumberLines.controlNumberId, controlNumberId));
  const received = await db
    .select({ skuId: items.skuId, quantity: sql<number>`cast(sum(${items.quantity}) as integer)` })
    .from(items)
    .where(eq(items.controlNumberId, controlNumberId))
    .groupBy(items.skuId);
  const ids = [...new Set([...expected.map((e) => e.skuId), ...received.map((r) => r.skuId)])];
  if (ids.length === 0) return [];
  const skuRows = await db
    .select({ id: skus.id, code: skus.code, description: skus.description, serialised: skus.serialised })
    .from(skus)
    .where(inArray(skus.id, ids))
    .orderBy(asc(skus.code));
  return skuRows.map((sku) => ({
    sku,
    expected: expected.find((e) => e.skuId === sku.id)?.quantity ?? 0,
    received: received.find((r) => r.skuId === sku.id)?.quantity ?? 0,
  }));
}
