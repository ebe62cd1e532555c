import { type SQL, and, eq, gte, lt, sql } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '../../../domain/audit';
import { EXPORT_MAX_ROWS } from '../../../domain/lists/list-query';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { auditLog } from '../../db/schema/auth';
import { csvResponse, orderFor, pageOf, searchAny, totalOver } from '../../lib/list';
import { ok } from '../../lib/respond';

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  username: auditLog.username,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  device: auditLog.device,
  address: auditLog.address,
  detail: auditLog.detail,
};

function filterOf(companyId: string, query: AuditQuery): SQL | undefined {
  return and(
    eq(auditLog.companyId, companyId),
    searchAny(query.q, [auditLog.action, auditLog.entity, auditLog.entityId, auditLog.username, auditLog.device]),
    query.username ? eq(sql`lower(${auditLog.username})`, query.username.toLowerCase()) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.from ? gte(auditLog.at, new Date(query.from)) : undefined,
    query.to ? lt(auditLog.at, new Date(query.to)) : undefined,
  );
}

const order = (query: AuditQuery) =>
  orderFor(query, { at: auditLog.at, action: auditLog.action, username: auditLog.username, entity: auditLog.entity }, { sort: 'at', dir: 'desc' }, auditLog.id);

type Row = Omit<AuditEntry, 'at'> & { at: Date };
const toEntry = ({ at, ...row }: Row): AuditEntry => ({ ...row, at: at.toISOString(), detail: row.detail ?? null });

export async function listAudit(c: AppContext, _body: undefined, query: AuditQuery) {
  const { db } = c.get('deps');
  const where = filterOf(authOf(c).companyId, query);
  const rows = await db.select({ ...columns, total: totalOver }).from(auditLog).where(where).orderBy(...order(query)).limit(pageOf(query).limit).offset(pageOf(query).offset);
  const total = rows[0]?.total ?? (await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(auditLog).where(where))[0]?.n ?? 0;
  return ok(c, { items: rows.map(({ total: _total, ...row }) => toEntry(row)), total, page: query.page, pageSize: query.pageSize });
}

export async function exportAudit(c: AppContext, _body: undefined, query: AuditQuery) {
  const { db } = c.get('deps');
  const rows = await db.select(columns).from(auditLog).where(filterOf(authOf(c).companyId, query)).orderBy(...order(query)).limit(EXPORT_MAX_ROWS);
  return csvResponse(
    c,
    'audit-log.csv',
    ['at', 'username', 'action', 'entity', 'entity_id', 'device', 'address', 'detail'],
    rows.map((r) => [r.at, r.username, r.action, r.entity, r.entityId, r.device, r.address, r.detail ? JSON.stringify(r.detail) : '']),
  );
}

export async function listAuditActions(c: AppContext) {
  const { db } = c.get('deps');
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).where(eq(auditLog.companyId, authOf(c).companyId)).orderBy(auditLog.action);
  return ok(c, rows.map((r) => r.action));
}
