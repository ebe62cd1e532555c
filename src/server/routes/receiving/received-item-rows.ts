import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { ReceivedItem, ReceivedItemQuery } from '../../../domain/receiving/control-numbers';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { bins, containers, skus } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { orderFor, pageOf, searchAny, totalOver } from '../../lib/list';

function joined(db: Database) {
  return db
    .select({
      id: items.id,
      wmsNumber: items.wmsNumber,
      sku: { id: skus.id, code: skus.code, description: skus.description, serialised: skus.serialised },
      serial: items.serial,
      quantity: items.quantity,
      lotNumber: items.lotNumber,
      expiry: items.expiry,
      binId: bins.id,
      binCode: bins.code,
      containerId: containers.id,
      containerCode: containers.code,
      status: items.status,
      createdBy: users.username,
      createdAt: items.createdAt,
      receiptAt: items.receiptAt,
      total: totalOver,
    })
    .from(items)
    .innerJoin(skus, eq(skus.id, items.skuId))
    .leftJoin(bins, eq(bins.id, items.binId))
    .leftJoin(containers, eq(containers.id, items.containerId))
    .leftJoin(users, eq(users.id, items.createdBy));
}

type Row = Awaited<ReturnType<typeof joined>>[number];

const toItem = ({ total: _total, binId, binCode, containerId, containerCode, ...row }: Row): ReceivedItem => ({
  ...row,
  bin: binId && binCode ? { id: binId, code: binCode } : null,
  container: containerId && containerCode ? { id: containerId, code: containerCode } : null,
  createdAt: row.createdAt.toISOString(),
  receiptAt: row.receiptAt?.toISOString() ?? null,
});

const filterOf = (controlNumberId: string, query: ReceivedItemQuery): SQL | undefined =>
  and(
    eq(items.controlNumberId, controlNumberId),
    query.status ? eq(items.status, query.status) : undefined,
    searchAny(query.q, [items.wmsNumber, items.serial, skus.code, items.lotNumber]),
  );

export async function listReceivedItems(db: Database, controlNumberId: string, query: ReceivedItemQuery): Promise<{ items: ReceivedItem[]; total: number }> {
  const where = filterOf(controlNumberId, query);
  const order = orderFor(
    query,
    { wmsNumber: items.wmsNumber, sku: sql`lower(${skus.code})`, status: items.status, createdAt: items.createdAt },
    { sort: 'createdAt', dir: 'desc' },
    items.id,
  );
  const rows = await joined(db).where(where).orderBy(...order).limit(pageOf(query).limit).offset(pageOf(query).offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(items).innerJoin(skus, eq(skus.id, items.skuId)).where(where);
    total = row?.n ?? 0;
  }
  return { items: rows.map(toItem), total };
}

export async function findReceivedItem(db: Database, companyId: string, id: string): Promise<ReceivedItem | null> {
  const [row] = await joined(db).where(and(eq(items.companyId, companyId), eq(items.id, id))).limit(1);
  return row ? toItem(row) : null;
}
