import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Discrepancy } from '../../../domain/counting/reconcile-types';
import type { BinState, CountingProgress, DiscrepancyRow } from '../../../domain/counting/results';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import {
  countingBinCounts, countingBins, countingCounters, countingCycles, countingDiscrepancies, countingEntries, countingRecounts,
} from '../../db/schema/counting';
import { bins, skus, zones } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { AppError } from '../../lib/errors';

/** The cycle's header, with what reconcile needs; locked for update inside a transaction when asked. */
export async function findCycle(db: Database, companyId: string, id: string, lock = false) {
  const query = db
    .select({
      id: countingCycles.id,
      companyId: countingCycles.companyId,
      number: countingCycles.number,
      name: countingCycles.name,
      status: countingCycles.status,
      mode: countingCycles.mode,
      blind: countingCycles.blind,
      scope: countingCycles.scope,
      startedAt: countingCycles.startedAt,
      completedAt: countingCycles.completedAt,
      summary: countingCycles.summary,
    })
    .from(countingCycles)
    .where(and(eq(countingCycles.id, id), eq(countingCycles.companyId, companyId)));
  const [cycle] = lock ? await query.for('update') : await query;
  if (!cycle) throw new AppError(404, 'This counting cycle does not exist.');
  return cycle;
}

export type CycleHeader = Awaited<ReturnType<typeof findCycle>>;

const userName = sql<string | null>`nullif(trim(${users.firstname} || ' ' || ${users.lastname}), '')`;

/** Zones with their bins in walking order, each bin's state and counts; counters; recount tasks. */
export async function progressOf(db: Database, cycle: CycleHeader, discrepancies: number): Promise<CountingProgress> {
  const [binRows, countRows, counterRows, assigned, recountRows] = await Promise.all([
    db
      .select({
        id: bins.id,
        code: bins.code,
        round: countingBins.round,
        zoneId: zones.id,
        zoneCode: zones.code,
        zoneName: zones.name,
      })
      .from(countingBins)
      .innerJoin(bins, eq(bins.id, countingBins.binId))
      .innerJoin(zones, eq(zones.id, bins.zoneId))
      .where(eq(countingBins.cycleId, cycle.id))
      .orderBy(asc(zones.code), asc(bins.pickSequence), asc(bins.code)),
    db
      .select({
        id: countingBinCounts.id,
        binId: countingBinCounts.binId,
        round: countingBinCounts.round,
        device: countingBinCounts.device,
        user: sql<string | null>`coalesce(${userName}, ${users.username})`,
        closedAt: countingBinCounts.closedAt,
        units: sql<number>`coalesce((select sum(${countingEntries.quantity}) from ${countingEntries}
          where ${countingEntries.binCountId} = ${countingBinCounts.id} and ${countingEntries.voidedAt} is null), 0)::int`,
        lastEntryAt: sql<string | null>`(select max(${countingEntries.countedAt}) from ${countingEntries} where ${countingEntries.binCountId} = ${countingBinCounts.id})`,
      })
      .from(countingBinCounts)
      .leftJoin(users, eq(users.id, countingBinCounts.userId))
      .where(eq(countingBinCounts.cycleId, cycle.id))
      .orderBy(desc(countingBinCounts.round), asc(countingBinCounts.startedAt)),
    db
      .select({
        userId: countingEntries.userId,
        name: sql<string>`coalesce(${userName}, ${users.username}, '')`,
        entries: sql<number>`count(*)::int`,
        lastSeenAt: sql<string>`max(${countingEntries.receivedAt})`,
      })
      .from(countingEntries)
      .leftJoin(users, eq(users.id, countingEntries.userId))
      .where(eq(countingEntries.cycleId, cycle.id))
      .groupBy(countingEntries.userId, users.firstname, users.lastname, users.username),
    db
      .select({ userId: users.id, name: sql<string>`coalesce(${userName}, ${users.username})` })
      .from(countingCounters)
      .innerJoin(users, eq(users.id, countingCounters.userId))
      .where(eq(countingCounters.cycleId, cycle.id)),
    db
      .select({
        id: countingRecounts.id,
        binId: countingRecounts.binId,
        binCode: bins.code,
        reason: countingRecounts.reason,
        detail: countingRecounts.detail,
        round: countingRecounts.round,
        status: countingRecounts.status,
        createdAt: countingRecounts.createdAt,
        doneAt: countingRecounts.doneAt,
      })
      .from(countingRecounts)
      .innerJoin(bins, eq(bins.id, countingRecounts.binId))
      .where(eq(countingRecounts.cycleId, cycle.id))
      .orderBy(desc(sql`${countingRecounts.status} = 'open'`), desc(countingRecounts.createdAt)),
  ]);

  const countsOf = new Map<string, typeof countRows>();
  for (const row of countRows) countsOf.set(row.binId, [...(countsOf.get(row.binId) ?? []), row]);
  const openRecount = new Set(recountRows.filter((row) => row.status === 'open').map((row) => row.binId));
  const stateOf = (binId: string, round: number): BinState => {
    const current = (countsOf.get(binId) ?? []).filter((count) => count.round === round);
    if (current.some((count) => !count.closedAt)) return 'counting';
    if (openRecount.has(binId)) return 'recount';
    return current.length > 0 ? 'counted' : 'pending';
  };

  const zoneList: CountingProgress['zones'] = [];
  let binsDone = 0;
  let unitsCounted = 0;
  for (const row of binRows) {
    const state = stateOf(row.id, row.round);
    if (state === 'counted') binsDone += 1;
    const counts = countsOf.get(row.id) ?? [];
    unitsCounted += Math.max(0, ...counts.filter((count) => count.round === row.round).map((count) => count.units));
    let zone = zoneList.at(-1);
    if (zone?.id !== row.zoneId) {
      zone = { id: row.zoneId, code: row.zoneCode, name: row.zoneName, bins: [] };
      zoneList.push(zone);
    }
    zone.bins.push({
      id: row.id,
      code: row.code,
      round: row.round,
      state,
      counts: counts.map((count) => ({
        id: count.id,
        round: count.round,
        device: count.device,
        user: count.user,
        units: count.units,
        closed: count.closedAt !== null,
        lastEntryAt: count.lastEntryAt ? new Date(count.lastEntryAt).toISOString() : null,
      })),
    });
  }

  const counters: CountingProgress['counters'] = counterRows.map((row) => ({ ...row, lastSeenAt: new Date(row.lastSeenAt).toISOString() }));
  for (const person of assigned) {
    if (!counters.some((row) => row.userId === person.userId)) counters.push({ userId: person.userId, name: person.name, entries: 0, lastSeenAt: null });
  }
  counters.sort((a, b) => a.name.localeCompare(b.name));

  return {
    cycle: {
      id: cycle.id,
      number: cycle.number,
      name: cycle.name,
      status: cycle.status,
      mode: cycle.mode,
      blind: cycle.blind,
      startedAt: cycle.startedAt?.toISOString() ?? null,
      completedAt: cycle.completedAt?.toISOString() ?? null,
      summary: cycle.summary ?? null,
    },
    zones: zoneList,
    counters,
    recounts: recountRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), doneAt: row.doneAt?.toISOString() ?? null })),
    discrepancies,
    totals: { binsDone, binsTotal: binRows.length, unitsCounted },
  };
}

