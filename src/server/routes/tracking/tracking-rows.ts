import { type SQL, and, eq, isNotNull, isNull, lt, gte, lte, or, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dayIn } from '../../../domain/time/date-range';
import { type ClientTracking, type TrackingListQuery, type TrackingRef, trackingState } from '../../../domain/tracking/client-tracking';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { company } from '../../db/schema/company';
import { catalogueEntries, clients } from '../../db/schema/master';
import { clientTrackings, controlNumbers, controlNumberTrackings } from '../../db/schema/receiving';
import { orderFor, pageOf, searchAny, totalOver } from '../../lib/list';

const carriers = alias(catalogueEntries, 'carrier');

/** Today in the company's zone: the day "overdue" is measured against, whoever asks from wherever. */
export async function companyToday(db: Database, companyId: string, now: Date): Promise<{ today: string; timeZone: string }> {
  const [row] = await db.select({ timeZone: company.timeZone }).from(company).where(eq(company.id, companyId)).limit(1);
  const timeZone = row?.timeZone ?? 'UTC';
  return { today: dayIn(timeZone, now), timeZone };
}

/**
 * Whether a control number (not cancelled) of the company carries the parcel's tracking number: the
 * parcel was then received. Matched as the indexes are, by lower().
 */
export const receivedSql = sql<boolean>`exists (
  select 1 from ${controlNumberTrackings}
  inner join ${controlNumbers} on ${controlNumbers.id} = ${controlNumberTrackings.controlNumberId}
  where ${controlNumbers.companyId} = ${clientTrackings.companyId}
    and ${controlNumbers.status} <> 'cancelled'
    and lower(${controlNumberTrackings.trackingNumber}) = lower(${clientTrackings.trackingNumber})
)`;

const columns = {
  id: clientTrackings.id,
  trackingNumber: clientTrackings.trackingNumber,
  client: { id: clients.id, code: clients.code, name: clients.name },
  carrier: { id: carriers.id, code: carriers.code, name: carriers.name },
  expectedOn: clientTrackings.expectedOn,
  reference: clientTrackings.reference,
  notes: clientTrackings.notes,
  unexpected: clientTrackings.unexpected,
  received: receivedSql,
  arrivedAt: clientTrackings.arrivedAt,
  arrivedBy: users.username,
  arrivedDevice: clientTrackings.arrivedDevice,
  createdAt: clientTrackings.createdAt,
  updatedAt: clientTrackings.updatedAt,
};

function joined(db: Database) {
  return db
    .select({ ...columns, total: totalOver })
    .from(clientTrackings)
    .leftJoin(clients, eq(clients.id, clientTrackings.clientId))
    .leftJoin(carriers, eq(carriers.id, clientTrackings.carrierId))
    .leftJoin(users, eq(users.id, clientTrackings.arrivedBy));
}

type Row = Awaited<ReturnType<typeof joined>>[number];

/** A left-joined record arrives as an object of nulls when there is none. */
const refOrNull = (value: { id: string | null; code: string | null; name: string | null } | null): TrackingRef | null =>
  value?.id ? { id: value.id, code: value.code ?? '', name: value.name ?? '' } : null;

function toTracking({ total: _total, ...row }: Row, today: string): ClientTracking {
  return {
    ...row,
    client: refOrNull(row.client),
    carrier: refOrNull(row.carrier),
    state: trackingState(row, today),
    // exists() comes back as a boolean from PostgreSQL, and may come back as text from other drivers.
    received: row.received === true || String(row.received) === 'true',
    arrivedAt: row.arrivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The SQL of each state on `today`, as trackingState decides it for one row. */
function stateFilter(state: TrackingListQuery['state'], today: string): SQL | undefined {
  const waiting = and(eq(clientTrackings.unexpected, false), isNull(clientTrackings.arrivedAt));
  switch (state) {
    case 'unexpected':
      return eq(clientTrackings.unexpected, true);
    case 'arrived':
      return and(eq(clientTrackings.unexpected, false), isNotNull(clientTrackings.arrivedAt));
    case 'overdue':
      return and(waiting, lt(clientTrackings.expectedOn, today));
    case 'expected':
      return and(waiting, or(isNull(clientTrackings.expectedOn), not(lt(clientTrackings.expectedOn, today))));
    default:
      return undefined;
  }
}

function trackingFilter(companyId: string, query: Omit<TrackingListQuery, 'page' | 'pageSize'>, today: string): SQL | undefined {
  return and(
    eq(clientTrackings.companyId, companyId),
    searchAny(query.q, [clientTrackings.trackingNumber, clientTrackings.reference, clientTrackings.notes, clients.code, clients.name]),
    query.client ? eq(clientTrackings.clientId, query.client) : undefined,
    stateFilter(query.state, today),
    query.from ? gte(clientTrackings.expectedOn, query.from) : undefined,
    query.to ? lte(clientTrackings.expectedOn, query.to) : undefined,
  );
}

const order = (query: TrackingListQuery) =>
  orderFor(
    query,
    {
      trackingNumber: sql`lower(${clientTrackings.trackingNumber})`,
      client: sql`lower(${clients.code})`,
      expectedOn: clientTrackings.expectedOn,
      arrivedAt: clientTrackings.arrivedAt,
      createdAt: clientTrackings.createdAt,
    },
    { sort: 'createdAt', dir: 'desc' },
    clientTrackings.id,
  );

export async function listTrackings(db: Database, companyId: string, query: TrackingListQuery, today: string): Promise<{ items: ClientTracking[]; total: number }> {
  const where = trackingFilter(companyId, query, today);
  const rows = await joined(db).where(where).orderBy(...order(query)).limit(pageOf(query).limit).offset(pageOf(query).offset);
  // An empty page past the end still needs the total, which only a row could carry.
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [row] = await db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(clientTrackings)
      .leftJoin(clients, eq(clients.id, clientTrackings.clientId))
      .where(where);
    total = row?.n ?? 0;
  }
  return { items: rows.map((row) => toTracking(row, today)), total };
}

/** Every parcel matching the list's filter, in its order, for the CSV export. */
export async function exportTrackings(db: Database, companyId: string, query: TrackingListQuery, today: string, max: number): Promise<ClientTracking[]> {
  const rows = await joined(db).where(trackingFilter(companyId, query, today)).orderBy(...order(query)).limit(max);
  return rows.map((row) => toTracking(row, today));
}

export async function findTracking(db: Database, companyId: string, id: string, today: string): Promise<ClientTracking | null> {
  const [row] = await joined(db).where(and(eq(clientTrackings.companyId, companyId), eq(clientTrackings.id, id))).limit(1);
  return row ? toTracking(row, today) : null;
}
