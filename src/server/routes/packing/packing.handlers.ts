import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PackOrder, PackingQueue, PutWallBatchList, PutWallPack } from '../../../domain/shipping/packing';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { catalogueEntries, clients, containers, skuBarcodes, skus } from '../../db/schema/master';
import { batches, orderAllocations, orderLines, orders } from '../../db/schema/orders';
import { items } from '../../db/schema/receiving';
import { cartons, shipments } from '../../db/schema/shipping';
import type { Database } from '../../db/client';
import { shipsWithOwnFleet } from '../../carriers/resolve';
import { company } from '../../db/schema/company';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';
import { readCartonTypes } from '../carton-types/carton-types.handlers';
import { fromLines, shipToLines } from '../shipments/shipment-labels';

const PRIORITY_RANK = sql<number>`case ${orders.priority} when 'urgent' then 0 when 'high' then 1 when 'normal' then 2 else 3 end`;

/**
 * Picked orders waiting to be packed, the most urgent first: priority, ship-by day (none last), then
 * the oldest last pick. Each with the totes its units wait in, so a scanned tote finds its order.
 */
export async function queueHandler(c: AppContext) {
  const { db } = c.get('deps');
  const { companyId } = authOf(c);
  const lastPick = sql<Date | null>`max(${orderAllocations.pickedAt})`;
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      clientName: clients.name,
      priority: orders.priority,
      shipBy: orders.shipBy,
      carrier: catalogueEntries.name,
      units: sql<number>`cast(coalesce(sum(${items.quantity}), 0) as integer)`,
      packed: sql<number>`cast(coalesce(sum(${items.quantity}) filter (where ${items.status} = 'packed'), 0) as integer)`,
      totes: sql<string[]>`coalesce(array_agg(distinct ${containers.code}) filter (where ${items.status} = 'picked' and ${containers.code} is not null), '{}')`,
      pickedAt: lastPick,
      shipmentNumber: shipments.number,
    })
    .from(orders)
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(catalogueEntries, eq(catalogueEntries.id, orders.carrierId))
    .leftJoin(shipments, eq(shipments.id, orders.shipmentId))
    .leftJoin(orderAllocations, eq(orderAllocations.orderId, orders.id))
    .leftJoin(items, eq(items.id, orderAllocations.itemId))
    .leftJoin(containers, eq(containers.id, items.containerId))
    .where(and(eq(orders.companyId, companyId), eq(orders.status, 'picked')))
    .groupBy(orders.id, clients.name, catalogueEntries.name, shipments.number)
    .orderBy(asc(PRIORITY_RANK), sql`${orders.shipBy} asc nulls last`, sql`${lastPick} asc nulls last`, asc(orders.number))
    .limit(500);
  const queue: PackingQueue = { orders: rows.map((row) => ({ ...row, pickedAt: row.pickedAt ? new Date(row.pickedAt).toISOString() : null })) };
  return ok(c, queue);
}

/**
 * Everything a packing station needs to pack the order offline (PackOrderSchema): the order, its lines,
 * every unit it holds with where it is, its SKUs with barcodes, the totes they are in, the active carton
 * types, and its shipment and cartons so far.
 */
export async function packOrderHandler(c: AppContext, _body: undefined, _query: undefined, { id }: { id: string }) {
  const pack = await readPackOrder(c.get('deps').db, authOf(c).companyId, id);
  if (!pack) throw new AppError(404, 'No such order.');
  return ok(c, pack);
}

/** One order's packing download (PackOrderSchema); null when the company has no such order. */
export async function readPackOrder(db: Database, companyId: string, id: string): Promise<PackOrder | null> {
  return (await readPackOrders(db, companyId, [id]))[0] ?? null;
}

/**
 * The packing downloads of several orders of the company, in the order of `ids` (unknown ones left
 * out), with a fixed number of queries whatever their count: the put-wall reads a whole batch at once.
 */
