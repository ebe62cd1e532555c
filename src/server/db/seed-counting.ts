import { and, count, eq, inArray } from 'drizzle-orm';
import type { CountingScope } from '../../domain/counting/cycles';
import type { CountingMode } from '../../domain/counting/statuses';
import { nextNumbers } from '../settings/sequences';
import type { Database } from './client';
import { users } from './schema/auth';
import { countingCounters, countingCycles } from './schema/counting';
import { bins, clients, zones } from './schema/master';

/**
 * Two counting cycles the demo `supervisor` created, waiting to be started, both assigned to `operator`: the NORDIC units of
 * zone A (serial), and a few bulk bins counted blind (non-serial). Seeded once: a company that has
 * cycles keeps them.
 */
const DEMO: { name: string; mode: CountingMode; blind: boolean; zones: string[]; bins: string[]; clients: string[] }[] = [
  { name: 'Zone A – NORDIC units', mode: 'serial', blind: false, zones: ['A'], bins: [], clients: ['NORDIC'] },
  { name: 'Bulk row B-01 (blind)', mode: 'non-serial', blind: true, zones: [], bins: ['B-01-01', 'B-01-02', 'B-01-03', 'B-01-04', 'B-01-05'], clients: [] },
];

export async function seedDemoCounting(tx: Database, companyId: string, now: Date): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(countingCycles).where(eq(countingCycles.companyId, companyId));
  if ((existing?.n ?? 0) > 0) return;
  const idsOf = async (table: typeof zones | typeof bins | typeof clients, codes: string[]) => {
    if (codes.length === 0) return [];
    const rows = await tx.select({ id: table.id }).from(table as typeof zones).where(and(eq(table.companyId, companyId), inArray(table.code, codes)));
    return rows.map((row) => row.id);
  };
  const userId = async (username: string) =>
    (await tx.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), eq(users.username, username))))[0]?.id ?? null;
  const operator = await userId('operator');
  const supervisor = await userId('supervisor');
  const numbers = await nextNumbers(tx, companyId, 'counting', DEMO.length, now);
  for (const [index, demo] of DEMO.entries()) {
    const scope: CountingScope = { zoneIds: await idsOf(zones, demo.zones), binIds: await idsOf(bins, demo.bins), skuIds: [], clientIds: await idsOf(clients, demo.clients) };
    const createdAt = new Date(now.getTime() - (DEMO.length - index) * 3_600_000);
    const [row] = await tx
      .insert(countingCycles)
      .values({ companyId, number: numbers[index]!, name: demo.name, mode: demo.mode, blind: demo.blind, scope, createdBy: supervisor, createdAt, updatedAt: createdAt })
      .returning({ id: countingCycles.id });
    if (row && operator) await tx.insert(countingCounters).values({ cycleId: row.id, userId: operator });
  }
}
