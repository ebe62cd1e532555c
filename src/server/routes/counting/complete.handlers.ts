import { and, eq, inArray, sql } from 'drizzle-orm';
import { summarize } from '../../../domain/counting/reconcile';
import type { RecountOrderResult } from '../../../domain/counting/results';
import { countingCycleStates } from '../../../domain/states/counting-cycle-states';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { countingBins, countingDiscrepancies, countingRecounts } from '../../db/schema/counting';
import { auditCaller } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { requireWork, runTransition } from '../../lib/transition';
import { cycleStore, lockCycle } from './cycle-state';
import { ok } from '../../lib/respond';
import { reconcileCycle } from './reconcile-load';
import { openRecountCount } from './results-rows';

type Params = { countingId: string };

/**
 * in_progress → completed, in one transaction: the cycle row is locked (count entries, which hold it
 * shared, finish first), the discrepancies are computed and stored with the summary.
 */
export async function completeHandler(c: AppContext, _body: undefined, _query: undefined, { countingId }: Params) {
  const { result: summary } = await runTransition(c, cycleStore, countingId, 'complete', async (tx, cycle, actor) => {
    const open = await openRecountCount(tx, cycle.id);
    if (open > 0) {
      throw new AppError(409, `${open} recount task(s) of counting cycle ${cycle.number} are still open: count those bins again before completing.`, { openRecounts: open });
    }
    const { result, first, binsInCycle } = await reconcileCycle(tx, cycle);
    const rows = result.discrepancies.map((row) => ({ ...row, cycleId: cycle.id }));
    for (let start = 0; start < rows.length; start += 1000) await tx.insert(countingDiscrepancies).values(rows.slice(start, start + 1000));
    const fixed = summarize(binsInCycle, result.bins, first, rows.length);
    return { values: { completedBy: actor.userId, completedAt: actor.at, summary: fixed }, detail: { summary: fixed }, result: fixed };
  });
  return ok(c, { summary });
}

/** A supervisor orders chosen bins counted again: each goes one round up with an `ordered` task, unless a recount is open already. */
export async function recountHandler(c: AppContext, body: { binIds: string[] }, _query: undefined, { countingId }: Params) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const wanted = [...new Set(body.binIds)];
  const answer = await deps.db.transaction(async (tx): Promise<RecountOrderResult> => {
    const cycle = await lockCycle(tx, auth.companyId, countingId);
    requireWork(countingCycleStates, cycle, 'order-recount');
    const inCycle = await tx
      .select({ binId: countingBins.binId, round: countingBins.round })
      .from(countingBins)
      .where(and(eq(countingBins.cycleId, cycle.id), inArray(countingBins.binId, wanted)))
      .for('update');
    if (inCycle.length < wanted.length) {
      const message = 'Some of the chosen bins are not counted in this cycle.';
      throw new AppError(400, message, { fields: [{ field: 'binIds', rule: 'not_in_cycle', message }] });
    }
    const open = await tx
      .select({ binId: countingRecounts.binId })
      .from(countingRecounts)
      .where(and(eq(countingRecounts.cycleId, cycle.id), inArray(countingRecounts.binId, wanted), eq(countingRecounts.status, 'open')));
    const busy = new Set(open.map((row) => row.binId));
    const toOrder = inCycle.filter((bin) => !busy.has(bin.binId));
    const now = deps.now();
    if (toOrder.length > 0) {
      await tx
        .update(countingBins)
        .set({ round: sql`${countingBins.round} + 1` })
        .where(and(eq(countingBins.cycleId, cycle.id), inArray(countingBins.binId, toOrder.map((bin) => bin.binId))));
      await tx
        .insert(countingRecounts)
        .values(toOrder.map((bin) => ({ cycleId: cycle.id, binId: bin.binId, round: bin.round + 1, reason: 'ordered' as const, createdBy: auth.user.id, createdAt: now })));
    }
    const result = { ordered: toOrder.map((bin) => ({ binId: bin.binId, round: bin.round + 1 })), alreadyOpen: [...busy] };
    await auditCaller(c, { action: 'counting.recount', entity: 'counting-cycle', entityId: cycle.number, detail: result }, tx);
    return result;
  });
  return ok(c, answer);
}
