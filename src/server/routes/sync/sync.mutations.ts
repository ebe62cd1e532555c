import { SYNC_DISCARD, SyncDiscardSchema } from '../../../domain/sync/mutations';
import { auditLog } from '../../db/schema/auth';
import { defineMutationKind } from '../../sync/mutation-kind';

/**
 * The device reports that its user discarded a sync problem: that change will never reach the server,
 * so the audit log keeps who gave it up, when and why. Answer payload: null.
 */
export const syncDiscard = defineMutationKind({
  kind: SYNC_DISCARD,
  schema: SyncDiscardSchema,
  access: 'signed-in',
  async apply(tx, ctx, payload) {
    await tx.insert(auditLog).values({
      action: SYNC_DISCARD,
      entity: 'outbox_entry',
      entityId: payload.discardedId,
      companyId: ctx.companyId,
      userId: ctx.userId,
      username: ctx.username,
      device: ctx.device,
      address: ctx.address,
      at: ctx.at,
      detail: { kind: payload.kind, reason: payload.reason ?? null, mutationId: ctx.mutationId },
    });
    return null;
  },
});
