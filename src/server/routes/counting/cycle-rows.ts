import { type SQL, and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CountingCycle, CountingCycleDetail, CountingListQuery, CountingRef, CountingScope } from '../../../domain/counting/cycles';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { countingBins, countingCounters, countingCycles, countingSnapshot } from '../../db/schema/counting';
import { bins, clients, skus, zones } from '../../db/schema/master';
import { orderFor, pageOf, searchAny, totalOver } from '../../lib/list';

const creator = alias(users, 'creator');

/** A person as the screens name them: first and last name, or the username when both are empty. */
export const personName = (u: typeof users | typeof creator) =>
  sql<string>`coalesce(nullif(trim(${u.firstname} || ' ' || ${u.lastname}), ''), ${u.username})`;

// Correlated counts: PostgreSQL computes them for the page's rows only, after the sort and limit.
const binsTotal = sql<number>`cast((select count(*) from ${countingBins} where ${countingBins.cycleId} = "counting_cycles"."id") as integer)`;
/** A bin is done when a count of its current round was closed and no recount of it is open. */
const binsDone = sql<number>`cast((
  select count(*) from counting_bins cb
  where cb.cycle_id = "counting_cycles"."id"
    and exists (select 1 from counting_bin_counts bc where bc.cycle_id = cb.cycle_id and bc.bin_id = cb.bin_id and bc.round = cb.round and bc.closed_at is not null)
    and not exists (select 1 from counting_recounts r where r.cycle_id = cb.cycle_id and r.bin_id = cb.bin_id and r.status = 'open')
) as integer)`;

const columns = {
  id: countingCycles.id,
  number: countingCycles.number,
  name: countingCycles.name,
  status: countingCycles.status,
  mode: countingCycles.mode,
  blind: countingCycles.blind,
  scope: countingCycles.scope,
  binsDone,
  binsTotal,
  createdBy: personName(creator),
  createdAt: countingCycles.createdAt,
  startedAt: countingCycles.startedAt,
  completedAt: countingCycles.completedAt,
  cancelledAt: countingCycles.cancelledAt,
  cancelReason: countingCycles.cancelReason,
};

function joined(db: Database) {
  return db.select({ ...columns, total: totalOver }).from(countingCycles).leftJoin(creator, eq(creator.id, countingCycles.createdBy));
}

type Row = Awaited<ReturnType<typeof joined>>[number];

/** Ids of `rows`, in slices: an export of many cycles would pass PostgreSQL's limit of bind parameters. */
async function bySlices<T>(ids: readonly string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < ids.length; start += 5000) out.push(...(await read(ids.slice(start, start + 5000))));
  return out;
}

async function refsOf(db: Database, table: typeof zones | typeof clients, ids: readonly string[]): Promise<Map<string, CountingRef>> {
  const found = await bySlices(ids, (slice) => db.select({ id: table.id, code: table.code, name: table.name }).from(table).where(inArray(table.id, slice)));
  return new Map(found.map((ref) => [ref.id, ref]));
}

/** The rows with the names of their zones, clients and counters. */
async function complete(db: Database, rows: readonly Row[]): Promise<CountingCycle[]> {
  const zoneRefs = await refsOf(db, zones, [...new Set(rows.flatMap((r) => r.scope.zoneIds))]);
  const clientRefs = await refsOf(db, clients, [...new Set(rows.flatMap((r) => r.scope.clientIds))]);
  const counters = await bySlices(
    rows.map((r) => r.id),
    (slice) =>
      db
        .select({ cycleId: countingCounters.cycleId, id: users.id, name: personName(users) })
        .from(countingCounters)
        .innerJoin(users, eq(users.id, countingCounters.userId))
        .where(inArray(countingCounters.cycleId, slice))
        .orderBy(asc(users.username)),
  );
  const named = <T>(ids: readonly string[], refs: Map<string, T>) => ids.flatMap((id) => (refs.has(id) ? [refs.get(id)!] : []));
  return rows.map(({ total: _total, scope, binsDone: done, binsTotal: all, ...row }) => ({
    ...row,
    scope: { zones: named(scope.zoneIds, zoneRefs), clients: named(scope.clientIds, clientRefs), bins: scope.binIds.length, skus: scope.skuIds.length },
    progress: { binsDone: done, binsTotal: all },
    counters: counters.filter((c) => c.cycleId === row.id).map(({ id, name }) => ({ id, name })),
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  }));
}