async function readPackOrders(db: Database, companyId: string, ids: readonly string[]): Promise<PackOrder[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({
      id: orders.id, number: orders.number, status: orders.status, clientId: orders.clientId, clientName: clients.name, carrier: catalogueEntries.name,
      carrierCode: catalogueEntries.code, service: orders.service, shipTo: orders.shipTo, shipmentId: orders.shipmentId, from: company.name, address: company.address,
    })
    .from(orders)
    .innerJoin(company, eq(company.id, orders.companyId))
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(catalogueEntries, eq(catalogueEntries.id, orders.carrierId))
    .where(and(eq(orders.companyId, companyId), inArray(orders.id, [...ids])));
  if (found.length === 0) return [];
  const orderIds = found.map((order) => order.id);
  const shipmentIds = found.flatMap((order) => (order.shipmentId ? [order.shipmentId] : []));
  const carriers = new Map(found.map((order) => [order.carrierCode ?? '', order.carrierCode ? { code: order.carrierCode, name: order.carrier ?? order.carrierCode } : null]));
  const [lines, units, cartonTypes, shipmentRows, cartonRows, fleet] = await Promise.all([
    db.select({ orderId: orderLines.orderId, skuId: orderLines.skuId, quantity: orderLines.quantity }).from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.position)),
    db
      .select({
        orderId: orderAllocations.orderId, id: items.id, wmsNumber: items.wmsNumber, serial: items.serial, skuId: items.skuId, quantity: items.quantity, lotNumber: items.lotNumber,
        status: items.status, containerId: items.containerId, pickedAt: orderAllocations.pickedAt,
      })
      .from(orderAllocations)
      .innerJoin(items, eq(items.id, orderAllocations.itemId))
      .where(inArray(orderAllocations.orderId, orderIds))
      .orderBy(desc(items.quantity), asc(items.id)),
    readCartonTypes(db, companyId, true),
    shipmentIds.length === 0 ? [] : db.select({ id: shipments.id, number: shipments.number, status: shipments.status }).from(shipments).where(inArray(shipments.id, shipmentIds)),
    db
      .select({ orderId: cartons.orderId, id: cartons.id, sscc: cartons.sscc, position: cartons.position, cartonTypeId: cartons.cartonTypeId, status: cartons.status, weightG: cartons.weightG })
      .from(cartons)
      .where(inArray(cartons.orderId, orderIds))
      .orderBy(asc(cartons.position)),
    Promise.all([...carriers].map(async ([code, entry]) => [code, await shipsWithOwnFleet(db, companyId, entry)] as const)),
  ]);
  const ownFleetOf = new Map(fleet);
  const skuIds = [...new Set([...lines.map((l) => l.skuId), ...units.map((u) => u.skuId)])];
  const toteIds = [...new Set(units.flatMap((u) => (u.containerId && u.status === 'picked' ? [u.containerId] : [])))];
  const [skuRows, barcodes, totes] = await Promise.all([
    skuIds.length === 0 ? [] : db.select({ id: skus.id, code: skus.code, description: skus.description, serialised: skus.serialised }).from(skus).where(inArray(skus.id, skuIds)),
    skuIds.length === 0 ? [] : db.select({ skuId: skuBarcodes.skuId, barcode: skuBarcodes.barcode }).from(skuBarcodes).where(inArray(skuBarcodes.skuId, skuIds)),
    toteIds.length === 0 ? [] : db.select({ id: containers.id, code: containers.code }).from(containers).where(inArray(containers.id, toteIds)),
  ]);
  const downloadedAt = new Date().toISOString();
  const byId = new Map(found.map((order) => [order.id, order]));
  return ids.flatMap((id) => {
    const order = byId.get(id);
    if (!order) return [];
    const own = units.filter((u) => u.orderId === id);
    const ownLines = lines.filter((l) => l.orderId === id).map(({ orderId: _o, ...line }) => line);
    const skuSet = new Set([...ownLines.map((l) => l.skuId), ...own.map((u) => u.skuId)]);
    const toteSet = new Set(own.flatMap((u) => (u.containerId && u.status === 'picked' ? [u.containerId] : [])));
    const pack: PackOrder = {
      order: { id: order.id, number: order.number, status: order.status, clientId: order.clientId, clientName: order.clientName, carrier: order.carrier, service: order.service, shipToName: order.shipTo.name },
      lines: ownLines,
      units: own.map(({ pickedAt, orderId: _o, ...unit }) => ({ ...unit, picked: pickedAt !== null })),
      skus: skuRows.filter((s) => skuSet.has(s.id)).map((s) => ({ ...s, barcodes: barcodes.filter((b) => b.skuId === s.id).map((b) => b.barcode) })),
      totes: totes.filter((tote) => toteSet.has(tote.id)),
      cartonTypes,
      shipment: shipmentRows.find((row) => row.id === order.shipmentId) ?? null,
      cartons: cartonRows.filter((carton) => carton.orderId === id).map(({ orderId: _o, ...carton }) => carton),
      label: { ownFleet: ownFleetOf.get(order.carrierCode ?? '') ?? true, from: fromLines(order.from, order.address), to: shipToLines(order.shipTo), carrier: order.carrier ?? '', service: order.service },
      downloadedAt,
    };
    return [pack];
  });
}

/** Batches with picked orders not packed yet, oldest first, with their totes. */
export async function putWallBatchesHandler(c: AppContext) {
  const { db } = c.get('deps');
  const { companyId } = authOf(c);
  const rows = await db
    .select({
      id: batches.id,
      number: batches.number,
      orders: sql<number>`cast(count(distinct ${orders.id}) as integer)`,
      units: sql<number>`cast(coalesce(sum(${items.quantity}) filter (where ${items.status} = 'picked'), 0) as integer)`,
      totes: sql<string[]>`coalesce(array_agg(distinct ${containers.code}) filter (where ${items.status} = 'picked' and ${containers.code} is not null), '{}')`,
    })
    .from(batches)
    .innerJoin(orders, eq(orders.batchId, batches.id))
    .leftJoin(orderAllocations, eq(orderAllocations.orderId, orders.id))
    .leftJoin(items, eq(items.id, orderAllocations.itemId))
    .leftJoin(containers, eq(containers.id, items.containerId))
    .where(and(eq(batches.companyId, companyId), eq(orders.status, 'picked')))
    .groupBy(batches.id)
    .orderBy(asc(batches.number))
    .limit(200);
  const list: PutWallBatchList = { batches: rows };
  return ok(c, list);
}

/** A batch's picked orders for the put-wall, each with its slot and packing download. */
export async function putWallPackHandler(c: AppContext, _body: undefined, _query: undefined, { id }: { id: string }) {
  const { db } = c.get('deps');
  const { companyId } = authOf(c);
  const [batch] = await db.select({ id: batches.id, number: batches.number }).from(batches).where(and(eq(batches.companyId, companyId), eq(batches.id, id)));
  if (!batch) throw new AppError(404, 'No such batch.');
  const waiting = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.batchId, batch.id), eq(orders.status, 'picked'))).orderBy(asc(orders.number));
  const packs = new Map((await readPackOrders(db, companyId, waiting.map((order) => order.id))).map((pack) => [pack.order.id, pack]));
  const slots: PutWallPack['slots'] = waiting.flatMap((order, i) => {
    const pack = packs.get(order.id);
    return pack ? [{ slot: i + 1, pack }] : [];
  });
  const wall: PutWallPack = { batch, slots, downloadedAt: new Date().toISOString() };
  return ok(c, wall);
}
