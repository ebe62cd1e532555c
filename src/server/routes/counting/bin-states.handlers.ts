import { and, eq, sql } from 'drizzle-orm';
import type { CountingBinStates } from '../../../domain/counting/bin-states';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/auth';
import { countingBinCounts, countingBins, countingRecounts } from '../../db/schema/counting';
import { ok } from '../../lib/respond';
import { cycleForCounter } from './counter-access';

const userName = sql<string | null>`coalesce(nullif(trim(${users.firstname} || ' ' || ${users.lastname}), ''), ${users.username})`;

/**
 * Where each bin stands on the server, for the counters' handhelds while they count: its round, an
 * open recount task and who counts or closed it in that round. Small (no units), so devices ask often.
 */
export async function countingBinStates(c: AppContext, _body: undefined, _query: undefined, { countingId }: { countingId: string }) {
  const { db } = c.get('deps');
  const cycle = await cycleForCounter(c, countingId);
  const [binRows, countRows] = await Promise.all([
    db
      .select({
        binId: countingBins.binId,
        round: countingBins.round,
        recount: sql<boolean>`exists (select 1 from ${countingRecounts} where ${countingRecounts.cycleId} = ${countingBins.cycleId}
          and ${countingRecounts.binId} = ${countingBins.binId} and ${countingRecounts.status} = 'open')`,
      })
      .from(countingBins)
      .where(eq(countingBins.cycleId, cycle.id)),
    db
      .select({
        id: countingBinCounts.id,
        binId: countingBinCounts.binId,
        round: countingBinCounts.round,
        user: userName,
        device: countingBinCounts.device,
        closedAt: countingBinCounts.closedAt,
      })
      .from(countingBinCounts)
      .innerJoin(countingBins, and(eq(countingBins.cycleId, countingBinCounts.cycleId), eq(countingBins.binId, countingBinCounts.binId), eq(countingBins.round, countingBinCounts.round)))
      .leftJoin(users, eq(users.id, countingBinCounts.userId))
      .where(eq(countingBinCounts.cycleId, cycle.id))
      .orderBy(countingBinCounts.startedAt),
  ]);
  const countsOf = new Map<string, CountingBinStates['bins'][number]['counts']>();
  for (const row of countRows) {
    countsOf.set(row.binId, [...(countsOf.get(row.binId) ?? []), { id: row.id, user: row.user, device: row.device, closedAt: row.closedAt?.toISOString() ?? null }]);
  }
  const states: CountingBinStates = { bins: binRows.map((bin) => ({ ...bin, counts: countsOf.get(bin.binId) ?? [] })) };
  return ok(c, states);
}