function listFilter(companyId: string, query: Omit<CountingListQuery, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    eq(countingCycles.companyId, companyId),
    searchAny(query.q, [countingCycles.number, countingCycles.name]),
    query.status ? eq(countingCycles.status, query.status) : undefined,
    query.mode ? eq(countingCycles.mode, query.mode) : undefined,
    query.from ? gte(countingCycles.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(countingCycles.createdAt, new Date(query.to)) : undefined,
  );
}

const order = (query: CountingListQuery) =>
  orderFor(
    query,
    { number: countingCycles.number, name: sql`lower(${countingCycles.name})`, status: countingCycles.status, createdAt: countingCycles.createdAt },
    { sort: 'createdAt', dir: 'desc' },
    countingCycles.id,
  );

export async function listCycles(db: Database, companyId: string, query: CountingListQuery): Promise<{ items: CountingCycle[]; total: number }> {
  const where = listFilter(companyId, query);
  const { limit, offset } = pageOf(query);
  const rows = await joined(db).where(where).orderBy(...order(query)).limit(limit).offset(offset);
  // An empty page past the end still needs the total, which only a row could carry.
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(countingCycles).where(where);
    total = row?.n ?? 0;
  }
  return { items: await complete(db, rows), total };
}

export async function exportCycles(db: Database, companyId: string, query: CountingListQuery, max: number): Promise<CountingCycle[]> {
  return complete(db, await joined(db).where(listFilter(companyId, query)).orderBy(...order(query)).limit(max));
}

export async function findCycle(db: Database, companyId: string, id: string): Promise<CountingCycle | null> {
  const [row] = await complete(db, await joined(db).where(and(eq(countingCycles.companyId, companyId), eq(countingCycles.id, id))).limit(1));
  return row ?? null;
}

/** The chosen zones, bins, SKUs and clients with their names, in code order. */
export async function scopeDetail(db: Database, scope: CountingScope): Promise<CountingCycleDetail['scopeDetail']> {
  const some = <T>(ids: readonly string[], read: (slice: string[]) => Promise<T[]>) => (ids.length === 0 ? Promise.resolve([]) : bySlices(ids, read));
  const byCode = <T extends { code: string }>(list: T[]) => list.sort((a, b) => a.code.localeCompare(b.code));
  return {
    zones: byCode([...(await refsOf(db, zones, scope.zoneIds)).values()]),
    clients: byCode([...(await refsOf(db, clients, scope.clientIds)).values()]),
    bins: byCode(
      await some(scope.binIds, (slice) =>
        db.select({ id: bins.id, code: bins.code, zone: zones.code }).from(bins).innerJoin(zones, eq(zones.id, bins.zoneId)).where(inArray(bins.id, slice)),
      ),
    ),
    skus: byCode(
      await some(scope.skuIds, (slice) =>
        db
          .select({ id: skus.id, code: skus.code, description: skus.description, client: clients.code, serialised: skus.serialised })
          .from(skus)
          .innerJoin(clients, eq(clients.id, skus.clientId))
          .where(inArray(skus.id, slice)),
      ),
    ),
  };
}

/** The snapshot's size: bins to count, items (rows) and units (their quantities). */
export async function snapshotTotals(db: Database, cycleId: string): Promise<CountingCycleDetail['totals']> {
  const [binRow] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(countingBins).where(eq(countingBins.cycleId, cycleId));
  const [stock] = await db
    .select({ items: sql<number>`cast(count(*) as integer)`, units: sql<number>`cast(coalesce(sum(${countingSnapshot.quantity}), 0) as integer)` })
    .from(countingSnapshot)
    .where(eq(countingSnapshot.cycleId, cycleId));
  return { bins: binRow?.n ?? 0, items: stock?.items ?? 0, units: stock?.units ?? 0 };
}
