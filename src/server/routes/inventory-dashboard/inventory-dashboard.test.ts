import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryDashboard } from '../../../domain/inventory/dashboard';
import { cycleBody } from '../../../../tests/factories/counting';
import { clientBody } from '../../../../tests/factories/clients';
import { binBody, zoneBody } from '../../../../tests/factories/locations';
import { skuBody } from '../../../../tests/factories/skus';
import { uniqueCode, uniqueZoneCode } from '../../../../tests/factories/unique';
import { users } from '../../db/schema/auth';
import { countingDiscrepancies } from '../../db/schema/counting';
import { catalogueEntries } from '../../db/schema/master';
import { changeItems, createItem } from '../../ledger/item-writes';
import type { Actor } from '../../ledger/ledger-actor';
import { appFixture } from '../../testing/app-fixture';

/*
 * The dashboard's figures against a small warehouse of the test's own, read as the difference from
 * the seeded demo data before it, on a clock the test sets: "today" is 18 March 2026 in New York.
 */
const ZONE = { TimeZone: 'America/New_York' };
/** Noon on 18 March 2026 in New York (EDT, UTC−4). */
const NOW = Date.parse('2026-03-18T16:00:00Z');
/** 23:30 on 10 March in New York: already 11 March in UTC. */
const LATE_EVENING = new Date('2026-03-11T03:30:00Z');

let fx: Awaited<ReturnType<typeof appFixture>>;
let admin: string;
let before: InventoryDashboard;
let after: InventoryDashboard;
let beforeUtc: InventoryDashboard;
const made = { clientId: '', skuTypeId: '', binIds: [] as string[] };

const dashboard = async (token: string, headers: Record<string, string> = ZONE) => fx.request<InventoryDashboard>('/v1/inventory/dashboard', { token, headers });
const why = { reference: { type: 'control-number' as const, id: 'CN-DASHBOARD' }, sapStatus: 'not-required' as const };

async function post<T extends { id: string }>(path: string, body: unknown): Promise<T> {
  const answer = await fx.request<T>(path, { token: admin, body });
  expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
  return answer.body.payload;
}

async function buildWarehouse(): Promise<void> {
  made.clientId = (await post('/v1/clients', clientBody({ code: uniqueCode('DB'), name: 'Dashboard client' }))).id;
  const [skuType] = await fx.db.select({ id: catalogueEntries.id }).from(catalogueEntries).where(eq(catalogueEntries.catalogue, 'sku-type')).limit(1);
  made.skuTypeId = skuType!.id;
  const sku = await post<{ id: string }>('/v1/skus', { ...skuBody({ code: uniqueCode('DSK'), clientId: made.clientId, description: 'Dashboard' }), skuTypeId: made.skuTypeId });
  const zone = await post('/v1/zones', zoneBody(uniqueZoneCode('D'), 'Dashboard zone'));
  for (const [n, blocked] of [false, false, true].entries()) {
    made.binIds.push((await post('/v1/bins', { ...binBody(zone.id, `${uniqueZoneCode('D')}-${n}`, n), blocked, blockedReason: blocked ? 'Racking damaged' : '' })).id);
  }
  const cycle = await post('/v1/counting/cycles', cycleBody({ binIds: [made.binIds[0]!] }, { name: 'Dashboard cycle', mode: 'non-serial' }));
  await fx.db.insert(countingDiscrepancies).values([
    { cycleId: cycle.id, type: 'under', skuId: sku.id, expectedBinId: made.binIds[0], expectedQuantity: 3, countedQuantity: 1 },
    { cycleId: cycle.id, type: 'over', skuId: sku.id, expectedBinId: made.binIds[0], expectedQuantity: 1, countedQuantity: 2, status: 'accepted' },
  ]);

  const [user] = await fx.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const [org] = await fx.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, user!.id));
  const actor = (at: Date): Actor => ({ companyId: org!.companyId, userId: user!.id, device: 'dashboard-test', at });
  const unit = (fields: Record<string, unknown>) => ({
    id: randomUUID(), wmsNumber: uniqueCode('WD'), clientId: made.clientId, skuId: sku.id, binId: made.binIds[0]!, status: 'available' as const, ...fields,
  });
  const shipped = unit({ quantity: 3, receiptAt: new Date('2026-01-05T15:00:00Z') });
  await fx.db.transaction(async (tx) => {
    // Received late in the evening, New York time: day 10 March, age 8 days (7 if days were cut in UTC).
    await createItem(tx, actor(LATE_EVENING), 'receive', unit({ quantity: 5, lotNumber: 'L-EXPIRED', expiry: '2026-03-15', receiptAt: LATE_EVENING }), why);
    await createItem(tx, actor(LATE_EVENING), 'receive', unit({ quantity: 2, status: 'qc', lotNumber: 'L-SOON', expiry: '2026-04-07', receiptAt: new Date('2026-03-17T14:00:00Z') }), why);
    await createItem(tx, actor(new Date('2026-03-16T14:00:00Z')), 'receive', unit({ quantity: 1, status: 'repair', lotNumber: 'L-LATER', expiry: '2026-12-01' }), why);
    // A sample kept for a client: in a bin, but never on hand.
    await createItem(tx, actor(new Date('2026-03-16T14:00:00Z')), 'receive', unit({ quantity: 4, inventory: false, binId: made.binIds[1]! }), why);
    await createItem(tx, actor(new Date('2026-01-05T15:00:00Z')), 'receive', shipped, why);
    await changeItems(tx, actor(new Date('2026-03-17T14:00:00Z')), 'ship', [
      { item: { id: shipped.id, skuId: sku.id, quantity: 3, status: 'available', binId: made.binIds[0]!, containerId: null, lotNumber: null }, to: { status: 'shipped', binId: null }, reference: { type: 'shipment', id: 'SH-DASH' }, sapStatus: 'not-required' },
    ]);
  });
}

