import { type SQL, and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ClientIssue, IssueDetail, IssueListQuery, IssueStats } from '../../../domain/client-issues/client-issues';
import { ISSUE_AGE_BUCKETS } from '../../../domain/client-issues/client-issues';
import { ISSUE_STATUSES, type IssueStatus } from '../../../domain/client-issues/statuses';
import { addDays, dayIn } from '../../../domain/time/date-range';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema/auth';
import { clientIssueMessages, clientIssuePhotos, clientIssues } from '../../db/schema/client-issues';
import { clients } from '../../db/schema/master';
import { AppError } from '../../lib/errors';
import { orderFor, pageOf, searchAny, totalOver } from '../../lib/list';

/** Whose issues a caller reads: the company's, and for a client account only its own client's. */
export interface IssueScope {
  companyId: string;
  clientId: string | null;
  userId: string;
}

const scoped = (scope: IssueScope): SQL | undefined =>
  and(eq(clientIssues.companyId, scope.companyId), scope.clientId === null ? undefined : eq(clientIssues.clientId, scope.clientId));

const person = (column: string) => sql<string | null>`(select u.username from "users" u where u.id = "client_issues".${sql.raw(`"${column}"`)})`;

const columns = {
  id: clientIssues.id,
  number: clientIssues.number,
  status: clientIssues.status,
  clientId: clientIssues.clientId,
  clientName: clients.name,
  subject: clientIssues.subject,
  description: clientIssues.description,
  concernKind: clientIssues.concernKind,
  concernRef: clientIssues.concernRef,
  createdBy: person('created_by'),
  createdAt: clientIssues.createdAt,
  updatedAt: clientIssues.updatedAt,
  resolvedAt: clientIssues.resolvedAt,
  assigneeId: clientIssues.assigneeId,
  assignee: person('assignee_id'),
  messages: sql<number>`cast((select count(*) from "client_issue_messages" m where m.issue_id = "client_issues"."id") as integer)`,
};

const selected = (db: Database) => db.select({ ...columns, total: totalOver }).from(clientIssues).innerJoin(clients, eq(clients.id, clientIssues.clientId));
type Row = Awaited<ReturnType<typeof selected>>[number];

const issueOf = (row: Row): ClientIssue => ({
  id: row.id,
  number: row.number,
  status: row.status,
  client: { id: row.clientId, name: row.clientName },
  subject: row.subject,
  concern: row.concernKind && row.concernRef ? { kind: row.concernKind, reference: row.concernRef } : null,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
  assignee: row.assigneeId && row.assignee ? { id: row.assigneeId, username: row.assignee } : null,
  messages: row.messages,
});

function listFilter(scope: IssueScope, query: Omit<IssueListQuery, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    scoped(scope),
    searchAny(query.q, [clientIssues.number, clientIssues.subject, clientIssues.concernRef]),
    query.status ? eq(clientIssues.status, query.status) : undefined,
    query.clientId ? eq(clientIssues.clientId, query.clientId) : undefined,
    query.assigned === 'me' ? eq(clientIssues.assigneeId, scope.userId) : query.assigned === 'none' ? isNull(clientIssues.assigneeId) : undefined,
  );
}

const order = (query: IssueListQuery) =>
  orderFor(query, { number: clientIssues.number, status: clientIssues.status, createdAt: clientIssues.createdAt, updatedAt: clientIssues.updatedAt }, { sort: 'updatedAt', dir: 'desc' }, clientIssues.id);

export async function listIssues(db: Database, scope: IssueScope, query: IssueListQuery): Promise<{ items: ClientIssue[]; total: number }> {
  const where = listFilter(scope, query);
  const rows = await selected(db).where(where).orderBy(...order(query)).limit(pageOf(query).limit).offset(pageOf(query).offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(clientIssues).where(where);
    total = row?.n ?? 0;
  }
  return { items: rows.map(issueOf), total };
}

export async function exportIssues(db: Database, scope: IssueScope, query: IssueListQuery, max: number): Promise<ClientIssue[]> {
  return (await selected(db).where(listFilter(scope, query)).orderBy(...order(query)).limit(max)).map(issueOf);
}

