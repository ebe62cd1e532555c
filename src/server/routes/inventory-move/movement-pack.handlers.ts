import { type SQL, and, asc, desc, eq, inArray } from 'drizzle-orm';
import { MOVABLE_STATUSES, type MoveUnitLookup, type MovementPack, PACK_RECEIVED_UNITS } from '../../../domain/inventory/movement';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { bins, containers, skuBarcodes, skus, zones } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { holdersOf } from '../../ledger/holds';
import { aliasOf, oldLabelsOf, unitCodeWhere } from '../../ledger/unit-codes';
import { ok } from '../../lib/respond';

const unitColumns = {
  id: items.id, wmsNumber: items.wmsNumber, serial: items.serial, skuId: items.skuId, quantity: items.quantity,
  binId: items.binId, containerId: items.containerId, lotNumber: items.lotNumber, status: items.status,
};

/** The units with the scrap list holding each (ledger/holds), so a device refuses to move a held one offline as the server would. */
async function withHolders<T extends { id: string }>(db: Database, units: readonly T[]): Promise<(T & { heldBy: string | null })[]> {
  const holders = await holdersOf(db, units.map((unit) => unit.id));
  return units.map((unit) => ({ ...unit, heldBy: holders.get(unit.id) ?? null }));
}

const movableUnits = (db: Database, companyId: string, where: SQL | undefined) =>
  db.select(unitColumns).from(items).where(and(eq(items.companyId, companyId), inArray(items.status, [...MOVABLE_STATUSES]), where));

/**
 * The units a pack carries: the newest received ones (put-away, any zone; by the status index) and
 * those in the zone's bins, loose or in a container (by the bin index). Never the whole company's.
 */
async function packUnits(db: Database, companyId: string, zoneId: string | undefined) {
  const received = db
    .select(unitColumns)
    .from(items)
    .where(and(eq(items.companyId, companyId), eq(items.status, 'received')))
    .orderBy(desc(items.createdAt))
    .limit(PACK_RECEIVED_UNITS);
  const inZone = zoneId ? movableUnits(db, companyId, inArray(items.binId, db.select({ id: bins.id }).from(bins).where(and(eq(bins.companyId, companyId), eq(bins.zoneId, zoneId))))) : Promise.resolve([]);
  const [first, second] = await Promise.all([received, inZone]);
  const seen = new Set(first.map((unit) => unit.id));
  return [...first, ...second.filter((unit) => !seen.has(unit.id))];
}

/**
 * The download of the movement and relabel screens: every bin in walking order (blocked and inactive
 * ones too, so the device can say why it refuses them), every container, every active SKU with its
 * barcodes, the units it is likely to handle (packUnits) and their old labels. The device resolves
 * scans from it offline.
 */
export async function unitPack(c: AppContext, _body: undefined, query: { zoneId?: string | undefined }) {
  const { companyId } = authOf(c);
  const { db } = c.get('deps');
  const [binRows, containerRows, itemRows, skuRows, barcodes] = await Promise.all([
    db
      .select({ id: bins.id, code: bins.code, zoneId: bins.zoneId, zone: zones.code, pickSequence: bins.pickSequence, blocked: bins.blocked, active: bins.active })
      .from(bins)
      .innerJoin(zones, eq(zones.id, bins.zoneId))
      .where(eq(bins.companyId, companyId))
      .orderBy(asc(zones.code), asc(bins.pickSequence), asc(bins.code)),
    db.select({ id: containers.id, code: containers.code, binId: containers.binId, active: containers.active }).from(containers).where(eq(containers.companyId, companyId)),
    packUnits(db, companyId, query.zoneId),
    db
      .select({ id: skus.id, code: skus.code, description: skus.description, serialised: skus.serialised })
      .from(skus)
      .where(and(eq(skus.companyId, companyId), eq(skus.active, true)))
      .orderBy(asc(skus.code)),
    db
      .select({ skuId: skuBarcodes.skuId, barcode: skuBarcodes.barcode })
      .from(skuBarcodes)
      .innerJoin(skus, eq(skus.id, skuBarcodes.skuId))
      .where(and(eq(skus.companyId, companyId), eq(skus.active, true))),
  ]);
  const [aliases, held] = await Promise.all([oldLabelsOf(db, companyId, itemRows.map((unit) => unit.id)), withHolders(db, itemRows)]);
  const bySku = new Map<string, string[]>();
  for (const row of barcodes) bySku.set(row.skuId, [...(bySku.get(row.skuId) ?? []), row.barcode]);
  const pack: MovementPack = {
    bins: binRows,
    containers: containerRows,
    items: held,
    aliases,
    skus: skuRows.map((sku) => ({ ...sku, barcodes: bySku.get(sku.id) ?? [] })),
    zoneId: query.zoneId ?? null,
    downloadedAt: new Date().toISOString(),
  };
  return ok(c, pack);
}

/** A scanned unit the device's pack does not hold: by WMS number, serial or old label (unit-codes). */
export async function lookupUnit(c: AppContext, _body: undefined, query: { code: string }) {
  const { companyId } = authOf(c);
  const { db } = c.get('deps');
  const code = query.code;
  const [units, relabelled] = await Promise.all([movableUnits(db, companyId, await unitCodeWhere(db, companyId, code)).limit(10), aliasOf(db, companyId, code)]);
  return ok(c, { units: await withHolders(db, units), relabelled } satisfies MoveUnitLookup);
}
