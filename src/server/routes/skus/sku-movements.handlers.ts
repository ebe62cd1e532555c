import { type SQL, and, eq, sql } from 'drizzle-orm';
import { EXPORT_MAX_ROWS } from '../../../domain/lists/list-query';
import type { SkuMovement, SkuMovementQuery } from '../../../domain/skus/sku-movements';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { clients, movements, skus } from '../../db/schema/master';
import { selectMovements, placesOf } from '../../ledger/movement-reader';
import { AppError } from '../../lib/errors';
import { csvResponse, orderFor, pageOf, searchAny, totalOver } from '../../lib/list';
import { ok } from '../../lib/respond';

function ledger(db: Database, where: SQL | undefined) {
  return selectMovements(db, { sapStatus: movements.sapStatus, sapDocument: movements.sapDocument, sapError: movements.sapError, total: totalOver }).where(where);
}

type Row = Awaited<ReturnType<typeof ledger>>[number];

function toMovement(row: Row): SkuMovement {
  return {
    id: row.id,
    type: row.type,
    quantity: row.quantity,
    ...placesOf(row),
    username: row.username,
    device: row.device,
    at: row.at.toISOString(),
    sapStatus: row.sapStatus,
    sapDocument: row.sapDocument,
    sapError: row.sapError,
  };
}

const filterOf = (skuId: string, query: SkuMovementQuery) =>
  and(
    eq(movements.skuId, skuId),
    query.sapStatus ? eq(movements.sapStatus, query.sapStatus) : undefined,
    searchAny(query.q, [movements.referenceId, movements.sapDocument, movements.device, users.username]),
  );

const order = (query: SkuMovementQuery) =>
  orderFor(query, { at: movements.at, type: movements.type, quantity: movements.quantity, sapStatus: movements.sapStatus }, { sort: 'at', dir: 'desc' }, movements.id);

async function skuOf(c: AppContext, id: string) {
  const [sku] = await c
    .get('deps')
    .db.select({ id: skus.id, code: skus.code, description: skus.description, clientCode: clients.code })
    .from(skus)
    .innerJoin(clients, eq(clients.id, skus.clientId))
    .where(and(eq(skus.companyId, authOf(c).companyId), eq(skus.id, id)))
    .limit(1);
  if (!sku) throw new AppError(404, 'No such SKU.');
  return sku;
}

export async function listSkuMovements(c: AppContext, _body: undefined, query: SkuMovementQuery, { id }: { id: string }) {
  const sku = await skuOf(c, id);
  const { db } = c.get('deps');
  const rows = await ledger(db, filterOf(id, query))
    .orderBy(...order(query))
    .limit(pageOf(query).limit)
    .offset(pageOf(query).offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(movements).leftJoin(users, eq(users.id, movements.userId)).where(filterOf(id, query));
    total = row?.n ?? 0;
  }
  return ok(c, { sku, items: rows.map(toMovement), total, page: query.page, pageSize: query.pageSize });
}

export async function exportSkuMovements(c: AppContext, _body: undefined, query: SkuMovementQuery, { id }: { id: string }) {
  await skuOf(c, id);
  const rows = (await ledger(c.get('deps').db, filterOf(id, query)).orderBy(...order(query)).limit(EXPORT_MAX_ROWS)).map(toMovement);
  return csvResponse(
    c,
    'sku-movements.csv',
    ['at', 'type', 'quantity', 'from_bin', 'from_container', 'to_bin', 'to_container', 'reference_type', 'reference', 'user', 'device', 'sap_status', 'sap_document', 'sap_error'],
    rows.map((m) => [
      m.at, m.type, m.quantity, m.from.bin, m.from.container, m.to.bin, m.to.container, m.reference?.type, m.reference?.id, m.username, m.device,
      m.sapStatus, m.sapDocument, m.sapError,
    ]),
  );
}
