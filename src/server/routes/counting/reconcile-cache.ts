import { and, count, eq, gt, isNotNull, max, sql, sum } from 'drizzle-orm';
import { type Database, readTogether } from '../../db/client';
import { countingBinCounts, countingBins } from '../../db/schema/counting';
import { movements, skus } from '../../db/schema/master';
import { type CycleReconciled, type ReconcileCycle, reconcileCycle } from './reconcile-load';

/** Enough cycles for every supervisor screen open at once; an evicted one is only computed again. */
const CYCLES_KEPT = 16;
const kept = new Map<string, { version: string; result: Promise<CycleReconciled> }>();

/**
 * What the comparison reads can only change by appending: a bin count closing (counts are closed
 * once, entries after a close are refused), a recount raising a bin's round, a movement (the ledger
 * is never rewritten, and every change to an item writes one), or a unit value edited on a SKU. So
 * these few aggregates, read before the comparison's own queries, say whether an earlier result
 * still holds. Each API process keeps its own, so processes behind a load balancer stay stateless.
 */
async function versionOf(db: Database, cycle: ReconcileCycle): Promise<string> {
  const startedAt = (cycle.startedAt ?? new Date(0)).toISOString();
  const [[closed], [rounds], [moved], [valued]] = await readTogether(
    db,
    () =>
      db
        .select({ n: count() })
        .from(countingBinCounts)
        .where(and(eq(countingBinCounts.cycleId, cycle.id), isNotNull(countingBinCounts.closedAt))),
    () =>
      db.select({ n: sum(countingBins.round) }).from(countingBins).where(eq(countingBins.cycleId, cycle.id)),
    () =>
      db
        .select({ n: count() })
        .from(movements)
        .where(and(eq(movements.companyId, cycle.companyId), gt(movements.at, sql`${startedAt}::timestamptz`))),
    () =>
      db.select({ at: max(skus.updatedAt) }).from(skus).where(eq(skus.companyId, cycle.companyId)),
  );
  return [closed?.n, rounds?.n, moved?.n, valued?.at?.toISOString()].join('|');
}

/**
 * The live comparison for read-only screens a supervisor refreshes every few seconds: computed once
 * per change of the cycle, shared by concurrent requests. Completing and accepting compare afresh
 * inside their own transaction.
 */
export async function reconcileCycleCached(db: Database, cycle: ReconcileCycle): Promise<CycleReconciled> {
  const version = await versionOf(db, cycle);
  const hit = kept.get(cycle.id);
  if (hit?.version === version) return hit.result;
  const result = reconcileCycle(db, cycle);
  kept.delete(cycle.id);
  kept.set(cycle.id, { version, result });
  if (kept.size > CYCLES_KEPT) kept.delete(kept.keys().next().value as string);
  result.catch(() => {
    if (kept.get(cycle.id)?.result === result) kept.delete(cycle.id);
  });
  return result;
}
