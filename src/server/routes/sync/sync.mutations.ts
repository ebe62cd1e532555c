import { and, eq, ne } from 'drizzle-orm';
import { SYNC_DISCARD } from '../../../domain/sync/mutations';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/auth';
import { idempotencyKeys } from '../../db/schema/sync';
import { auditActor } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { handleMutation } from '../../sync/mutation-kind';

/**
 * Whether another account sent this key or reported it discarded. The server keeps no trace of the
 * keys it refused (those are the ones a device discards), so it cannot prove a key is the sender's;
 * it can refuse every key that is provably someone else's.
 */
async function someoneElsesKey(tx: Database, userId: string, key: string): Promise<boolean> {
  const [applied] = await tx
    .select({ userId: idempotencyKeys.userId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.key, key), ne(idempotencyKeys.userId, userId)))
    .limit(1);
  if (applied) return true;
  const [discarded] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, SYNC_DISCARD), eq(auditLog.entity, 'outbox_entry'), eq(auditLog.entityId, key), ne(auditLog.userId, userId)))
    .limit(1);
  return discarded !== undefined;
}

/**
 * The device reports that its user discarded a sync problem: that change will never reach the server,
 * so the audit log keeps who gave it up, when and why. Only the account that sent the change may
 * report it. Answer payload: null.
 */
export const syncDiscard = handleMutation(SYNC_DISCARD, {
  async apply(tx, ctx, payload) {
    if (await someoneElsesKey(tx, ctx.userId, payload.discardedId)) {
      throw new AppError(403, 'This change was sent by another account; only that account can discard it.', { reason: 'not-your-change' });
    }
    await auditActor(tx, ctx, {
      action: SYNC_DISCARD,
      entity: 'outbox_entry',
      entityId: payload.discardedId,
      detail: { kind: payload.kind, reason: payload.reason ?? null, mutationId: ctx.mutationId },
    });
    return null;
  },
});
