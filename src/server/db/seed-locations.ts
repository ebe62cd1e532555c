import { and, count, eq } from 'drizzle-orm';
import { nextNumbers } from '../settings/sequences';
import type { Database } from './client';
import { bins, containers, zones } from './schema/master';

const ZONES = [
  { code: 'A', name: 'Fast movers', rows: 5, levels: 15 },
  { code: 'B', name: 'Bulk storage', rows: 5, levels: 15 },
];

/**
 * Two zones of 75 bins each in walking order (A-01-01 … B-05-15), two of them blocked, and 30
 * containers numbered from the container sequence: pallets in bulk bins, totes in fast-mover bins,
 * cartons not yet placed. Skipped when the company has bins already.
 */
export async function seedLocations(tx: Database, companyId: string, now: Date): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(bins).where(eq(bins.companyId, companyId));
  if ((existing?.n ?? 0) > 0) return;
  const binIds: Record<string, string[]> = {};
  let sequence = 0;
  for (const zone of ZONES) {
    await tx.insert(zones).values({ companyId, code: zone.code, name: zone.name, createdAt: now, updatedAt: now }).onConflictDoNothing();
    const [row] = await tx.select({ id: zones.id }).from(zones).where(and(eq(zones.companyId, companyId), eq(zones.code, zone.code)));
    const values = [];
    for (let r = 1; r <= zone.rows; r++) {
      for (let level = 1; level <= zone.levels; level++) {
        sequence += 10;
        const code = `${zone.code}-${String(r).padStart(2, '0')}-${String(level).padStart(2, '0')}`;
        const blocked = code === 'A-03-07' || code === 'B-05-15';
        values.push({ companyId, zoneId: row!.id, code, pickSequence: sequence, blocked, blockedReason: blocked ? 'Damaged rack beam' : '', createdAt: now, updatedAt: now });
      }
    }
    binIds[zone.code] = (await tx.insert(bins).values(values).returning({ id: bins.id })).map((b) => b.id);
  }
  const codes = await nextNumbers(tx, companyId, 'container', 30, now);
  await tx.insert(containers).values(
    codes.map((code, i) => {
      const type = i < 10 ? 'pallet' : i < 25 ? 'tote' : 'carton';
      const binId = type === 'pallet' ? binIds.B![i * 7] : type === 'tote' ? binIds.A![(i - 10) * 5] : null;
      return { companyId, code, type, binId: binId ?? null, createdAt: now, updatedAt: now } as const;
    }),
  );
}
