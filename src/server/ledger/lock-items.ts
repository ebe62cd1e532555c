import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { controlNumbers, items } from '../db/schema/receiving';
import { holdersOf } from './holds';
import type { ItemState } from './item-writes';

/** An item as a writer sees it before changing it: its ledger state, who scanned it, under which control number. */
export interface LockedItem extends ItemState {
  wmsNumber: string;
  clientId: string;
  serial: string | null;
  createdBy: string | null;
  controlNumber: string | null;
  /** The scrap list holding the unit (ledger/holds), or null. */
  heldBy: string | null;
}

const lockedColumns = {
  id: items.id,
  wmsNumber: items.wmsNumber,
  clientId: items.clientId,
  skuId: items.skuId,
  serial: items.serial,
  quantity: items.quantity,
  binId: items.binId,
  containerId: items.containerId,
  lotNumber: items.lotNumber,
  status: items.status,
  createdBy: items.createdBy,
  controlNumber: controlNumbers.number,
};

/**
 * Exactly these WMS numbers; the lower() comparison is what the unique (company, lower(WMS number)) index
 * serves, the exact one keeps the match case-sensitive as callers compare what they find with what they asked.
 */
const byWmsNumbers = (wmsNumbers: readonly string[]) =>
  and(inArray(sql`lower(${items.wmsNumber})`, wmsNumbers.map((n) => n.toLowerCase())), inArray(items.wmsNumber, [...wmsNumbers]));

/**
 * The items, locked until the transaction ends: a parallel change waits and then sees this one's result.
 * Locked in id order, so two writers taking overlapping sets never wait on each other in a cycle. Their
 * holds are read by a statement of their own, after the lock: one that waited for a list adding the
 * unit sees the hold that list committed, which the locking statement's snapshot predates.
 */
export async function lockItems(tx: Database, companyId: string, where: { ids?: string[]; wmsNumbers?: string[]; controlNumberId?: string; status?: 'received'; binId?: string; containerId?: string; skuId?: string }): Promise<LockedItem[]> {
  const locked = await tx
    .select(lockedColumns)
    .from(items)
    .leftJoin(controlNumbers, eq(controlNumbers.id, items.controlNumberId))
    .where(
      and(
        eq(items.companyId, companyId),
        where.ids ? inArray(items.id, where.ids) : undefined,
        where.wmsNumbers ? byWmsNumbers(where.wmsNumbers) : undefined,
        where.controlNumberId ? eq(items.controlNumberId, where.controlNumberId) : undefined,
        where.status ? eq(items.status, where.status) : undefined,
        where.binId ? eq(items.binId, where.binId) : undefined,
        where.containerId ? eq(items.containerId, where.containerId) : undefined,
        where.skuId ? eq(items.skuId, where.skuId) : undefined,
      ),
    )
    .orderBy(items.id)
    .for('update', { of: items });
  const holders = await holdersOf(tx, locked.map((item) => item.id));
  return locked.map((item) => ({ ...item, heldBy: holders.get(item.id) ?? null }));
}
