import { SCAN_LOG_RECORD, type ScanLogRecorded } from '../../../domain/scan/scan-log';
import { scanLog } from '../../db/schema/scan';
import { handleMutation } from '../../sync/mutation-kind';

/**
 * One scan made on a handheld, logged for the signed-in user under the mutation's own id; the log is
 * its own record, so no audit row. Scans only add rows and their answer needs no database, so a
 * flush of many is written in runs (applyMany).
 */
export const scanLogRecord = handleMutation(SCAN_LOG_RECORD, {
  answer: (ctx): ScanLogRecorded => ({ id: ctx.mutationId, receivedAt: ctx.at.toISOString() }),
  async applyMany(tx, items) {
    const rows = items.map(({ ctx, payload }) => ({
      id: ctx.mutationId,
      companyId: ctx.companyId,
      userId: ctx.userId,
      username: ctx.username,
      device: payload.device,
      code: payload.code,
      source: payload.source,
      parsed: payload.parsed,
      scannedAt: new Date(payload.scannedAt),
      receivedAt: ctx.at,
    }));
    // A row exists already only when a replay arrives after its key was pruned (KEEP_KEYS_DAYS):
    // still one row per scan, and the device gets a success it can clear its queue with.
    await tx.insert(scanLog).values(rows).onConflictDoNothing({ target: scanLog.id });
  },
});
