import { eq } from 'drizzle-orm';
import { batchStates } from '../../../domain/states/batch-states';
import type { Database } from '../../db/client';
import { batches, orders } from '../../db/schema/orders';
import { AppError } from '../../lib/errors';

/*
 * An order in a batch belongs to the batch's walk: while the batch is open, released or being picked,
 * the order's units are the batch's tasks, so the order is not edited or deallocated under it.
 */

const HOLDING: readonly string[] = ['open', 'released', 'picking'];

async function batchOf(tx: Database, orderId: string): Promise<{ id: string; number: string; status: string } | null> {
  const [row] = await tx
    .select({ id: batches.id, number: batches.number, status: batches.status })
    .from(orders)
    .innerJoin(batches, eq(batches.id, orders.batchId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** 409 (payload.reason in-batch, payload.batch) when the order is in a batch that still holds it. */
export async function requireUnbatched(tx: Database, order: { id: string; number: string }, attempted: string): Promise<void> {
  const batch = await batchOf(tx, order.id);
  if (!batch || !HOLDING.includes(batch.status)) return;
  const state = batchStates.states[batch.status as keyof typeof batchStates.states].label.message ?? batch.status;
  throw new AppError(409, `Order ${order.number} is in batch ${batch.number} (${state.toLowerCase()}): it cannot ${attempted} while the batch holds it.`, {
    reason: 'in-batch',
    order: order.number,
    batch: batch.number,
    batchState: batch.status,
    attempted,
  });
}

/** A cancelled order leaves its batch while the batch is open (nothing of it is on a pick task yet); answers the batch's number. */
export async function leaveOpenBatch(tx: Database, order: { id: string }, at: Date): Promise<string | null> {
  const batch = await batchOf(tx, order.id);
  if (batch?.status !== 'open') return null;
  await tx.update(orders).set({ batchId: null, updatedAt: at }).where(eq(orders.id, order.id));
  return batch.number;
}
