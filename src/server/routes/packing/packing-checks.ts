import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PackRejection } from '../../../domain/shipping/packing';
import type { CartonStatus } from '../../../domain/shipping/statuses';
import { orderStates } from '../../../domain/states/order-states';
import { shipmentStates } from '../../../domain/states/shipment-states';
import { allowsWork } from '../../../domain/states/state-machine';
import type { Database } from '../../db/client';
import { orderAllocations, orders } from '../../db/schema/orders';
import { items } from '../../db/schema/receiving';
import { cartons, shipments } from '../../db/schema/shipping';
import { AppError } from '../../lib/errors';
import type { LockedOrder } from '../orders/order-state';

/** A refused packing step: the device reads `reason` to say what to do, in the user's language. */
export function refusedPack(reason: PackRejection, message: string, detail: Record<string, unknown> = {}): AppError {
  return new AppError(409, message, { reason, ...detail });
}

export interface PackingOrder extends LockedOrder {
  shipmentId: string | null;
}

/**
 * The order being packed, locked (an order's cancel or a second packer waits), refused unless its
 * state lets it be packed. 404 for an order the company does not have.
 */
export async function lockOrderForPacking(tx: Database, companyId: string, orderId: string): Promise<PackingOrder> {
  const [order] = await tx
    .select({ id: orders.id, number: orders.number, state: orders.status, clientId: orders.clientId, shipmentId: orders.shipmentId })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)))
    .for('update');
  if (!order) throw new AppError(404, 'No such order.');
  if (!allowsWork(orderStates, 'pack', order.state)) throw refusedPack('order-not-ready', `Order ${order.number} is ${order.state}; only a picked order is packed.`, { orderStatus: order.state });
  return order;
}

export interface LockedCarton {
  id: string;
  sscc: string;
  orderId: string;
  shipmentId: string;
  shipmentNumber: string;
  cartonTypeId: string;
  status: CartonStatus;
}

/**
 * The carton and its order, locked order first (as every packing write does, so two packers of one
 * order never deadlock), refused when the carton is closed or its shipment no longer packing.
 */
export async function lockOpenCarton(tx: Database, companyId: string, cartonId: string): Promise<{ carton: LockedCarton; order: PackingOrder }> {
  const [found] = await tx.select({ orderId: cartons.orderId }).from(cartons).where(and(eq(cartons.companyId, companyId), eq(cartons.id, cartonId)));
  if (!found) throw refusedPack('unknown-carton', 'This carton is not known on the server.');
  const order = await lockOrderForPacking(tx, companyId, found.orderId);
  const [carton] = await tx
    .select({
      id: cartons.id, sscc: cartons.sscc, orderId: cartons.orderId, shipmentId: cartons.shipmentId, shipmentNumber: shipments.number,
      shipmentStatus: shipments.status, cartonTypeId: cartons.cartonTypeId, status: cartons.status,
    })
    .from(cartons)
    .innerJoin(shipments, eq(shipments.id, cartons.shipmentId))
    .where(eq(cartons.id, cartonId))
    .for('update', { of: cartons });
  if (!carton) throw refusedPack('unknown-carton', 'This carton is not known on the server.');
  if (carton.status !== 'open') throw refusedPack('carton-closed', `Carton ${carton.sscc} is closed.`, { sscc: carton.sscc });
  if (!allowsWork(shipmentStates, 'pack', carton.shipmentStatus)) throw refusedPack('order-not-ready', `Shipment ${carton.shipmentNumber} is ${carton.shipmentStatus}; its cartons are not packed any more.`);
  const { shipmentStatus: _status, ...rest } = carton;
  return { carton: rest, order };
}

/** A unit the order holds, where it stands now. */
export interface OrderUnit {
  allocationId: string;
  lineId: string;
  itemId: string;
  quantity: number;
  pickedAt: Date | null;
  pickedBy: string | null;
  pickTaskId: string | null;
  allocatedAt: Date;
}

/** The order's picked units of one SKU not packed yet, in the order a quantity pack takes them (largest first, as the device does). */
export async function unpackedOfSku(tx: Database, orderId: string, skuId: string): Promise<OrderUnit[]> {
  return tx
    .select({
      allocationId: orderAllocations.id, lineId: orderAllocations.lineId, itemId: orderAllocations.itemId, quantity: orderAllocations.quantity,
      pickedAt: orderAllocations.pickedAt, pickedBy: orderAllocations.pickedBy, pickTaskId: orderAllocations.pickTaskId, allocatedAt: orderAllocations.allocatedAt,
    })
    .from(orderAllocations)
    .innerJoin(items, eq(items.id, orderAllocations.itemId))
    .where(and(eq(orderAllocations.orderId, orderId), eq(items.skuId, skuId), eq(items.status, 'picked')))
    .orderBy(sql`${orderAllocations.quantity} desc`, asc(orderAllocations.itemId));
}

/** Units of the orders not in a carton yet: zero means everything is packed. */
export async function unpackedCount(tx: Database, orderIds: readonly string[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const [row] = await tx
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(orderAllocations)
    .innerJoin(items, eq(items.id, orderAllocations.itemId))
    .where(and(inArray(orderAllocations.orderId, [...orderIds]), ne(items.status, 'packed')));
  return row?.n ?? 0;
}
