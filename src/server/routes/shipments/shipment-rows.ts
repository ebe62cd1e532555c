import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { Shipment, ShipmentDetail, ShipmentListQuery } from '../../../domain/shipping/shipments';
import type { Database } from '../../db/client';
import { catalogueEntries, clients } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { cartonTypes, cartons, shipments } from '../../db/schema/shipping';
import { AppError } from '../../lib/errors';
import { orderFor, pageOf, searchAny, totalOver } from '../../lib/list';
import { companyToday } from '../tracking/tracking-rows';
import { shipToLines } from './shipment-labels';

// Correlated aggregates: PostgreSQL computes them for the page's rows only, after the sort and limit.
const ordersOf = sql<string[]>`array(select o.number from "orders" o where o.shipment_id = "shipments"."id" order by o.number)`;
const cartonsOf = sql<number>`cast((select count(*) from "cartons" k where k.shipment_id = "shipments"."id") as integer)`;
const trackingOf = sql<string[]>`array(select k.tracking_number from "cartons" k where k.shipment_id = "shipments"."id" and k.tracking_number is not null order by k.position)`;

const columns = {
  id: shipments.id,
  number: shipments.number,
  status: shipments.status,
  client: { id: clients.id, code: clients.code, name: clients.name },
  carrier: catalogueEntries.name,
  service: shipments.service,
  orders: ordersOf,
  cartons: cartonsOf,
  trackingNumbers: trackingOf,
  createdAt: shipments.createdAt,
  shippedAt: shipments.shippedAt,
};

const selected = (db: Database) =>
  db
    .select({ ...columns, total: totalOver })
    .from(shipments)
    .leftJoin(clients, eq(clients.id, shipments.clientId))
    .leftJoin(catalogueEntries, eq(catalogueEntries.id, shipments.carrierId));
type Row = Awaited<ReturnType<typeof selected>>[number];

const shipmentOf = ({ total: _total, ...row }: Row): Shipment => ({ ...row, createdAt: row.createdAt.toISOString(), shippedAt: row.shippedAt?.toISOString() ?? null });

async function listFilter(db: Database, companyId: string, query: Omit<ShipmentListQuery, 'page' | 'pageSize'>): Promise<SQL | undefined> {
  const zone = query.day ? (await companyToday(db, companyId, new Date())).timeZone : 'UTC';
  return and(
    eq(shipments.companyId, companyId),
    query.q
      ? sql`(${searchAny(query.q, [shipments.number])} or exists (select 1 from "cartons" k where k.shipment_id = "shipments"."id" and (lower(k.tracking_number) = lower(${query.q.trim()}) or k.sscc = ${query.q.trim()})) or exists (select 1 from "orders" o where o.shipment_id = "shipments"."id" and o.number = ${query.q.trim()}))`
      : undefined,
    query.status ? eq(shipments.status, query.status) : undefined,
    query.client ? eq(shipments.clientId, query.client) : undefined,
    query.carrier ? eq(shipments.carrierId, query.carrier) : undefined,
    query.day ? sql`(${shipments.createdAt} at time zone ${zone})::date = ${query.day}::date` : undefined,
  );
}

const order = (query: ShipmentListQuery) =>
  orderFor(query, { number: shipments.number, status: shipments.status, createdAt: shipments.createdAt, shippedAt: shipments.shippedAt }, { sort: 'createdAt', dir: 'desc' }, shipments.id);

export async function listShipments(db: Database, companyId: string, query: ShipmentListQuery): Promise<{ items: Shipment[]; total: number }> {
  const where = await listFilter(db, companyId, query);
  const rows = await selected(db).where(where).orderBy(...order(query)).limit(pageOf(query).limit).offset(pageOf(query).offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(shipments).where(where);
    total = row?.n ?? 0;
  }
  return { items: rows.map(shipmentOf), total };
}

export async function exportShipments(db: Database, companyId: string, query: ShipmentListQuery, max: number): Promise<Shipment[]> {
  return (await selected(db).where(await listFilter(db, companyId, query)).orderBy(...order(query)).limit(max)).map(shipmentOf);
}

/** The shipment with its cartons in order; 404 when the company has none by that number. */
export async function shipmentDetail(db: Database, companyId: string, number: string): Promise<ShipmentDetail> {
  const [row] = await db
    .select({ ...columns, total: totalOver, carrierId: shipments.carrierId, declaredValue: shipments.declaredValue, currency: shipments.currency, shipTo: shipments.shipTo, provider: shipments.provider, labelError: shipments.labelError, packedAt: shipments.packedAt, labelledAt: shipments.labelledAt })
    .from(shipments)
    .leftJoin(clients, eq(clients.id, shipments.clientId))
    .leftJoin(catalogueEntries, eq(catalogueEntries.id, shipments.carrierId))
    .where(and(eq(shipments.companyId, companyId), eq(shipments.number, number)));
  if (!row) throw new AppError(404, `No shipment ${number}.`);
  const cartonList = await db
    .select({
      id: cartons.id, position: cartons.position, sscc: cartons.sscc, cartonType: cartonTypes.name, status: cartons.status, weightG: cartons.weightG,
      units: sql<number>`cast(coalesce((select sum(${items.quantity}) from ${items} where ${items.containerId} = ${cartons.id}), 0) as integer)`,
      trackingNumber: cartons.trackingNumber, trackingUrl: cartons.trackingUrl,
    })
    .from(cartons)
    .innerJoin(cartonTypes, eq(cartonTypes.id, cartons.cartonTypeId))
    .where(eq(cartons.shipmentId, row.id))
    .orderBy(asc(cartons.position));
  const { shipTo, provider, labelError, packedAt, labelledAt, carrierId, declaredValue, currency, ...rest } = row;
  return {
    ...shipmentOf(rest),
    carrierId,
    declaredValue,
    currency,
    shipTo: shipToLines(shipTo),
    provider,
    labelError: labelError ?? null,
    cartonList,
    packedAt: packedAt?.toISOString() ?? null,
    labelledAt: labelledAt?.toISOString() ?? null,
  };
}
