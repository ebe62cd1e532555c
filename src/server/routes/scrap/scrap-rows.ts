import { type SQL, and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { ItemStatus } from '../../../domain/receiving/statuses';
import type { ScrapList, ScrapListDetail, ScrapListListQuery } from '../../../domain/scrap/scrap-lists';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/auth';
import { deletedItems } from '../../db/schema/inventory';
import { bins, clients, skus } from '../../db/schema/master';
import { orders } from '../../db/schema/orders';
import { items } from '../../db/schema/receiving';
import { scrapListItems, scrapLists } from '../../db/schema/scrap';
import { AppError } from '../../lib/errors';
import { orderFor, pageOf, searchAny, totalOver } from '../../lib/list';

// Correlated aggregates: computed for the page's rows only, after the sort and limit.
const lineCount = (what: string) =>
  sql<number>`cast(coalesce((select ${sql.raw(what)} from "scrap_list_items" s left join "items" i on i.id = s.item_id where s.list_id = "scrap_lists"."id" and s.removed_at is null), 0) as integer)`;
const person = (column: string) => sql<string | null>`(select u.username from "users" u where u.id = "scrap_lists".${sql.raw(`"${column}"`)})`;

const columns = {
  id: scrapLists.id,
  number: scrapLists.number,
  status: scrapLists.status,
  reason: scrapLists.reason,
  notes: scrapLists.notes,
  units: lineCount('count(*)'),
  quantity: lineCount('sum(coalesce(i.quantity, 1))'),
  createdBy: person('created_by'),
  createdById: scrapLists.createdBy,
  createdAt: scrapLists.createdAt,
  submittedAt: scrapLists.submittedAt,
  approvedBy: person('approved_by'),
  approvedAt: scrapLists.approvedAt,
  closedBy: person('closed_by'),
  closedAt: scrapLists.closedAt,
  witness: scrapLists.witness,
  cancelReason: scrapLists.cancelReason,
  orderId: scrapLists.orderId,
};

const selected = (db: Database) => db.select({ ...columns, total: totalOver }).from(scrapLists);
type Row = Awaited<ReturnType<typeof selected>>[number];

const iso = (at: Date | null) => at?.toISOString() ?? null;
const listOf = ({ total: _total, createdById: _creator, orderId: _order, ...row }: Row): ScrapList => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  submittedAt: iso(row.submittedAt),
  approvedAt: iso(row.approvedAt),
  closedAt: iso(row.closedAt),
});

function listFilter(companyId: string, query: Omit<ScrapListListQuery, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    eq(scrapLists.companyId, companyId),
    searchAny(query.q, [scrapLists.number, scrapLists.notes]),
    query.status ? eq(scrapLists.status, query.status) : undefined,
    query.reason ? eq(scrapLists.reason, query.reason) : undefined,
    query.from ? gte(scrapLists.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(scrapLists.createdAt, new Date(query.to)) : undefined,
  );
}

const order = (query: ScrapListListQuery) =>
  orderFor(query, { number: scrapLists.number, status: scrapLists.status, createdAt: scrapLists.createdAt, approvedAt: scrapLists.approvedAt }, { sort: 'createdAt', dir: 'desc' }, scrapLists.id);

export async function listScrapLists(db: Database, companyId: string, query: ScrapListListQuery): Promise<{ items: ScrapList[]; total: number }> {
  const where = listFilter(companyId, query);
  const rows = await selected(db).where(where).orderBy(...order(query)).limit(pageOf(query).limit).offset(pageOf(query).offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(scrapLists).where(where);
    total = row?.n ?? 0;
  }
  return { items: rows.map(listOf), total };
}

export async function exportScrapLists(db: Database, companyId: string, query: ScrapListListQuery, max: number): Promise<ScrapList[]> {
  return (await selected(db).where(listFilter(companyId, query)).orderBy(...order(query)).limit(max)).map(listOf);
}

/** One list with its units (a unit force-deleted since is named by its tombstone) and its history. */
export async function scrapListDetail(db: Database, companyId: string, number: string): Promise<ScrapListDetail> {
  const [row] = await selected(db).where(and(eq(scrapLists.companyId, companyId), eq(scrapLists.number, number)));
  if (!row) throw new AppError(404, `No scrap list ${number}.`);
  const units = await db
    .select({
      itemId: scrapListItems.itemId,
      wmsNumber: sql<string>`coalesce(${items.wmsNumber}, ${deletedItems.wmsNumber}, '')`,
      serial: sql<string | null>`coalesce(${items.serial}, ${deletedItems.serial})`,
      quantity: sql<number>`coalesce(${items.quantity}, 1)`,
      status: sql<ItemStatus>`coalesce(${items.status}, ${deletedItems.lastStatus})`,
      skuId: skus.id,
      skuCode: skus.code,
      skuDescription: skus.description,
      clientId: clients.id,
      clientName: clients.name,
      bin: bins.code,
      addedBy: sql<string | null>`(select u.username from "users" u where u.id = ${scrapListItems.addedBy})`,
      addedAt: scrapListItems.addedAt,
    })
    .from(scrapListItems)
    .leftJoin(items, eq(items.id, scrapListItems.itemId))
    .leftJoin(deletedItems, eq(deletedItems.id, scrapListItems.itemId))
    .leftJoin(skus, sql`${skus.id} = coalesce(${items.skuId}, ${deletedItems.skuId})`)
    .leftJoin(clients, sql`${clients.id} = coalesce(${items.clientId}, ${deletedItems.clientId})`)
    .leftJoin(bins, eq(bins.id, items.binId))
    .where(and(eq(scrapListItems.listId, row.id), isNull(scrapListItems.removedAt)))
    .orderBy(asc(scrapListItems.addedAt), asc(sql`coalesce(${items.wmsNumber}, ${deletedItems.wmsNumber})`));
  const history = await db
    .select({ action: auditLog.action, username: auditLog.username, at: auditLog.at, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entity, 'scrap-list'), eq(auditLog.entityId, number)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  const [shipped] = row.orderId ? await db.select({ number: orders.number }).from(orders).where(eq(orders.id, row.orderId)) : [];
  const { total: _total, orderId: _order, ...header } = row;
  return {
    ...listOf({ ...header, total: 0, orderId: null }),
    createdById: row.createdById,
    unitList: units.map((unit) => ({
      itemId: unit.itemId,
      wmsNumber: unit.wmsNumber,
      serial: unit.serial,
      quantity: unit.quantity,
      status: unit.status,
      sku: { id: unit.skuId ?? '', code: unit.skuCode ?? '', description: unit.skuDescription ?? '' },
      client: { id: unit.clientId ?? '', name: unit.clientName ?? '' },
      bin: unit.bin,
      addedBy: unit.addedBy,
      addedAt: unit.addedAt.toISOString(),
    })),
    history: history.map((entry) => ({ ...entry, at: entry.at.toISOString(), detail: entry.detail ?? {} })),
    orderNumber: shipped?.number ?? null,
  };
}
