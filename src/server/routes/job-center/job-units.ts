import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type JobType } from '../../../domain/job-center/job-types';
import { JOB_PACK_MAX_UNITS, type JobHistoryEntry, type JobQueueQuery, type JobQueueRow, type JobUnit } from '../../../domain/job-center/job-reads';
import type { ItemStatus } from '../../../domain/receiving/statuses';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { jobResults } from '../../db/schema/job-center';
import { bins, catalogueEntries, clients, containers, skus } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { scrapListItems, scrapLists } from '../../db/schema/scrap';
import { unitCodeWhere } from '../../ledger/unit-codes';
import { orderFor, pageOf, searchAny } from '../../lib/list';

/*
 * The job center's reads: a queue's units with where they came from (the status movement that put them
 * there), and each unit's earlier results. One query per page whatever its size: the latest movement
 * into the current status is a lateral lookup on the item's movement index.
 */

const entered = sql`lateral (select mv.at, mv.from_status, mv.user_id from movements mv where mv.item_id = ${items.id} and mv.to_status = ${items.status} order by mv.at desc limit 1)`;
const sentBy = alias(users, 'sent_by');

const unitColumns = {
  id: items.id,
  wmsNumber: items.wmsNumber,
  serial: items.serial,
  status: items.status,
  skuCode: skus.code,
  skuDescription: skus.description,
  clientCode: clients.code,
  place: sql<string | null>`nullif(concat_ws(' · ', ${bins.code}, ${containers.code}), '')`,
  since: sql<string | null>`to_char(entered.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  fromStatus: sql<string | null>`entered.from_status`,
  sentBy: sentBy.username,
  heldBy: sql<string | null>`(select sl.number from ${scrapListItems} h join ${scrapLists} sl on sl.id = h.list_id where h.item_id = ${items.id} and h.released_at is null)`,
};

function unitsQuery(db: Database, companyId: string, where: SQL | undefined) {
  return db
    .select(unitColumns)
    .from(items)
    .innerJoin(skus, eq(skus.id, items.skuId))
    .innerJoin(clients, eq(clients.id, items.clientId))
    .leftJoin(bins, eq(bins.id, items.binId))
    .leftJoin(containers, eq(containers.id, items.containerId))
    .leftJoin(sql`${entered} entered`, sql`true`)
    .leftJoin(sentBy, sql`${sentBy.id} = entered.user_id`)
    .where(and(eq(items.companyId, companyId), where))
    .$dynamic();
}

/** Earlier results of these units, newest first, with their codes named. */
async function historyOf(db: Database, companyId: string, itemIds: readonly string[]): Promise<Map<string, JobHistoryEntry[]>> {
  const history = new Map<string, JobHistoryEntry[]>();
  if (itemIds.length === 0) return history;
  const rows = await db
    .select({
      id: jobResults.id, itemId: jobResults.itemId, type: jobResults.type, outcome: jobResults.outcome, to: jobResults.destination,
      result: jobResults.result, minutes: jobResults.minutes, by: users.username, at: jobResults.at,
    })
    .from(jobResults)
    .leftJoin(users, eq(users.id, jobResults.userId))
    .where(and(eq(jobResults.companyId, companyId), inArray(jobResults.itemId, [...itemIds])))
    .orderBy(desc(jobResults.at));
  const codeIds = [...new Set(rows.flatMap(({ result }) => (result.type === 'qc' ? [...result.errorCodeIds, ...result.areaCodeIds] : result.type === 'repair' ? result.repairCodeIds : [])))];
  const codes = new Map(codeIds.length > 0 ? (await db.select({ id: catalogueEntries.id, code: catalogueEntries.code }).from(catalogueEntries).where(inArray(catalogueEntries.id, codeIds))).map((c) => [c.id, c.code]) : []);
  for (const row of rows) {
    const ids = row.result.type === 'qc' ? [...row.result.errorCodeIds, ...row.result.areaCodeIds] : row.result.type === 'repair' ? row.result.repairCodeIds : [];
    const entry: JobHistoryEntry = {
      id: row.id, type: row.type, outcome: row.outcome, to: row.to, codes: ids.map((id) => codes.get(id) ?? '?'), notes: row.result.notes,
      minutes: row.minutes, by: row.by, at: row.at.toISOString(),
    };
    history.set(row.itemId, [...(history.get(row.itemId) ?? []), entry]);
  }
  return history;
}

async function withHistory(db: Database, companyId: string, rows: readonly Omit<JobUnit, 'history'>[]): Promise<JobUnit[]> {
  const history = await historyOf(db, companyId, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, history: history.get(row.id) ?? [] }));
}

/** A station's queue for its pack: the oldest waiting first, since they are worked first. */
export async function queueUnits(db: Database, companyId: string, type: JobType): Promise<JobUnit[]> {
  const rows = await unitsQuery(db, companyId, eq(items.status, type)).orderBy(sql`entered.at asc nulls first`, asc(items.id)).limit(JOB_PACK_MAX_UNITS);
  return withHistory(db, companyId, rows.map(({ fromStatus: _from, sentBy: _by, ...unit }) => unit));
}

/** The units a scanned code names (WMS number, serial or an old label; any case), whatever their status. */
export async function unitsByCode(db: Database, companyId: string, code: string): Promise<JobUnit[]> {
  const rows = await unitsQuery(db, companyId, await unitCodeWhere(db, companyId, code)).limit(20);
  return withHistory(db, companyId, rows.map(({ fromStatus: _from, sentBy: _by, ...unit }) => unit));
}

const QUEUE_STATUSES_SQL = inArray(items.status, ['qc', 'repair', 'clean'] satisfies ItemStatus[]);

function queueWhere(query: JobQueueQuery): SQL | undefined {
  return and(
    query.type ? eq(items.status, query.type) : QUEUE_STATUSES_SQL,
    query.clientId ? eq(items.clientId, query.clientId) : undefined,
    searchAny(query.q, [items.wmsNumber, items.serial, skus.code]),
  );
}

const sortColumns = { since: sql`entered.at`, wmsNumber: items.wmsNumber, sku: skus.code, client: clients.code };

/** The all-items page: every unit waiting in a queue, oldest first by default. */
export async function queuePage(db: Database, companyId: string, query: JobQueueQuery): Promise<{ items: JobQueueRow[]; total: number; counts: Record<JobType, number> }> {
  const { limit, offset } = pageOf(query);
  const [rows, counts] = await Promise.all([
    unitsQuery(db, companyId, queueWhere(query))
      .orderBy(...orderFor(query, sortColumns, { sort: 'since', dir: 'asc' }, items.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ status: items.status, n: sql<number>`cast(count(*) as integer)` })
      .from(items)
      .where(and(eq(items.companyId, companyId), QUEUE_STATUSES_SQL))
      .groupBy(items.status),
  ]);
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(items)
    .innerJoin(skus, eq(skus.id, items.skuId))
    .where(and(eq(items.companyId, companyId), queueWhere(query)));
  const byStatus = Object.fromEntries(counts.map((c) => [c.status, c.n]));
  return {
    items: rows as JobQueueRow[],
    total: total?.n ?? 0,
    counts: { qc: byStatus.qc ?? 0, repair: byStatus.repair ?? 0, clean: byStatus.clean ?? 0 },
  };
}

/** Every matching row for the CSV, up to `max`. */
export async function queueExport(db: Database, companyId: string, query: JobQueueQuery, max: number): Promise<JobQueueRow[]> {
  return (await unitsQuery(db, companyId, queueWhere(query)).orderBy(...orderFor(query, sortColumns, { sort: 'since', dir: 'asc' }, items.id)).limit(max)) as JobQueueRow[];
}