const SLICE = 5000;

async function inSlices<T>(ids: readonly string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < ids.length; start += SLICE) out.push(...(await read(ids.slice(start, start + SLICE))));
  return out;
}

/** A discrepancy as stored, or as computed live (no id, open). */
export type DiscrepancyRecord = Discrepancy & { id: string | null; status: 'open' | 'accepted'; acceptedAt: Date | null };

/** The rows with SKU code and description, bin codes, WMS number and serial: three lookups, whatever the number of rows. */
export async function describeDiscrepancies(db: Database, rows: readonly DiscrepancyRecord[]): Promise<DiscrepancyRow[]> {
  const skuIds = [...new Set(rows.flatMap((row) => (row.skuId ? [row.skuId] : [])))];
  const binIds = [...new Set(rows.flatMap((row) => [row.expectedBinId, row.countedBinId].filter((id): id is string => id !== null)))];
  const itemIds = [...new Set(rows.flatMap((row) => (row.itemId ? [row.itemId] : [])))];
  const [skuRows, binRows, itemRows] = await Promise.all([
    inSlices(skuIds, (ids) => db.select({ id: skus.id, code: skus.code, description: skus.description }).from(skus).where(inArray(skus.id, ids))),
    inSlices(binIds, (ids) => db.select({ id: bins.id, code: bins.code }).from(bins).where(inArray(bins.id, ids))),
    inSlices(itemIds, (ids) => db.select({ id: items.id, wmsNumber: items.wmsNumber, serial: items.serial }).from(items).where(inArray(items.id, ids))),
  ]);
  const skuOf = new Map(skuRows.map((row) => [row.id, row]));
  const binOf = new Map(binRows.map((row) => [row.id, row]));
  const itemOf = new Map(itemRows.map((row) => [row.id, row]));
  const bin = (id: string | null) => (id ? (binOf.get(id) ?? null) : null);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    status: row.status,
    sku: row.skuId ? (skuOf.get(row.skuId) ?? null) : null,
    itemId: row.itemId,
    wmsNumber: row.itemId ? (itemOf.get(row.itemId)?.wmsNumber ?? null) : null,
    serial: row.itemId ? (itemOf.get(row.itemId)?.serial ?? null) : null,
    code: row.code,
    expectedBin: bin(row.expectedBinId),
    countedBin: bin(row.countedBinId),
    expectedQuantity: row.expectedQuantity,
    countedQuantity: row.countedQuantity,
    value: row.value,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  }));
}

export async function storedDiscrepancies(db: Database, cycleId: string): Promise<DiscrepancyRecord[]> {
  return db
    .select({
      id: countingDiscrepancies.id,
      type: countingDiscrepancies.type,
      status: countingDiscrepancies.status,
      skuId: countingDiscrepancies.skuId,
      itemId: countingDiscrepancies.itemId,
      code: countingDiscrepancies.code,
      expectedBinId: countingDiscrepancies.expectedBinId,
      countedBinId: countingDiscrepancies.countedBinId,
      expectedQuantity: countingDiscrepancies.expectedQuantity,
      countedQuantity: countingDiscrepancies.countedQuantity,
      value: countingDiscrepancies.value,
      acceptedAt: countingDiscrepancies.acceptedAt,
    })
    .from(countingDiscrepancies)
    .where(eq(countingDiscrepancies.cycleId, cycleId));
}

export async function openRecountCount(db: Database, cycleId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(countingRecounts)
    .where(and(eq(countingRecounts.cycleId, cycleId), eq(countingRecounts.status, 'open')));
  return row?.n ?? 0;
}
