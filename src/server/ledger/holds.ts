import { type SQL, and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { orderAllocations } from '../db/schema/orders';
import { scrapListItems, scrapLists } from '../db/schema/scrap';

/*
 * Units held by a document that has not finished with them (issue 20: a draft, submitted, approved or
 * shipping scrap list). A held unit is not allocated, moved, picked, sent to the job center or put on
 * another list: only the holding list's own steps change it. Every writer that takes units asks here.
 *
 * The one exception is the list's own order to a recycler (ADR 0034): it may allocate the units its list
 * holds, and once it holds one as an allocation the order's steps (pick, pack, load-out) take it like
 * any allocated unit, while the list's hold keeps every other writer away until the order ships or is
 * cancelled.
 */

/**
 * SQL that is true when the unit whose id is `itemId` is held (for candidate queries: `not ${heldSql(…)}`);
 * with `forOrderId`, a hold by the list that order ships does not count.
 */
export const heldSql = (itemId: AnyPgColumn | SQL, forOrderId?: string): SQL =>
  forOrderId === undefined
    ? sql`exists (select 1 from "scrap_list_items" h where h.item_id = ${itemId} and h.released_at is null)`
    : sql`exists (select 1 from "scrap_list_items" h join "scrap_lists" l on l.id = h.list_id where h.item_id = ${itemId} and h.released_at is null and l.order_id is distinct from ${forOrderId})`;

/**
 * The number of the list holding each unit, for the held ones among `itemIds`; a unit its list's own
 * order has allocated is that order's to pick, pack and ship, so it is not named.
 */
export async function holdersOf(tx: Database, itemIds: readonly string[]): Promise<Map<string, string>> {
  const held = new Map<string, string>();
  // In slices: a count or a goods receipt locks tens of thousands of units, past the bind-parameter limit.
  for (let start = 0; start < itemIds.length; start += 5000) {
    const rows = await tx
      .select({ itemId: scrapListItems.itemId, number: scrapLists.number })
      .from(scrapListItems)
      .innerJoin(scrapLists, eq(scrapLists.id, scrapListItems.listId))
      .leftJoin(orderAllocations, and(eq(orderAllocations.itemId, scrapListItems.itemId), eq(orderAllocations.orderId, scrapLists.orderId)))
      .where(and(inArray(scrapListItems.itemId, itemIds.slice(start, start + 5000)), isNull(scrapListItems.releasedAt), isNull(orderAllocations.id)));
    for (const row of rows) held.set(row.itemId, row.number);
  }
  return held;
}
