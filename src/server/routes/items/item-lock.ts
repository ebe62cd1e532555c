import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ItemDocumentLink } from '../../../domain/inventory/item-rules';
import type { Database } from '../../db/client';
import { items } from '../../db/schema/receiving';
import { scrapListItems, scrapLists } from '../../db/schema/scrap';
import { type LockedItem, lockItems } from '../../ledger/lock-items';
import { AppError } from '../../lib/errors';

export interface DetailItem extends LockedItem {
  clientId: string;
  inventory: boolean;
  condition: (typeof items.$inferSelect)['condition'];
  notes: string;
}

/** The unit, locked for the rest of the transaction, with the columns the detail actions decide on. */
export async function lockDetailItem(tx: Database, companyId: string, wmsNumber: string): Promise<DetailItem> {
  const [item] = await lockItems(tx, companyId, { wmsNumbers: [wmsNumber] });
  if (!item) throw new AppError(404, `No item ${wmsNumber}.`);
  const [own] = await tx.select({ clientId: items.clientId, inventory: items.inventory, condition: items.condition, notes: items.notes }).from(items).where(eq(items.id, item.id));
  if (!own) throw new AppError(404, `No item ${wmsNumber}.`);
  return { ...item, ...own };
}

/** The scrap lists the unit is on (not taken off again): open while the list still holds it. */
async function scrapListsOf(tx: Database, itemId: string): Promise<ItemDocumentLink[]> {
  const rows = await tx
    .select({ number: scrapLists.number, state: scrapLists.status, held: sql<boolean>`${scrapListItems.releasedAt} is null` })
    .from(scrapListItems)
    .innerJoin(scrapLists, eq(scrapLists.id, scrapListItems.listId))
    .where(and(eq(scrapListItems.itemId, itemId), isNull(scrapListItems.removedAt)));
  return rows.map((row) => ({ document: 'scrap-list', number: row.number, state: row.state, open: row.held }));
}

/** Finders of the later documents a unit is on (domain/inventory/item-rules: they may forbid a revert). */
const DOCUMENT_FINDERS: readonly ((tx: Database, itemId: string) => Promise<ItemDocumentLink[]>)[] = [scrapListsOf];

export async function itemDocumentLinks(tx: Database, itemId: string): Promise<ItemDocumentLink[]> {
  const found = await Promise.all(DOCUMENT_FINDERS.map((find) => find(tx, itemId)));
  return found.flat();
}
