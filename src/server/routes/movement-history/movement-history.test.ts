import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MovementHistoryPage } from '../../../domain/ledger/movement-history';
import { users } from '../../db/schema/auth';
import { company } from '../../db/schema/company';
import { countingCycles } from '../../db/schema/counting';
import { deletedItems } from '../../db/schema/inventory';
import { bins, containers, movements, skus, zones } from '../../db/schema/master';
import { appFixture } from '../../testing/app-fixture';

/*
 * What the HTTP suite cannot set up: movements at the very same instant (the cursor's tie on id), a
 * deleted unit's tombstone, a counting cycle named by its id. Rows go straight into the ledger here, as
 * the bench generator's do; this fixture's database is its own, so no invariant check follows.
 */
let fx: Awaited<ReturnType<typeof appFixture>>;
let admin: string;
const AT = new Date('2026-02-02T10:00:00.123Z');

beforeAll(async () => {
  fx = await appFixture();
  admin = await fx.signIn('admin');
  const [org] = await fx.db.select({ id: company.id }).from(company).limit(1);
  const companyId = org!.id;
  const [sku] = await fx.db.select({ id: skus.id, clientId: skus.clientId }).from(skus).limit(1);
  const [operator] = await fx.db.select({ id: users.id }).from(users).where(eq(users.username, 'operator'));
  const [zone] = await fx.db.insert(zones).values({ companyId, code: 'T-HIST', name: 'History' }).returning();
  const [shelf] = await fx.db.insert(bins).values({ companyId, zoneId: zone!.id, code: 'T-HIST-1' }).returning();
  const [tote] = await fx.db.insert(containers).values({ companyId, code: 'T-TOTE-1', type: 'tote' }).returning();
  const [cycle] = await fx.db.insert(countingCycles).values({ companyId, number: 'CC-HIST-1', name: 'History', mode: 'serial', scope: { zoneIds: [], binIds: [], skuIds: [], clientIds: [] } }).returning();
  const goneId = crypto.randomUUID();
  await fx.db.insert(deletedItems).values({ id: goneId, companyId, wmsNumber: 'W-GONE-1', skuId: sku!.id, clientId: sku!.clientId, serial: 'SN-GONE', lastStatus: 'missing', reason: 'test' });
  const base = { companyId, skuId: sku!.id, userId: operator!.id, device: 'HH-HIST', at: AT };
  await fx.db.insert(movements).values([
    // 30 at one instant: the pages split them by id.
    ...Array.from({ length: 30 }, () => ({ ...base, type: 'putaway' as const, fromBinId: null, toBinId: shelf!.id, fromStatus: 'available', toStatus: 'available', fromContainerId: tote!.id })),
    // A status change in the bin: from and to side are both the bin; it shows once.
    { ...base, type: 'status' as const, fromBinId: shelf!.id, toBinId: shelf!.id, fromStatus: 'available', toStatus: 'qc', at: new Date(AT.getTime() + 1000) },
    { ...base, type: 'count' as const, itemId: goneId, fromBinId: shelf!.id, toBinId: shelf!.id, fromStatus: 'available', toStatus: 'missing', quantityChange: false, referenceType: 'counting', referenceId: cycle!.id, at: new Date(AT.getTime() + 2000) },
  ]);
}, 180_000);
afterAll(() => fx.close());

const page = async (query: Record<string, string>) => (await fx.request<MovementHistoryPage>(`/v1/movements?${new URLSearchParams(query)}`, { token: admin })).body.payload;

describe('movement history', { timeout: 20_000 }, () => {
  it('pages through rows of one instant without a repeat or a gap', async () => {
    const all = (await page({ device: 'HH-HIST', pageSize: '100' })).items.map((m) => m.id);
    expect(all).toHaveLength(32);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const p: MovementHistoryPage = await page({ device: 'HH-HIST', pageSize: '10', ...(after ? { after } : {}) });
      seen.push(...p.items.map((m) => m.id));
      after = p.next;
    } while (after);
    expect(seen).toEqual(all);
  });

  it('names a deleted unit by its tombstone and a counting cycle by its number', async () => {
    const [count] = (await page({ type: 'count', device: 'HH-HIST' })).items;
    expect(count).toMatchObject({ item: { wmsNumber: 'W-GONE-1', serial: 'SN-GONE', deleted: true }, reference: { type: 'counting', label: 'CC-HIST-1' } });
    expect((await page({ item: 'w-gone-1' })).items.map((m) => m.type)).toEqual(['count']);
    expect((await page({ reference: 'CC-HIST-1' })).items.map((m) => m.type)).toEqual(['count']);
  });

  it('shows a movement that stays in the bin once, and finds a container on either side', async () => {
    const inBin = (await page({ bin: 't-hist-1', pageSize: '100' })).items;
    expect(inBin).toHaveLength(32);
    expect(new Set(inBin.map((m) => m.id)).size).toBe(32);
    expect((await page({ container: 'T-TOTE-1', pageSize: '100' })).items).toHaveLength(30);
    expect((await page({ zone: 'T-HIST', type: 'status' })).items).toHaveLength(1);
  });
});
