import { and, asc, count, eq } from 'drizzle-orm';
import type { ControlNumberStatus } from '../../domain/receiving/statuses';
import { nextNumbers } from '../settings/sequences';
import type { Database } from './client';
import { users } from './schema/auth';
import { bins, catalogueEntries, clients, containers, movements, skus } from './schema/master';
import { controlNumberLines, controlNumberTrackings, controlNumbers, items, wmsReservations } from './schema/receiving';

/**
 * Demo control numbers: each demo client has some, in every state, a few with scanned units (their
 * WMS numbers reserved as a handheld would have, their receive and goods-receipt movements in the
 * ledger). Seeded once: a company that has control numbers keeps them.
 */

type Unit = { sku: number; serial?: string; quantity?: number; bin?: string; container?: number };
interface DemoControlNumber {
  client: string;
  status: ControlNumberStatus;
  sourceType: string;
  dealer?: string;
  carrier?: string;
  trackings: string[];
  /** Index into the client's SKUs (serialised first, then counted), expected quantity. */
  lines: [number, number][];
  units: Unit[];
  notes: string;
}

const DEMO: DemoControlNumber[] = [
  { client: 'ACME', status: 'draft', sourceType: 'NEW', dealer: 'BESTBUY', carrier: 'UPS', trackings: ['1Z999AA10123456784'], lines: [[0, 5], [1, 3]], units: [], notes: 'Pre-announced by ACME logistics.' },
  {
    client: 'ACME', status: 'receiving', sourceType: 'CUST-RET', dealer: 'AMAZON', carrier: 'FEDEX', trackings: ['794698221234', '794698221235'], lines: [[0, 3], [1, 1]],
    units: [{ sku: 0, serial: 'R58N10AB001', bin: 'A-01-01' }, { sku: 0, serial: 'R58N10AB002', bin: 'A-01-01' }, { sku: 1, serial: 'DMPX2LL-77', container: 10 }, { sku: 1, serial: 'DMPX2LL-78', container: 10 }],
    notes: 'Two boxes, one damaged on arrival.',
  },
  {
    client: 'NORDIC', status: 'received', sourceType: 'REP-RET', carrier: 'DHL', trackings: ['JD014600003828382'], lines: [[0, 2], [-1, 12]],
    units: [{ sku: 0, serial: 'NO-REP-1001', bin: 'A-02-01' }, { sku: 0, serial: 'NO-REP-1002', bin: 'A-02-01' }, { sku: -1, quantity: 12, bin: 'A-02-02' }],
    notes: '',
  },
  { client: 'NORDIC', status: 'draft', sourceType: 'TRANSFER', trackings: [], lines: [], units: [], notes: 'Transfer from the Oslo site.' },
  { client: 'GLOBEX', status: 'closed', sourceType: 'NEW', dealer: 'TARGET', carrier: 'UPS', trackings: ['1Z999AA10123456799'], lines: [[0, 1]], units: [{ sku: 0, serial: 'GX-0001', bin: 'A-03-01' }], notes: '' },
  { client: 'GLOBEX', status: 'cancelled', sourceType: 'DOA', trackings: ['9400111899223197428490'], lines: [[0, 1]], units: [], notes: 'Sent to the wrong warehouse.' },
];

async function idsByCode(tx: Database, companyId: string, catalogue: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: catalogueEntries.id, code: catalogueEntries.code })
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.companyId, companyId), eq(catalogueEntries.catalogue, catalogue)));
  return new Map(rows.map((row) => [row.code, row.id]));
}

async function skusOf(tx: Database, clientId: string) {
  const rows = await tx.select({ id: skus.id, serialised: skus.serialised }).from(skus).where(eq(skus.clientId, clientId)).orderBy(asc(skus.code));
  const serialised = rows.filter((s) => s.serialised);
  const counted = rows.filter((s) => !s.serialised);
  // Non-negative indexes pick serialised SKUs, negative ones counted SKUs.
  return (index: number) => (index >= 0 ? serialised[index] : counted[-index - 1]);
}

