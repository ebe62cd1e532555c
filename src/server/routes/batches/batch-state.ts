import { and, eq } from 'drizzle-orm';
import type { BatchStatus } from '../../../domain/picking/statuses';
import { batchStates } from '../../../domain/states/batch-states';
import type { Database } from '../../db/client';
import { batches } from '../../db/schema/orders';
import { type DocumentStore, type LockedDocument, conditionalStateWrite } from '../../lib/transition';

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
