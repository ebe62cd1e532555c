import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deletedItems } from '../db/schema/inventory';
import { nextNumbers } from './sequences';

/**
 * `count` WMS numbers from the sequence, skipping those of deleted units (deleted_items): a number
 * names one unit forever, even when an administrator sets the sequence back.
 */
export async function freshWmsNumbers(db: Database, companyId: string, count: number): Promise<string[]> {
  const fresh: string[] = [];
  while (fresh.length < count) {
    const issued = await nextNumbers(db, companyId, 'wms-number', count - fresh.length);
    const retired = await db
      .select({ number: sql<string>`lower(${deletedItems.wmsNumber})` })
      .from(deletedItems)
      .where(and(eq(deletedItems.companyId, companyId), inArray(sql`lower(${deletedItems.wmsNumber})`, issued.map((n) => n.toLowerCase()))));
    const gone = new Set(retired.map((r) => r.number));
    fresh.push(...issued.filter((n) => !gone.has(n.toLowerCase())));
  }
  return fresh;
}
