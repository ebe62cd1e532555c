import { type SQL, and, eq, gte, lte, sql } from 'drizzle-orm';
import {
  reportOrder, type TrackingReport, type TrackingReportQuery, type TrackingReportRow, type UnexpectedReportRow,
} from '../../../domain/tracking/tracking-report';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { clients } from '../../db/schema/master';
import { clientTrackings } from '../../db/schema/receiving';
import { csvResponse } from '../../lib/list';
import { ok } from '../../lib/respond';
import { companyToday, receivedSql } from './tracking-rows';

const count = (where?: SQL) => (where ? sql<number>`cast(count(*) filter (where ${where}) as integer)` : sql<number>`cast(count(*) as integer)`);
/**
 * The zone goes in as a literal: a bound parameter would make the grouped expression differ from the
 * selected one (each gets its own $n), which PostgreSQL refuses. It is an IANA name the settings
 * checked, quoted all the same.
 */
const zoneLiteral = (timeZone: string) => sql.raw(`'${timeZone.replace(/'/g, "''")}'`);
const dayOf = (instant: SQL | typeof clientTrackings.createdAt, timeZone: string) => sql`(${instant} at time zone ${zoneLiteral(timeZone)})::date`;
const asText = (day: SQL) => sql<string>`to_char(${day}, 'YYYY-MM-DD')`;

function within(day: SQL, query: TrackingReportQuery): SQL | undefined {
  return and(query.from ? gte(day, query.from) : undefined, query.to ? lte(day, query.to) : undefined);
}

/** Registered parcels per client and expected day (the registration day when none was given). */
async function registered(db: Database, companyId: string, query: TrackingReportQuery, today: string, timeZone: string): Promise<TrackingReportRow[]> {
  const day = sql`coalesce(${clientTrackings.expectedOn}, ${dayOf(clientTrackings.createdAt, timeZone)})`;
  const rows = await db
    .select({
      day: asText(day),
      client: { id: clients.id, code: clients.code, name: clients.name },
      expected: count(),
      arrived: count(sql`${clientTrackings.arrivedAt} is not null`),
      received: count(receivedSql),
      overdue: count(sql`${clientTrackings.arrivedAt} is null and ${clientTrackings.expectedOn} < ${today}`),
    })
    .from(clientTrackings)
    .innerJoin(clients, eq(clients.id, clientTrackings.clientId))
    .where(and(eq(clientTrackings.companyId, companyId), eq(clientTrackings.unexpected, false), query.client ? eq(clientTrackings.clientId, query.client) : undefined, within(day, query)))
    .groupBy(day, clients.id, clients.code, clients.name);
  return rows.sort(reportOrder);
}

/** Parcels nobody registered, per arrival day and client (none until someone sets it). */
async function unexpected(db: Database, companyId: string, query: TrackingReportQuery, timeZone: string): Promise<UnexpectedReportRow[]> {
  const day = dayOf(sql`${clientTrackings.arrivedAt}`, timeZone);
  const rows = await db
    .select({
      day: asText(day),
      clientId: clients.id,
      clientCode: clients.code,
      clientName: clients.name,
      arrived: count(),
      received: count(receivedSql),
    })
    .from(clientTrackings)
    .leftJoin(clients, eq(clients.id, clientTrackings.clientId))
    .where(and(eq(clientTrackings.companyId, companyId), eq(clientTrackings.unexpected, true), query.client ? eq(clientTrackings.clientId, query.client) : undefined, within(day, query)))
    .groupBy(day, clients.id, clients.code, clients.name)
    .orderBy(sql`${day} desc`, sql`${clients.code} nulls first`);
  return rows.map(({ clientId, clientCode, clientName, ...row }) => ({
    ...row,
    client: clientId ? { id: clientId, code: clientCode ?? '', name: clientName ?? '' } : null,
  }));
}

async function report(c: AppContext, query: TrackingReportQuery): Promise<TrackingReport> {
  const { db, now } = c.get('deps');
  const { companyId } = authOf(c);
  const { today, timeZone } = await companyToday(db, companyId, now());
  return { today, rows: await registered(db, companyId, query, today, timeZone), unexpected: await unexpected(db, companyId, query, timeZone) };
}

export async function trackingReport(c: AppContext, _body: undefined, query: TrackingReportQuery) {
  return ok(c, await report(c, query));
}

/** The same rows as CSV: registered parcels first (overdue on top), then the unexpected ones. */
export async function exportTrackingReport(c: AppContext, _body: undefined, query: TrackingReportQuery) {
  const { rows, unexpected: extra } = await report(c, query);
  return csvResponse(
    c,
    'tracking-report.csv',
    ['kind', 'day', 'client_code', 'client_name', 'expected', 'arrived', 'received', 'overdue'],
    [
      ...rows.map((r) => ['expected', r.day, r.client.code, r.client.name, r.expected, r.arrived, r.received, r.overdue]),
      ...extra.map((r) => ['unexpected', r.day, r.client?.code, r.client?.name, 0, r.arrived, r.received, 0]),
    ],
  );
}