/** One issue in the caller's scope: another client's answers 404, as one that does not exist. */
export async function issueDetail(db: Database, scope: IssueScope, number: string): Promise<IssueDetail> {
  const [row] = await selected(db).where(and(scoped(scope), eq(clientIssues.number, number)));
  if (!row) throw new AppError(404, `No client issue ${number}.`);
  const thread = await db
    .select({ id: clientIssueMessages.id, author: users.username, fromClient: clientIssueMessages.fromClient, body: clientIssueMessages.body, at: clientIssueMessages.createdAt })
    .from(clientIssueMessages)
    .leftJoin(users, eq(users.id, clientIssueMessages.authorId))
    .where(eq(clientIssueMessages.issueId, row.id))
    .orderBy(asc(clientIssueMessages.createdAt), asc(clientIssueMessages.id));
  const photos = await db
    .select({ id: clientIssuePhotos.id, type: clientIssuePhotos.contentType, bytes: clientIssuePhotos.bytes })
    .from(clientIssuePhotos)
    .where(eq(clientIssuePhotos.issueId, row.id))
    .orderBy(asc(clientIssuePhotos.position));
  const history = await db
    .select({ action: auditLog.action, username: auditLog.username, at: auditLog.at, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, scope.companyId), eq(auditLog.entity, 'client-issue'), eq(auditLog.entityId, number)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return {
    ...issueOf(row),
    description: row.description,
    photos,
    thread: thread.map((m) => ({ ...m, at: m.at.toISOString() })),
    history: history.map((h) => ({ action: h.action, username: h.username, at: h.at.toISOString(), detail: (h.detail ?? {}) as Record<string, unknown> })),
  };
}

const WEEKS = 12;

/** The dashboard's figures in the caller's scope; weeks start on Monday in the caller's time zone. */
export async function issueStats(db: Database, scope: IssueScope, clientId: string | undefined, timeZone: string, now: Date): Promise<IssueStats> {
  const where = and(scoped(scope), clientId ? eq(clientIssues.clientId, clientId) : undefined);
  const counts = await db
    .select({ status: clientIssues.status, count: sql<number>`cast(count(*) as integer)` })
    .from(clientIssues)
    .where(where)
    .groupBy(clientIssues.status);
  const byStatus = ISSUE_STATUSES.map((status: IssueStatus) => ({ status, count: counts.find((c) => c.status === status)?.count ?? 0 }));

  const ageDays = sql`extract(epoch from (${now.toISOString()}::timestamptz - ${clientIssues.createdAt})) / 86400`;
  const bucket = sql<number>`cast(case ${sql.join(
    ISSUE_AGE_BUCKETS.map((days, i) => sql`when ${ageDays} <= ${days} then ${i}`),
    sql` `,
  )} else ${ISSUE_AGE_BUCKETS.length} end as integer)`;
  const ages = await db
    .select({ bucket, count: sql<number>`cast(count(*) as integer)` })
    .from(clientIssues)
    .where(and(where, sql`${clientIssues.status} <> 'resolved'`))
    // By position: the expression carries parameters, and PostgreSQL matches a GROUP BY expression by its text.
    .groupBy(sql`1`);
  const openByAge = [...ISSUE_AGE_BUCKETS, null].map((upToDays, i) => ({ upToDays, count: ages.find((a) => a.bucket === i)?.count ?? 0 }));

  const todayThere = dayIn(timeZone, now);
  const thisMonday = addDays(todayThere, -((new Date(`${todayThere}T00:00:00Z`).getUTCDay() + 6) % 7));
  const weeks = Array.from({ length: WEEKS }, (_, i) => addDays(thisMonday, -7 * (WEEKS - 1 - i)));
  const week = sql<string>`to_char(date_trunc('week', ${clientIssues.resolvedAt} at time zone ${timeZone}), 'YYYY-MM-DD')`;
  const resolvedRows = await db
    .select({
      week,
      resolved: sql<number>`cast(count(*) as integer)`,
      medianHours: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from (${clientIssues.resolvedAt} - ${clientIssues.createdAt})) / 3600)`,
    })
    .from(clientIssues)
    .where(and(where, eq(clientIssues.status, 'resolved'), sql`${clientIssues.resolvedAt} at time zone ${timeZone} >= ${weeks[0]}::timestamp`))
    .groupBy(sql`1`);
  const resolution = weeks.map((key) => {
    const found = resolvedRows.find((r) => r.week === key);
    const median = found?.medianHours ?? null;
    return { week: key, resolved: found?.resolved ?? 0, medianHours: median === null ? null : Math.round(Number(median) * 10) / 10 };
  });
  return { byStatus, openByAge, resolution };
}
