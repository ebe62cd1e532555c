import { and, asc, eq } from 'drizzle-orm';
import { addDays, dayIn } from '../../domain/time/date-range';
import type { Database } from './client';
import { company } from './schema/company';
import { lots } from './schema/lots';
import { clients, skus } from './schema/master';

/**
 * Demo lots of NORDIC's first SKU, dated around today in the company's zone: one expired, one expiring
 * within 30 days, one far off, so the list's flags and filters have something to show. The lot numbers
 * are fixed: a restart inserts nothing new.
 */
const DEMO_LOTS = [
  { number: 'LOT-DEMO-A', expiresIn: -5, notes: 'Past its expiry: waiting for the scrap list.' },
  { number: 'LOT-DEMO-B', expiresIn: 20, notes: '' },
  { number: 'LOT-DEMO-C', expiresIn: 400, notes: 'Supplier batch from the spring run.' },
];

export async function seedDemoLots(tx: Database, companyId: string, now: Date): Promise<void> {
  const [sku] = await tx
    .select({ id: skus.id, clientId: skus.clientId, timeZone: company.timeZone })
    .from(skus)
    .innerJoin(clients, eq(clients.id, skus.clientId))
    .innerJoin(company, eq(company.id, skus.companyId))
    .where(and(eq(skus.companyId, companyId), eq(clients.code, 'NORDIC')))
    .orderBy(asc(skus.code))
    .limit(1);
  if (!sku) return;
  const today = dayIn(sku.timeZone, now);
  await tx
    .insert(lots)
    .values(DEMO_LOTS.map((lot) => ({ companyId, number: lot.number, skuId: sku.id, clientId: sku.clientId, expiry: addDays(today, lot.expiresIn), notes: lot.notes })))
    .onConflictDoNothing();
}
