// Stock for the counting benches: a zone of its own with its bins and a serialised SKU made through
// the API, and the units written straight into the server's database in one statement (receiving
// 20,000 units through /v1/sync takes minutes, and setting up is not what the benches measure).
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { CountingProgress } from '../../src/domain/counting/results';
import type { Database } from '../../src/server/db/client';
import { bins } from '../../src/server/db/schema/master';
import { items } from '../../src/server/db/schema/receiving';
import { call } from './http';

export interface StockUnit {
  itemId: string;
  skuId: string;
  wmsNumber: string;
  serial: string;
}

export interface CountingStock {
  zoneId: string;
  /** In walking order, each with the units put into it. */
  bins: { id: string; code: string; units: StockUnit[] }[];
}

/** `binCount` bins of a new zone holding `perBin` available serialised units each (a demo client's new SKU). */
export async function countingStock(url: string, db: Database, token: string, binCount: number, perBin: number): Promise<CountingStock> {
  const options = await call<{ clients: { id: string; code: string }[] }>(`${url}/v1/receiving/options`, { token });
  const client = options.clients[0];
  if (!client) throw new Error('No client in the demo data');
  // Unique per run: PostgreSQL runs share the database `bench`.
  const code = `B${randomUUID().replace(/-/g, '').slice(0, 7).toUpperCase()}`;
  const zoneId = (await call<{ id: string }>(`${url}/v1/zones`, { token, body: { code, name: `Counting bench ${code}`, active: true } })).id;
  for (let n = 0; n < binCount; n++) {
    const body = { zoneId, code: `${code}-${String(n + 1).padStart(3, '0')}`, pickSequence: n, blocked: false, blockedReason: '', active: true };
    await call(`${url}/v1/bins`, { token, body });
  }
  const sku = await call<{ id: string }>(`${url}/v1/skus`, {
    token,
    body: {
      code: `${code}-S`, description: 'Counted handset', clientId: client.id, skuTypeId: null, brandId: null, modelId: null,
      serialised: true, unit: 'EA', sapMaterialNumber: '', unitValue: 250, active: true, barcodes: [],
    },
  });
  await db.execute(sql`
    insert into items (id, company_id, wms_number, client_id, sku_id, serial, quantity, bin_id, status)
    select gen_random_uuid(), b.company_id, ${code} || '-W' || lpad(b.pick_sequence::text, 3, '0') || lpad(n::text, 4, '0'),
      ${client.id}::uuid, ${sku.id}::uuid, ${code} || '-SN-' || lpad(b.pick_sequence::text, 3, '0') || lpad(n::text, 4, '0'), 1, b.id, 'available'
    from bins b cross join generate_series(1, ${perBin}::int) n
    where b.zone_id = ${zoneId}::uuid`);
  const rows = await db
    .select({ binId: bins.id, binCode: bins.code, itemId: items.id, skuId: items.skuId, wmsNumber: items.wmsNumber, serial: items.serial })
    .from(items)
    .innerJoin(bins, eq(bins.id, items.binId))
    .where(eq(bins.zoneId, zoneId))
    .orderBy(asc(bins.pickSequence), asc(items.wmsNumber));
  const byBin = new Map<string, CountingStock['bins'][number]>();
  for (const row of rows) {
    const bin = byBin.get(row.binId) ?? { id: row.binId, code: row.binCode, units: [] };
    bin.units.push({ itemId: row.itemId, skuId: row.skuId, wmsNumber: row.wmsNumber, serial: row.serial ?? '' });
    byBin.set(row.binId, bin);
  }
  if (rows.length !== binCount * perBin) throw new Error(`${rows.length} units made, not ${binCount * perBin}`);
  return { zoneId, bins: [...byBin.values()] };
}

/** A serial cycle over the stock's zone, created and started (the snapshot is written by the start). */
export async function startedSerialCycle(url: string, token: string, stock: CountingStock): Promise<string> {
  const body = { name: `Bench ${stock.zoneId.slice(0, 8)}`, mode: 'serial', blind: false, scope: { zoneIds: [stock.zoneId], binIds: [], skuIds: [], clientIds: [] }, counterIds: [] };
  const cycle = await call<{ id: string }>(`${url}/v1/counting/cycles`, { token, body });
  await call(`${url}/v1/counting/cycles/${cycle.id}/start`, { token, body: {} });
  return cycle.id;
}

export const cycleProgress = (url: string, token: string, cycleId: string) => call<CountingProgress>(`${url}/v1/counting/cycles/${cycleId}/progress`, { token });

/** Units on the server over every count of the cycle, closed or not. */
export const unitsCounted = (progress: CountingProgress) =>
  progress.zones.flatMap((zone) => zone.bins).flatMap((bin) => bin.counts).reduce((sum, count) => sum + count.units, 0);
