import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import type { PortalOrder, PortalOrderListQuery } from '../../../domain/clients/client-stock';
import { apiKeyOf, authOf } from '../../auth/access';
import { ownClientOr } from '../../auth/client-scope';
import type { AppContext } from '../../context';
import { cartons } from '../../db/schema/shipping';
import { AppError } from '../../lib/errors';
import { csvResponse } from '../../lib/list';
import { ok } from '../../lib/respond';
import { listOrders } from '../orders/order-rows';
import { clientStock } from './client-stock';

/** The client a portal call is about: a portal account's own (another answers 403); the one staff name. */
function portalClient(c: AppContext, asked: string | undefined): string {
  const clientId = ownClientOr(c, asked);
  if (clientId) return clientId;
  throw new AppError(400, 'Say which client to show.', { fields: [{ field: 'clientId', rule: 'required', message: 'Say which client to show.' }] });
}

export async function portalStockHandler(c: AppContext, _body: undefined, query: { clientId?: string | undefined }) {
  return ok(c, await clientStock(c.get('deps').db, authOf(c).companyId, portalClient(c, query.clientId)));
}

export async function portalStockExportHandler(c: AppContext, _body: undefined, query: { clientId?: string | undefined }) {
  const stock = await clientStock(c.get('deps').db, authOf(c).companyId, portalClient(c, query.clientId));
  return csvResponse(
    c,
    'stock.csv',
    ['sku', 'description', 'lot', 'expiry', 'on_hand', 'available', 'reserved', 'in_process'],
    stock.rows.map((r) => [r.sku.code, r.sku.description, r.lotNumber ?? '', r.expiry ?? '', r.onHand, r.available, r.reserved, r.inProcess]),
  );
}

export async function portalOrdersHandler(c: AppContext, _body: undefined, query: PortalOrderListQuery) {
  const { clientId: asked, ...list } = query;
  const clientId = portalClient(c, asked);
  const db = c.get('deps').db;
  const page = await listOrders(db, authOf(c).companyId, list, clientId);
  const ids = page.items.map((order) => order.id);
  const tracked = ids.length
    ? await db
        .select({ orderId: cartons.orderId, number: cartons.trackingNumber, url: cartons.trackingUrl })
        .from(cartons)
        .where(and(inArray(cartons.orderId, ids), isNotNull(cartons.trackingNumber)))
        .orderBy(asc(cartons.position))
    : [];
  const items: PortalOrder[] = page.items.map((order) => ({
    number: order.number,
    reference: order.reference,
    status: order.status,
    shipBy: order.shipBy,
    ordered: order.ordered,
    createdAt: order.createdAt,
    trackings: tracked.filter((t) => t.orderId === order.id).map((t) => ({ number: t.number!, url: t.url })),
  }));
  return ok(c, { items, total: page.total, page: query.page, pageSize: query.pageSize });
}

/** The client API's stock: the key's client's, the same figures as the portal's. */
export async function clientApiStockHandler(c: AppContext) {
  const key = apiKeyOf(c);
  return ok(c, await clientStock(c.get('deps').db, key.companyId, key.clientId));
}
