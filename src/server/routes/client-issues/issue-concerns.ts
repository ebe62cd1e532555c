import { and, eq, sql } from 'drizzle-orm';
import type { IssueConcern } from '../../../domain/client-issues/statuses';
import type { Database } from '../../db/client';
import { itemAliases } from '../../db/schema/inventory';
import { orders } from '../../db/schema/orders';
import { items } from '../../db/schema/receiving';
import { cartons, shipments } from '../../db/schema/shipping';

const same = (column: Parameters<typeof sql>[1], reference: string) => sql`lower(${column}) = lower(${reference})`;

/**
 * Whether the client has what the issue names: one of its units by WMS number (or an old label of
 * one), by serial, one of its orders by number or its own reference, or a tracking number of one of
 * its shipments. Another client's unit or order counts as unknown: the answer tells nothing about it.
 */
export async function clientHas(db: Database, companyId: string, clientId: string, kind: IssueConcern, reference: string): Promise<boolean> {
  const one = async (query: Promise<unknown[]>) => (await query).length > 0;
  switch (kind) {
    case 'wms-number':
      return (
        (await one(db.select({ id: items.id }).from(items).where(and(eq(items.companyId, companyId), eq(items.clientId, clientId), same(items.wmsNumber, reference))).limit(1))) ||
        one(
          db
            .select({ id: items.id })
            .from(itemAliases)
            .innerJoin(items, eq(items.id, itemAliases.itemId))
            .where(and(eq(itemAliases.companyId, companyId), eq(items.clientId, clientId), same(itemAliases.oldNumber, reference)))
            .limit(1),
        )
      );
    case 'serial':
      return one(db.select({ id: items.id }).from(items).where(and(eq(items.companyId, companyId), eq(items.clientId, clientId), same(items.serial, reference))).limit(1));
    case 'order':
      return one(
        db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.companyId, companyId), eq(orders.clientId, clientId), sql`(${same(orders.number, reference)} or ${same(orders.reference, reference)})`))
          .limit(1),
      );
    case 'tracking':
      return one(
        db
          .select({ id: cartons.id })
          .from(cartons)
          .innerJoin(shipments, eq(shipments.id, cartons.shipmentId))
          .where(and(eq(cartons.companyId, companyId), eq(shipments.clientId, clientId), same(cartons.trackingNumber, reference)))
          .limit(1),
      );
  }
}
