import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountingCycleDetail } from '../../../domain/counting/cycles';
import { cycleBody } from '../../../../tests/factories/counting';
import { company } from '../../db/schema/company';
import { countingSnapshot } from '../../db/schema/counting';
import { bins, clients, skus, zones } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { appFixture } from '../../testing/app-fixture';

/*
 * What the HTTP suite cannot reach quickly: a warehouse-sized scope (20,000 units written straight
 * into the items table) and the snapshot rows themselves.
 */
let fx: Awaited<ReturnType<typeof appFixture>>;
let admin: string;
let zoneId: string;
const UNITS = 20_000;
const BINS = 100;

beforeAll(async () => {
  fx = await appFixture();
  admin = await fx.signIn('admin');
  const [org] = await fx.db.select({ id: company.id }).from(company).limit(1);
  const companyId = org!.id;
  const [client] = await fx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'NORDIC'));
  const [sku] = await fx.db.insert(skus).values({ companyId, clientId: client!.id, code: 'T-BIG-1', serialised: true }).returning({ id: skus.id });
  const [zone] = await fx.db.insert(zones).values({ companyId, code: 'BIG', name: 'Big zone' }).returning({ id: zones.id });
  zoneId = zone!.id;
  const binRows = await fx.db
    .insert(bins)
    .values(Array.from({ length: BINS }, (_, i) => ({ companyId, zoneId, code: `BIG-${i}`, pickSequence: i })))
    .returning({ id: bins.id });
  for (let from = 0; from < UNITS; from += 1000) {
    await fx.db.insert(items).values(
      Array.from({ length: 1000 }, (_, i) => {
        const n = from + i;
        // Every tenth unit has shipped: it is no longer in a counted status.
        return { id: crypto.randomUUID(), companyId, wmsNumber: `T-BIG-${n}`, clientId: client!.id, skuId: sku!.id, serial: `S-${n}`, binId: binRows[n % BINS]!.id, status: n % 10 === 9 ? ('shipped' as const) : ('available' as const) };
      }),
    );
  }
}, 120_000);
afterAll(() => fx.close());

describe('starting a large counting cycle', { timeout: 30_000 }, () => {
  it('snapshots 20,000 units (those still in a counted status) with their bins', async () => {
    const created = await fx.request<CountingCycleDetail>('/v1/counting/cycles', {
      token: admin,
      body: cycleBody({ zoneIds: [zoneId] }, { name: 'Big zone', blind: true }),
    });
    expect(created.status).toBe(201);
    const answer = await fx.request<CountingCycleDetail>(`/v1/counting/cycles/${created.body.payload.id}/start`, { token: admin, method: 'POST' });
    expect(answer.body.payload.totals).toEqual({ bins: BINS, items: UNITS * 0.9, units: UNITS * 0.9 });

    const [first] = await fx.db.select().from(countingSnapshot).where(eq(countingSnapshot.cycleId, created.body.payload.id)).orderBy(asc(countingSnapshot.wmsNumber)).limit(1);
    const [item] = await fx.db.select().from(items).where(and(eq(items.wmsNumber, first!.wmsNumber)));
    expect(first).toMatchObject({ itemId: item!.id, binId: item!.binId, skuId: item!.skuId, serial: item!.serial, quantity: item!.quantity });
  });
});
