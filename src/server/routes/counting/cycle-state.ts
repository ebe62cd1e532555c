import { and, eq } from 'drizzle-orm';
import type { CountingScope } from '../../../domain/counting/cycles';
import { COUNTING_TRANSITIONS, type CountingMode, type CountingStatus } from '../../../domain/counting/statuses';
import type { Database } from '../../db/client';
import { countingCycles } from '../../db/schema/counting';
import { AppError } from '../../lib/errors';

export type CountingStep = keyof typeof COUNTING_TRANSITIONS;

/** What a step needs of a locked cycle. */
export interface LockedCycle {
  id: string;
  number: string;
  status: CountingStatus;
  mode: CountingMode;
  scope: CountingScope;
}

const PAST: Record<CountingStep, string> = { start: 'started', complete: 'completed', cancel: 'cancelled' };

/**
 * The cycle's row of the caller's company, locked until the transaction ends: two steps on one cycle
 * (two supervisors pressing start) wait for each other and the second sees the first's state.
 */
export async function lockCycle(tx: Database, companyId: string, cycleId: string): Promise<LockedCycle> {
  const [row] = await tx
    .select({ id: countingCycles.id, number: countingCycles.number, status: countingCycles.status, mode: countingCycles.mode, scope: countingCycles.scope })
    .from(countingCycles)
    .where(and(eq(countingCycles.companyId, companyId), eq(countingCycles.id, cycleId)))
    .for('update');
  if (!row) throw new AppError(404, 'No such counting cycle.');
  return row;
}

/** 409 naming the cycle's state when `step` may not start from it (COUNTING_TRANSITIONS, DOMAIN.md invariant 5). */
export function assertTransition(cycle: { number: string; status: CountingStatus }, step: CountingStep): void {
  const allowed: readonly CountingStatus[] = COUNTING_TRANSITIONS[step];
  if (!allowed.includes(cycle.status)) {
    throw new AppError(409, `Counting cycle ${cycle.number} is ${cycle.status}: it cannot be ${PAST[step]}.`, { status: cycle.status, allowed });
  }
}
