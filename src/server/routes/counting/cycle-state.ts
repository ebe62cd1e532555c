import type { CountingStatus } from '../../../domain/counting/statuses';
import { countingCycleStates } from '../../../domain/states/counting-cycle-states';
import type { Database } from '../../db/client';
import { countingCycles } from '../../db/schema/counting';
import { type DocumentStore, conditionalStateWrite } from '../../lib/transition';
import { type CycleHeader, findCycle } from './results-rows';

/** A cycle's header, locked for its transition, with its state under the helper's name. */
export type LockedCycle = CycleHeader & { state: CountingStatus };

/**
 * The cycle's row of the caller's company, locked until the transaction ends: two steps on one cycle
 * (two supervisors pressing start) wait for each other and the second sees the first's state; count
 * entries, which hold it shared, finish first.
 */
export async function lockCycle(tx: Database, companyId: string, cycleId: string): Promise<LockedCycle> {
  const cycle = await findCycle(tx, companyId, cycleId, true);
  return { ...cycle, state: cycle.status };
}

/** Counting cycles for the transition helper, keyed by their id. */
export const cycleStore: DocumentStore<LockedCycle, keyof typeof countingCycleStates.transitions, Partial<typeof countingCycles.$inferInsert>> = {
  machine: countingCycleStates,
  audit: { entity: 'counting-cycle', prefix: 'counting' },
  lock: lockCycle,
  write: conditionalStateWrite(countingCycles),
  notFound: () => 'This counting cycle does not exist.',
};
