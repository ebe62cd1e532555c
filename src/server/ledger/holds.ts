import { type SQL, and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { scrapListItems, scrapLists } from '../db/schema/scrap';

/*
 * Units held by a document that has not finished with them (issue 20: a draft, submitted or approved
 * scrap list). A held unit is not allocated, moved, picked, sent to the job center or put on another
 * list: only the holding list's own steps change it. Every writer that takes units asks here.
 */

/** SQL that is true when the unit whose id is `itemId` is held (for candidate queries: `not ${heldSql(…)}`). */
export const heldSql = (itemId: AnyPgColumn | SQL): SQL => sql`exists (select 1 from "scrap_list_items" h where h.item_id = ${itemId} and h.released_at is null)`;

/** The number of the list holding each unit, for the held ones among `itemIds`. */
export async function holdersOf(tx: Database, itemIds: readonly string[]): Promise<Map<string, string>> {
  const held = new Map<string, string>();
  // In slices: a count or a goods receipt locks tens of thousands of units, past the bind-parameter limit.
  for (let start = 0; start < itemIds.length; start += 5000) {
    const rows = await tx
      .select({ itemId: scrapListItems.itemId, number: scrapLists.number })
      .from(scrapListItems)
      .innerJoin(scrapLists, eq(scrapLists.id, scrapListItems.listId))
      .where(and(inArray(scrapListItems.itemId, itemIds.slice(start, start + 5000)), isNull(scrapListItems.releasedAt)));
    for (const row of rows) held.set(row.itemId, row.number);
  }
  return held;
}
