import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { lots } from '../db/schema/lots';
import type { Actor } from '../ledger/ledger-actor';
import { copyLotExpiry } from '../ledger/lot-writes';

interface UnitLot {
  skuId: string;
  clientId: string;
  lotNumber: string;
  expiry: string | null;
}

/** The lot a unit belongs to, as the item stores it: the lot's id, and its number and expiry as the item's copies. */
export interface AttachedLot {
  lotId: string;
  lotNumber: string;
  expiry: string | null;
}

/**
 * The lot of a unit being received or corrected, created when the SKU has none by that number (a GS1
 * code's AI 10 and AI 17 travel with the scan). Race-safe: two devices scanning the first unit of a new
 * lot at once both end up on one row (the second insert waits on the unique index, does nothing, and
 * then reads the first's row). A lot that has an expiry keeps it (the scan's copy yields); a lot without
 * one takes the scan's, and its earlier units with it.
 */
export async function lotForUnit(tx: Database, actor: Actor, unit: UnitLot): Promise<AttachedLot> {
  const [created] = await tx
    .insert(lots)
    .values({
      companyId: actor.companyId,
      number: unit.lotNumber,
      skuId: unit.skuId,
      clientId: unit.clientId,
      expiry: unit.expiry,
      createdBy: actor.userId,
      createdAt: actor.at,
      updatedAt: actor.at,
    })
    .onConflictDoNothing()
    .returning({ id: lots.id, number: lots.number, expiry: lots.expiry });
  if (created) return { lotId: created.id, lotNumber: created.number, expiry: created.expiry };
  const [lot] = await tx
    .select({ id: lots.id, number: lots.number, expiry: lots.expiry })
    .from(lots)
    .where(
      and(eq(lots.companyId, actor.companyId), eq(lots.skuId, unit.skuId), eq(lots.clientId, unit.clientId), sql`lower(${lots.number}) = lower(${unit.lotNumber})`),
    )
    .for('update');
  if (!lot) throw new Error(`lot ${unit.lotNumber} neither inserted nor found`);
  if (lot.expiry === null && unit.expiry !== null) {
    await tx.update(lots).set({ expiry: unit.expiry, updatedAt: actor.at }).where(eq(lots.id, lot.id));
    await copyLotExpiry(tx, actor, lot.id, unit.expiry);
    return { lotId: lot.id, lotNumber: lot.number, expiry: unit.expiry };
  }
  return { lotId: lot.id, lotNumber: lot.number, expiry: lot.expiry };
}
