import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LoadOutPack } from '../../../domain/shipping/load-out';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { bins, catalogueEntries } from '../../db/schema/master';
import { orders } from '../../db/schema/orders';
import { cartons, shipments } from '../../db/schema/shipping';
import { ok } from '../../lib/respond';

/**
 * The shipments a loader may put on a truck (labelled) and those packed without a label, whose cartons
 * the device must refuse for that reason, with their cartons and where each was loaded.
 */
export async function loadOutHandler(c: AppContext) {
  const { db } = c.get('deps');
  const { companyId } = authOf(c);
  const rows = await db
    .select({ id: shipments.id, number: shipments.number, status: shipments.status, carrier: catalogueEntries.name })
    .from(shipments)
    .leftJoin(catalogueEntries, eq(catalogueEntries.id, shipments.carrierId))
    .where(and(eq(shipments.companyId, companyId), inArray(shipments.status, ['labelled', 'packed'])))
    .orderBy(asc(shipments.number))
    .limit(2_000);
  const ids = rows.map((r) => r.id);
  const [cartonRows, orderRows] = ids.length === 0
    ? [[], []]
    : await Promise.all([
        db
          .select({ id: cartons.id, shipmentId: cartons.shipmentId, sscc: cartons.sscc, position: cartons.position, trackingNumber: cartons.trackingNumber, loadedAt: cartons.loadedAt, dock: bins.code })
          .from(cartons)
          .leftJoin(bins, eq(bins.id, cartons.dockBinId))
          .where(inArray(cartons.shipmentId, ids))
          .orderBy(asc(cartons.position)),
        db.select({ shipmentId: orders.shipmentId, number: orders.number }).from(orders).where(inArray(orders.shipmentId, ids)).orderBy(asc(orders.number)),
      ]);
  const pack: LoadOutPack = {
    shipments: rows.map((row) => ({
      ...row,
      orders: orderRows.filter((o) => o.shipmentId === row.id).map((o) => o.number),
      cartons: cartonRows.filter((k) => k.shipmentId === row.id).map(({ shipmentId: _s, loadedAt, ...k }) => ({ ...k, loadedAt: loadedAt?.toISOString() ?? null })),
    })),
    downloadedAt: new Date().toISOString(),
  };
  return ok(c, pack);
}

