import { and, eq, sql } from 'drizzle-orm';
import { hasPermission } from '../../../domain/permissions';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { countingCounters, countingCycles } from '../../db/schema/counting';
import { AppError } from '../../lib/errors';

/**
 * The cycle a handheld asks about, when its user may count it: a counter of the cycle (any counter
 * when none is assigned) or a supervisor who may complete it. 404 for another company's cycle.
 */
export async function cycleForCounter(c: AppContext, countingId: string) {
  const auth = authOf(c);
  const { db } = c.get('deps');
  const [cycle] = await db
    .select({
      id: countingCycles.id,
      number: countingCycles.number,
      name: countingCycles.name,
      mode: countingCycles.mode,
      blind: countingCycles.blind,
      status: countingCycles.status,
      scope: countingCycles.scope,
      startedAt: countingCycles.startedAt,
      assigned: sql<boolean>`exists (select 1 from ${countingCounters} where ${countingCounters.cycleId} = "counting_cycles"."id" and ${countingCounters.userId} = ${auth.user.id})`,
      counters: sql<number>`(select count(*)::int from ${countingCounters} where ${countingCounters.cycleId} = "counting_cycles"."id")`,
    })
    .from(countingCycles)
    .where(and(eq(countingCycles.id, countingId), eq(countingCycles.companyId, auth.companyId)));
  if (!cycle) throw new AppError(404, 'This counting cycle does not exist.');
  if (cycle.counters > 0 && !cycle.assigned && !hasPermission(auth.grants, 'COUNTING_CYCLE_COMPLETE')) {
    throw new AppError(403, `You are not among the counters of ${cycle.number}.`);
  }
  return cycle;
}