export async function seedDemoControlNumbers(tx: Database, companyId: string, now: Date): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(controlNumbers).where(eq(controlNumbers.companyId, companyId));
  if ((existing?.n ?? 0) > 0) return;
  const clientIds = new Map((await tx.select({ id: clients.id, code: clients.code }).from(clients).where(eq(clients.companyId, companyId))).map((c) => [c.code, c.id]));
  const catalogues = { sourceType: await idsByCode(tx, companyId, 'source-type'), dealer: await idsByCode(tx, companyId, 'dealer'), carrier: await idsByCode(tx, companyId, 'carrier') };
  const [operator] = await tx.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), eq(users.username, 'operator')));
  const binIds = new Map((await tx.select({ id: bins.id, code: bins.code }).from(bins).where(eq(bins.companyId, companyId))).map((b) => [b.code, b.id]));
  const containerIds = (await tx.select({ id: containers.id }).from(containers).where(eq(containers.companyId, companyId)).orderBy(asc(containers.code))).map((c) => c.id);

  const numbers = await nextNumbers(tx, companyId, 'control-number', DEMO.length, now);
  for (const [index, demo] of DEMO.entries()) {
    const clientId = clientIds.get(demo.client);
    if (!clientId) continue;
    const sku = await skusOf(tx, clientId);
    const number = numbers[index]!;
    const createdAt = new Date(now.getTime() - (DEMO.length - index) * 86_400_000);
    const posted = demo.status === 'received' || demo.status === 'closed';
    const [row] = await tx
      .insert(controlNumbers)
      .values({
        companyId, number, clientId, status: demo.status, notes: demo.notes, createdBy: operator?.id ?? null, createdAt, updatedAt: createdAt,
        sourceTypeId: catalogues.sourceType.get(demo.sourceType) ?? null,
        dealerId: demo.dealer ? (catalogues.dealer.get(demo.dealer) ?? null) : null,
        carrierId: demo.carrier ? (catalogues.carrier.get(demo.carrier) ?? null) : null,
        receivedAt: posted ? createdAt : null,
        closedAt: demo.status === 'closed' ? createdAt : null,
      })
      .returning({ id: controlNumbers.id });
    if (!row) continue;
    if (demo.trackings.length > 0) await tx.insert(controlNumberTrackings).values(demo.trackings.map((trackingNumber) => ({ controlNumberId: row.id, trackingNumber })));
    const lines = demo.lines.flatMap(([at, quantity]) => (sku(at) ? [{ controlNumberId: row.id, skuId: sku(at)!.id, quantity }] : []));
    if (lines.length > 0) await tx.insert(controlNumberLines).values(lines);
    await seedUnits(tx, { companyId, number, controlNumberId: row.id, clientId, userId: operator?.id ?? null, at: createdAt, posted }, demo.units.flatMap((unit) => {
      const found = sku(unit.sku);
      if (!found) return [];
      return [{ skuId: found.id, serial: unit.serial ?? null, quantity: unit.quantity ?? 1, binId: unit.bin ? (binIds.get(unit.bin) ?? null) : null, containerId: unit.container === undefined ? null : (containerIds[unit.container] ?? null) }];
    }));
  }
}

interface UnitContext { companyId: string; number: string; controlNumberId: string; clientId: string; userId: string | null; at: Date; posted: boolean }
type UnitRow = { skuId: string; serial: string | null; quantity: number; binId: string | null; containerId: string | null };

/** Items with reserved WMS numbers, and their movements: receive, and goods receipt when posted. */
async function seedUnits(tx: Database, ctx: UnitContext, units: UnitRow[]): Promise<void> {
  if (units.length === 0) return;
  const device = 'demo-seed';
  const wms = await nextNumbers(tx, ctx.companyId, 'wms-number', units.length, ctx.at);
  await tx.insert(wmsReservations).values(wms.map((number) => ({ companyId: ctx.companyId, number, reservedBy: ctx.userId, device, reservedAt: ctx.at })));
  const created = await tx
    .insert(items)
    .values(units.map((unit, i) => ({
      id: crypto.randomUUID(), companyId: ctx.companyId, wmsNumber: wms[i]!, clientId: ctx.clientId, controlNumberId: ctx.controlNumberId, ...unit,
      status: ctx.posted ? ('available' as const) : ('received' as const), createdBy: ctx.userId, device, createdAt: ctx.at, updatedAt: ctx.at,
      receiptAt: ctx.posted ? ctx.at : null,
    })))
    .returning({ id: items.id, skuId: items.skuId, quantity: items.quantity, binId: items.binId, containerId: items.containerId });
  // The rows the ledger module writes for a receive and a goods receipt (src/server/ledger), in bulk.
  const base = (item: (typeof created)[number]) => ({
    companyId: ctx.companyId, itemId: item.id, skuId: item.skuId, quantity: item.quantity, toBinId: item.binId, toContainerId: item.containerId,
    referenceType: 'control-number', referenceId: ctx.number, userId: ctx.userId, device, at: ctx.at,
  });
  await tx.insert(movements).values([
    ...created.map((item) => ({ ...base(item), type: 'receive' as const, toStatus: 'received', sapStatus: 'not-required' as const })),
    ...(ctx.posted
      ? created.map((item) => ({
          ...base(item), type: 'goods-receipt' as const, fromStatus: 'received', fromBinId: item.binId, fromContainerId: item.containerId, toStatus: 'available', sapStatus: 'posted' as const,
        }))
      : []),
  ]);
}

const EXTRA_STATUSES: ControlNumberStatus[] = ['draft', 'receiving', 'received', 'closed', 'closed', 'closed', 'cancelled'];

/** `total` generated control numbers (one tracking number each, no units) to try the receiving list at scale. */
export async function seedExtraControlNumbers(tx: Database, companyId: string, total: number, now: Date): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(controlNumbers).where(eq(controlNumbers.companyId, companyId));
  const owners = (await tx.select({ id: clients.id }).from(clients).where(eq(clients.companyId, companyId)).orderBy(asc(clients.code))).map((c) => c.id);
  if (owners.length === 0) return;
  for (let from = Math.max(0, (existing?.n ?? 0) - DEMO.length); from < total; from += 1000) {
    const size = Math.min(1000, total - from);
    const numbers = await nextNumbers(tx, companyId, 'control-number', size, now);
    const rows = numbers.map((number, i) => {
      const n = from + i;
      const createdAt = new Date(now.getTime() - (total - n) * 600_000);
      return { companyId, number, clientId: owners[n % owners.length]!, status: EXTRA_STATUSES[n % EXTRA_STATUSES.length]!, createdAt, updatedAt: createdAt };
    });
    const created = await tx.insert(controlNumbers).values(rows).returning({ id: controlNumbers.id, number: controlNumbers.number });
    await tx.insert(controlNumberTrackings).values(created.map((cn) => ({ controlNumberId: cn.id, trackingNumber: `TRK${cn.number}` })));
  }
}

