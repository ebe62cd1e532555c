import { eq } from 'drizzle-orm';
import type { Movement } from '../../domain/ledger/movement';
import type { ItemStatus } from '../../domain/receiving/statuses';
import type { Database } from '../db/client';
import { deletedItems } from '../db/schema/inventory';
import { items } from '../db/schema/receiving';
import { type ItemState, removeItem } from './item-writes';
import type { Actor } from './ledger-actor';

/*
 * Item writes of the detail screen that are not moves: its grade, notes and serial (nothing in the
 * ledger changes, so no movement), and its deletion, which leaves a tombstone beside the ledger rows.
 */

type Details = Partial<Pick<typeof items.$inferInsert, 'condition' | 'notes' | 'serial'>>;

/** The unit's own facts, changed where it lies; the caller audits why. */
export async function updateItemDetails(tx: Database, actor: Actor, itemId: string, details: Details): Promise<void> {
  await tx.update(items).set({ ...details, updatedAt: actor.at }).where(eq(items.id, itemId));
}

export interface Tombstone {
  wmsNumber: string;
  clientId: string | null;
  serial: string | null;
  reason: string;
}

/**
 * Deletes a unit: its units leave the ledger with an `adjust` naming the item (so stock still sums),
 * and `deleted_items` keeps who it was, so its history still has a name and its WMS number is never
 * issued again.
 */
export async function deleteItem(tx: Database, actor: Actor, item: ItemState & { status: ItemStatus }, tombstone: Tombstone, sapStatus: Movement['sapStatus']): Promise<void> {
  await removeItem(tx, actor, 'adjust', item, { reference: { type: 'item', id: tombstone.wmsNumber }, sapStatus });
  await tx.insert(deletedItems).values({
    id: item.id,
    companyId: actor.companyId,
    wmsNumber: tombstone.wmsNumber,
    clientId: tombstone.clientId,
    skuId: item.skuId,
    serial: tombstone.serial,
    lastStatus: item.status,
    reason: tombstone.reason,
    deletedBy: actor.userId,
    deletedAt: actor.at,
  });
}
