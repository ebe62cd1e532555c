import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../../domain/lists/list-query';
import type { SkuMovementPage } from '../../../domain/skus/sku-movements';
import type { Sku } from '../../../domain/skus/skus';
import { auditLog, users } from '../../db/schema/auth';
import { company } from '../../db/schema/company';
import { bins, containers, movements, skus, zones } from '../../db/schema/master';
import { seedDemo } from '../../db/seed';
import { appFixture } from '../../testing/app-fixture';

/*
 * What the HTTP suite cannot reach: the movement ledger has no writer yet (receiving comes later), so
 * rows go straight into the table here; and the audit rows after each SKU change.
 */
let fx: Awaited<ReturnType<typeof appFixture>>;
let admin: string;
let sku: Sku;
beforeAll(async () => {
  fx = await appFixture();
  admin = await fx.signIn('admin');
  const list = await fx.request<ListPage<Sku>>('/v1/skus?q=SKU-0007', { token: admin });
  sku = list.body.payload.items[0]!;
}, 60_000);
afterAll(() => fx.close());

const MINUTE = 60_000;

async function writeLedger() {
  const [org] = await fx.db.select({ id: company.id }).from(company).limit(1);
  const [operator] = await fx.db.select({ id: users.id }).from(users).where(eq(users.username, 'operator'));
  const companyId = org!.id;
  const [zone] = await fx.db.insert(zones).values({ companyId, code: 'T-Z-MV', name: 'Movement zone' }).returning();
  const [dock, shelf] = await fx.db.insert(bins).values([{ companyId, zoneId: zone!.id, code: 'T-DOCK-1' }, { companyId, zoneId: zone!.id, code: 'T-A-01-02' }]).returning();
  const [pallet] = await fx.db.insert(containers).values({ companyId, code: 'T-CNT-901', type: 'pallet' }).returning();
  const start = Date.parse('2026-03-01T08:00:00Z');
  await fx.db.insert(movements).values([
    { companyId, skuId: sku.id, type: 'receive', quantity: 5, toBinId: dock!.id, referenceType: 'control-number', referenceId: 'CN-000001', userId: operator!.id, device: 'HH-01', at: new Date(start), sapStatus: 'posted', sapDocument: '4900001234' },
    { companyId, skuId: sku.id, type: 'putaway', quantity: 5, fromBinId: dock!.id, toBinId: shelf!.id, toContainerId: pallet!.id, userId: operator!.id, device: 'HH-01', at: new Date(start + MINUTE), sapStatus: 'failed', sapError: 'Plant 1000 locked' },
    { companyId, skuId: sku.id, type: 'adjust', quantity: -1, fromBinId: shelf!.id, at: new Date(start + 2 * MINUTE), sapStatus: 'pending' },
  ]);
}

describe('SAP Movement page', { timeout: 20_000 }, () => {
  it('answers an empty page for a SKU without movements, with the SKU', async () => {
    const answer = await fx.request<SkuMovementPage>(`/v1/skus/${sku.id}/movements`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.payload).toMatchObject({ sku: { id: sku.id, code: sku.code, clientCode: sku.client.code }, items: [], total: 0 });
  });

  it('lists the ledger newest first with places, user, device and posting state; filters and pages', async () => {
    await writeLedger();
    const all = (await fx.request<SkuMovementPage>(`/v1/skus/${sku.id}/movements`, { token: admin })).body.payload;
    expect(all.total).toBe(3);
    expect(all.items.map((m) => m.type)).toEqual(['adjust', 'putaway', 'receive']);
    expect(all.items[1]).toMatchObject({
      quantity: 5, from: { bin: 'T-DOCK-1', container: null }, to: { bin: 'T-A-01-02', container: 'T-CNT-901' }, username: 'operator', device: 'HH-01',
      sapStatus: 'failed', sapError: 'Plant 1000 locked',
    });
    expect(all.items[2]).toMatchObject({ reference: { type: 'control-number', id: 'CN-000001' }, sapStatus: 'posted', sapDocument: '4900001234' });

    const failed = (await fx.request<SkuMovementPage>(`/v1/skus/${sku.id}/movements?sapStatus=failed`, { token: admin })).body.payload;
    expect(failed.items.map((m) => m.type)).toEqual(['putaway']);
    const second = (await fx.request<SkuMovementPage>(`/v1/skus/${sku.id}/movements?pageSize=10&page=2`, { token: admin })).body.payload;
    expect(second).toMatchObject({ items: [], total: 3, page: 2 });
    const bad = await fx.request(`/v1/skus/${sku.id}/movements?sapStatus=lost`, { token: admin });
    expect(bad.status).toBe(400);
  });

  it('needs BIN_MANAGEMENT and a SKU of the caller’s company', async () => {
    const operator = await fx.signIn('operator');
    expect((await fx.request(`/v1/skus/${sku.id}/movements`, { token: operator })).status).toBe(403);
    expect((await fx.request('/v1/skus/00000000-0000-4000-8000-000000000000/movements', { token: admin })).status).toBe(404);
  });

  it('keeps a SKU with movements from deletion (409 usedBy) and audits its deactivation', async () => {
    const answer = await fx.request(`/v1/skus/${sku.id}`, { method: 'DELETE', token: admin });
    expect(answer.status).toBe(409);
    expect(answer.body.payload).toEqual({ usedBy: { movements: 3 } });
    expect(await fx.db.select({ id: skus.id }).from(skus).where(eq(skus.id, sku.id))).toHaveLength(1);

    expect((await fx.request(`/v1/skus/${sku.id}/active`, { method: 'PUT', token: admin, body: { active: false } })).status).toBe(200);
    const [row] = await fx.db.select().from(auditLog).where(and(eq(auditLog.action, 'sku.deactivate'), eq(auditLog.entityId, sku.id))).orderBy(desc(auditLog.at));
    expect(row).toMatchObject({ entity: 'sku', username: 'admin', detail: { code: sku.code } });
  });
});

describe('demo seed', () => {
  // Runs the whole demo seed again (every area's idempotent checks): longer than a unit test's default.
  it('made 200 SKUs with a GTIN each and does not add more when run again', async () => {
    await seedDemo(fx.db);
    const page = (await fx.request<ListPage<Sku>>('/v1/skus?pageSize=100', { token: admin })).body.payload;
    expect(page.total).toBe(200);
    expect(page.items.every((s) => s.barcodes.length === 1 && ['EAN-13', 'UPC-A'].includes(s.barcodes[0]!.kind))).toBe(true);
    expect(new Set(page.items.map((s) => s.serialised)).size).toBe(2);
  }, 60_000);
});
