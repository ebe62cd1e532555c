import { and, eq } from 'drizzle-orm';
import type { BatchStatus } from '../../../domain/picking/statuses';
import { batchStates } from '../../../domain/states/batch-states';
import { canTransition } from '../../../domain/states/state-machine';
import type { Database } from '../../db/client';
import { batches, pickTasks } from '../../db/schema/orders';
import { type DocumentStore, type LockedDocument, type TransitionActor, conditionalStateWrite, performTransition } from '../../lib/transition';

export type LockedBatch = LockedDocument<BatchStatus>;

/** The batch's row, locked until the transaction ends so a release, a cancel and a pick never interleave. */
export async function lockBatchRow(tx: Database, companyId: string, number: string): Promise<LockedBatch | null> {
  const [row] = await tx
    .select({ id: batches.id, number: batches.number, state: batches.status })
    .from(batches)
    .where(and(eq(batches.companyId, companyId), eq(batches.number, number)))
    .for('update');
  return row ?? null;
}

/** Batches for the transition helper, keyed by their number. */
export const batchStore: DocumentStore<LockedBatch, keyof typeof batchStates.transitions, Partial<typeof batches.$inferInsert>> = {
  machine: batchStates,
  audit: { entity: 'batch', prefix: 'batch' },
  lock: lockBatchRow,
  write: conditionalStateWrite(batches),
  notFound: (number) => `No batch ${number}.`,
};

/**
 * A released or picking batch with no open task has nothing left to pick once order cancels took its last
 * tasks away: the system closes it (`close` asks for no permission, so the canceller need not be a
 * picker). The caller holds the batch's lock. Answers whether it closed.
 */
export async function closeIfNothingLeft(tx: Database, actor: TransitionActor, batch: LockedBatch): Promise<boolean> {
  if (!canTransition(batchStates, 'close', batch.state)) return false;
  const [open] = await tx.select({ id: pickTasks.id }).from(pickTasks).where(and(eq(pickTasks.batchId, batch.id), eq(pickTasks.status, 'open'))).limit(1);
  if (open) return false;
  await performTransition(tx, actor, batchStore, batch.number, 'close', async () => ({ values: { pickedAt: actor.at } }));
  return true;
}
