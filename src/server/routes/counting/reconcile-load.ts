import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { CountingScope } from '../../../domain/counting/cycles';
import { firstTime, reconcile } from '../../../domain/counting/reconcile';
import type {
  BinCheck, ClosedCount, ReconcileBin, ReconcileInput, ReconcileResult, ResultEntry,
} from '../../../domain/counting/reconcile-types';
import { skuOutOfScope } from '../../../domain/counting/scope';
import type { CountingMode } from '../../../domain/counting/statuses';
import { type Database, readTogether } from '../../db/client';
import { countingBinCounts, countingBins, countingEntries, countingSnapshot } from '../../db/schema/counting';
import { movements, skus } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';

export interface ReconcileCycle {
  id: string;
  companyId: string;
  mode: CountingMode;
  scope: CountingScope;
  startedAt: Date | null;
}

export interface CycleReconciled {
  result: ReconcileResult;
  /** Round 1 compared, for right first time. */
  first: BinCheck[];
  binsInCycle: number;
}

/**
 * Reads what reconcile compares in a few set-based queries (no query per bin or per unit): the bins
 * with their rounds, the closed counts and their non-void entries, the snapshot, the window's
 * movements of the items the cycle may expect, the counted items as they are now, and unit values.
 */
export async function reconcileCycle(db: Database, cycle: ReconcileCycle): Promise<CycleReconciled> {
  const startedAt = (cycle.startedAt ?? new Date(0)).toISOString();
  const cycleBinIds = db.select({ binId: countingBins.binId }).from(countingBins).where(eq(countingBins.cycleId, cycle.id));
  const snapshotIds = db.select({ itemId: countingSnapshot.itemId }).from(countingSnapshot).where(eq(countingSnapshot.cycleId, cycle.id));
  const movedIntoCycle = db
    .select({ itemId: movements.itemId })
    .from(movements)
    .where(and(eq(movements.companyId, cycle.companyId), gt(movements.at, sql`${startedAt}::timestamptz`), inArray(movements.toBinId, cycleBinIds)));
  const countedIds = db
    .selectDistinct({ itemId: countingEntries.itemId })
    .from(countingEntries)
    .where(and(eq(countingEntries.cycleId, cycle.id), isNotNull(countingEntries.itemId), isNull(countingEntries.voidedAt)));

  const [binRows, countRows, entryRows, snapshot, moveRows, known, values] = await readTogether(
    db,
    () =>
      db.select({ binId: countingBins.binId, round: countingBins.round }).from(countingBins).where(eq(countingBins.cycleId, cycle.id)),
    () =>
      db
        .select({ id: countingBinCounts.id, binId: countingBinCounts.binId, round: countingBinCounts.round, closedAt: countingBinCounts.closedAt })
        .from(countingBinCounts)
        .where(and(eq(countingBinCounts.cycleId, cycle.id), isNotNull(countingBinCounts.closedAt))),
    () =>
      db
        .select({
          binCountId: countingEntries.binCountId,
          itemId: countingEntries.itemId,
          skuId: countingEntries.skuId,
          code: countingEntries.code,
          quantity: countingEntries.quantity,
          flag: countingEntries.flag,
        })
        .from(countingEntries)
        .innerJoin(countingBinCounts, eq(countingBinCounts.id, countingEntries.binCountId))
        .where(and(eq(countingEntries.cycleId, cycle.id), isNull(countingEntries.voidedAt), isNotNull(countingBinCounts.closedAt))),
    () =>
      db
        .select({
          itemId: countingSnapshot.itemId,
          binId: countingSnapshot.binId,
          skuId: countingSnapshot.skuId,
          quantity: countingSnapshot.quantity,
          wmsNumber: countingSnapshot.wmsNumber,
          serial: countingSnapshot.serial,
        })
        .from(countingSnapshot)
        .where(eq(countingSnapshot.cycleId, cycle.id)),
    () =>
      db
        .select({
          itemId: movements.itemId,
          skuId: movements.skuId,
          toBinId: movements.toBinId,
          toStatus: movements.toStatus,
          quantity: movements.quantity,
          // A quantity changed where the units lay (receiving's edit, counting's own) records what was gained or lost.
          difference: movements.quantityChange,
          at: movements.at,
          inSnapshot: sql<boolean>`${movements.itemId} in (${snapshotIds})`,
          clientId: skus.clientId,
          serialised: skus.serialised,
        })
        .from(movements)
        .leftJoin(skus, eq(skus.id, movements.skuId))
        .where(
          and(
            eq(movements.companyId, cycle.companyId),
            gt(movements.at, sql`${startedAt}::timestamptz`),
            or(inArray(movements.itemId, snapshotIds), inArray(movements.itemId, movedIntoCycle)),
          ),
        )
        .orderBy(asc(movements.at)),
    () =>
      db.select({ itemId: items.id, skuId: items.skuId, binId: items.binId, status: items.status }).from(items).where(inArray(items.id, countedIds)),
    () =>
      db.select({ id: skus.id, unitValue: skus.unitValue }).from(skus).where(and(eq(skus.companyId, cycle.companyId), isNotNull(skus.unitValue))),
  );

  const entriesOf = new Map<string, ResultEntry[]>();
  for (const { binCountId, ...entry } of entryRows) {
    const list = entriesOf.get(binCountId);
    if (list) list.push(entry);
    else entriesOf.set(binCountId, [entry]);
  }
  const roundOf = new Map(binRows.map((bin) => [bin.binId, bin.round]));
  const resultCounts = new Map<string, ClosedCount[]>();
  const firstCounts = new Map<string, ClosedCount[]>();
  const add = (map: Map<string, ClosedCount[]>, binId: string, count: ClosedCount) => {
    const list = map.get(binId);
    if (list) list.push(count);
    else map.set(binId, [count]);
  };
  for (const row of countRows) {
    if (!row.closedAt) continue;
    const count = { closedAt: row.closedAt.getTime(), entries: entriesOf.get(row.id) ?? [] };
    if (row.round === roundOf.get(row.binId)) add(resultCounts, row.binId, count);
    if (row.round === 1) add(firstCounts, row.binId, count);
  }
  const binsFrom = (counts: Map<string, ClosedCount[]>): ReconcileBin[] => binRows.map((bin) => ({ binId: bin.binId, counts: counts.get(bin.binId) ?? [] }));

  // A unit that came into a cycle bin during the cycle is expected there only if it is of the cycle's stock.
  const windowMovements = moveRows.flatMap((row) => {
    if (!row.itemId) return [];
    const inScope = row.inSnapshot || (row.skuId !== null && row.clientId !== null && row.serialised !== null
      && skuOutOfScope(cycle.scope, cycle.mode, { id: row.skuId, clientId: row.clientId, serialised: row.serialised }) === null);
    return inScope ? [{ itemId: row.itemId, skuId: row.skuId, toBinId: row.toBinId, toStatus: row.toStatus, quantity: row.quantity, difference: row.difference, at: row.at.getTime() }] : [];
  });
  const unitValues = new Map<string, number>();
  for (const row of values) if (row.unitValue !== null) unitValues.set(row.id, row.unitValue);

  const common: Omit<ReconcileInput, 'bins'> = { mode: cycle.mode, snapshot, movements: windowMovements, known, unitValues };
  return {
    result: reconcile({ ...common, bins: binsFrom(resultCounts) }),
    first: firstTime({ ...common, bins: binsFrom(firstCounts) }),
    binsInCycle: binRows.length,
  };
}
