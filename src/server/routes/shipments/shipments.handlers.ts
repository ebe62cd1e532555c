import { EXPORT_MAX_ROWS } from '../../../domain/lists/list-query';
import type { ShipmentListQuery } from '../../../domain/shipping/shipments';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { csvResponse } from '../../lib/list';
import { ok } from '../../lib/respond';
import { exportShipments, listShipments, shipmentDetail } from './shipment-rows';

export async function listHandler(c: AppContext, _body: undefined, query: ShipmentListQuery) {
  const page = await listShipments(c.get('deps').db, authOf(c).companyId, query);
  return ok(c, { ...page, page: query.page, pageSize: query.pageSize });
}

export async function exportHandler(c: AppContext, _body: undefined, query: ShipmentListQuery) {
  const rows = await exportShipments(c.get('deps').db, authOf(c).companyId, query, EXPORT_MAX_ROWS);
  return csvResponse(
    c,
    'shipments.csv',
    ['number', 'status', 'client', 'carrier', 'service', 'orders', 'cartons', 'tracking_numbers', 'created_at', 'shipped_at'],
    rows.map((s) => [s.number, s.status, s.client?.code ?? '', s.carrier ?? '', s.service, s.orders.join(' '), s.cartons, s.trackingNumbers.join(' '), s.createdAt, s.shippedAt]),
  );
}

export async function detailHandler(c: AppContext, _body: undefined, _query: undefined, { number }: { number: string }) {
  return ok(c, await shipmentDetail(c.get('deps').db, authOf(c).companyId, number));
}
