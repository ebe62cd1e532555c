import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { items } from '../db/schema/receiving';
import type { Actor } from './ledger-actor';
import { shiftOnHand } from './summary-writes';

/**
 * A lot's expiry changed (a correction, or the first expiry a scan brought): its items' copy follows in
 * the caller's transaction. Expiry is no side of the ledger, so no movement is written; the change is
 * audited on the lot. Answers how many items changed.
 */
export async function copyLotExpiry(tx: Database, actor: Actor, lotId: string, expiry: string | null): Promise<number> {
  const ofLot = and(eq(items.companyId, actor.companyId), eq(items.lotId, lotId))!;
  // The summary keys lotted units by expiry too.
  await shiftOnHand(tx, ofLot, -1);
  const changed = await tx.update(items).set({ expiry, updatedAt: actor.at }).where(ofLot).returning({ id: items.id });
  await shiftOnHand(tx, ofLot, 1);
  return changed.length;
}