beforeAll(async () => {
  fx = await appFixture();
  fx.clock.now = NOW;
  admin = await fx.signIn('admin');
  before = (await dashboard(admin)).body.payload;
  beforeUtc = (await dashboard(admin, { TimeZone: 'UTC' })).body.payload;
  await buildWarehouse();
  after = (await dashboard(admin)).body.payload;
}, 120_000);
afterAll(() => fx.close());

const statusUnits = (d: InventoryDashboard, status: string) => d.byStatus.find((s) => s.status === status)?.units ?? 0;
const dayOf = (d: InventoryDashboard, day: string) => d.flow.find((f) => f.day === day)!;
const bucketOf = <K extends string, R extends { units: number }>(rows: readonly (R & Record<K, string>)[], key: K, value: string) => rows.find((r) => r[key] === value)?.units ?? 0;

describe('GET /v1/inventory/dashboard', () => {
  it('answers holders of ITEM_DASHBOARD and refuses the others', async () => {
    expect((await dashboard(await fx.signIn('viewer'))).status).toBe(200);
    expect((await dashboard(await fx.signIn('operator'))).status).toBe(403);
    expect((await dashboard(await fx.signIn('noroles'))).status).toBe(403);
    expect((await fx.request('/v1/inventory/dashboard')).status).toBe(401);
  }, 60_000);

  it('counts on-hand inventory units by status, client and SKU type, never a non-inventory unit or a shipped one', () => {
    expect(after.today).toBe('2026-03-18');
    expect(after.onHandUnits - before.onHandUnits).toBe(5 + 2 + 1);
    expect(statusUnits(after, 'available') - statusUnits(before, 'available')).toBe(5);
    expect(statusUnits(after, 'qc') - statusUnits(before, 'qc')).toBe(2);
    expect(after.byStatus.some((s) => s.status === 'shipped')).toBe(false);
    expect(after.byClient.find((c) => c.client.id === made.clientId)).toMatchObject({ client: { name: 'Dashboard client' }, units: 8 });
    const typeUnits = (d: InventoryDashboard) => d.bySkuType.find((t) => t.skuType?.id === made.skuTypeId)?.units ?? 0;
    expect(typeUnits(after) - typeUnits(before)).toBe(8);
    const queue = (d: InventoryDashboard, status: string) => bucketOf(d.queues, 'status', status);
    expect([queue(after, 'qc') - queue(before, 'qc'), queue(after, 'repair') - queue(before, 'repair'), queue(after, 'clean') - queue(before, 'clean')]).toEqual([2, 1, 0]);
  });

  it('counts a receipt at 23:30 in the caller\'s zone on that day, for the flow and for the age', () => {
    expect(after.flow).toHaveLength(30);
    expect(after.flow.at(-1)!.day).toBe('2026-03-18');
    expect(dayOf(after, '2026-03-10').received - dayOf(before, '2026-03-10').received).toBe(7);
    expect(dayOf(after, '2026-03-11').received - dayOf(before, '2026-03-11').received).toBe(0);
    expect(dayOf(after, '2026-03-16').received - dayOf(before, '2026-03-16').received).toBe(5);
    expect(dayOf(after, '2026-03-17').shipped - dayOf(before, '2026-03-17').shipped).toBe(3);
    const age = (d: InventoryDashboard, bucket: string) => bucketOf(d.age, 'bucket', bucket);
    expect(age(after, '8-30') - age(before, '8-30')).toBe(5);
    expect(age(after, '0-7') - age(before, '0-7')).toBe(2);
  });

  it('cuts days in UTC for a caller in UTC', async () => {
    const utc = (await dashboard(admin, { TimeZone: 'UTC' })).body.payload;
    expect(utc.timeZone).toBe('UTC');
    expect(dayOf(utc, '2026-03-10').received - dayOf(beforeUtc, '2026-03-10').received).toBe(0);
    expect(dayOf(utc, '2026-03-11').received - dayOf(beforeUtc, '2026-03-11').received).toBe(7);
  });

  it('sorts lots into expired and expiring within 30/60/90 days, each lot named', () => {
    const lots = (d: InventoryDashboard, bucket: string) => d.expiry.find((e) => e.bucket === bucket)!;
    expect(lots(after, 'expired').lots - lots(before, 'expired').lots).toBe(1);
    expect(lots(after, 'expired').units - lots(before, 'expired').units).toBe(5);
    expect(lots(after, 'within-30').units - lots(before, 'within-30').units).toBe(2);
    const mine = after.lots.filter((lot) => lot.client.id === made.clientId);
    expect(mine.map((lot) => [lot.lotNumber, lot.bucket, lot.units])).toEqual([['L-EXPIRED', 'expired', 5], ['L-SOON', 'within-30', 2]]);
  });

  it('counts bins empty, occupied and blocked, and open discrepancies only', () => {
    expect(after.bins.occupied - before.bins.occupied).toBe(2);
    expect(after.bins.empty - before.bins.empty).toBe(0);
    expect(after.bins.blocked - before.bins.blocked).toBe(1);
    expect(after.openDiscrepancies - before.openDiscrepancies).toBe(1);
  });
});
