import { eq } from 'drizzle-orm';
import type { CountRejection } from '../../../domain/counting/entries';
import { type Permission, hasAnyPermission } from '../../../domain/permissions';
import type { Database } from '../../db/client';
import { auditActor } from '../../lib/audit';
import { countingBinCounts } from '../../db/schema/counting';
import { AppError } from '../../lib/errors';
import type { ApplyContext } from '../../sync/mutation-kind';

/** Who may take over a bin count someone else holds (issue 16.1). */
const BIN_COUNT_TAKEOVER: readonly Permission[] = ['COUNTING_CYCLE_COMPLETE', 'DISCREPANCIES_MANAGE'];

const BIN_COUNT_TAKEOVER_ACTION = 'counting.bin-count.take-over';

/**
 * Only the person counting a bin adds to it, voids its entries or closes it. A supervisor holding
 * BIN_COUNT_TAKEOVER takes the count over instead of being refused: from then on it is theirs, and
 * the audit log keeps whose it was. Anyone else gets a permanent 403, which their device shows as a
 * sync problem; resending cannot change who holds the count.
 */
export async function holdBinCount(tx: Database, ctx: ApplyContext, count: { id: string; cycleId: string; binId: string; userId: string | null }): Promise<void> {
  if (count.userId === ctx.userId) return;
  if (!hasAnyPermission(ctx.grants, BIN_COUNT_TAKEOVER)) {
    throw new AppError(403, 'Someone else is counting this bin; only they or a supervisor can change its count.', { reason: 'other-counter' satisfies CountRejection });
  }
  await tx.update(countingBinCounts).set({ userId: ctx.userId, device: ctx.device }).where(eq(countingBinCounts.id, count.id));
  await auditActor(tx, ctx, {
    action: BIN_COUNT_TAKEOVER_ACTION,
    entity: 'counting_bin_count',
    entityId: count.id,
    detail: { cycleId: count.cycleId, binId: count.binId, from: count.userId, mutationId: ctx.mutationId },
  });
}
