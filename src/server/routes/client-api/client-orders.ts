import type { ClientOrder, ClientOrderListQuery } from '../../../domain/orders/orders';
import { apiKeyOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';
import { findOrder, listOrders } from '../orders/order-rows';
import { insertOrder, orderDetail } from '../orders/orders.handlers';

/*
 * Orders posted by a client's own system (ADR 0007, ADR 0028): always for the key's client, so its SKUs
 * and stock only; open at once. A retry with a reference the client already used answers that first
 * order (200), never a second one, also when the two requests race (the unique index decides).
 */

/** The order as its client sees it: the warehouse's history (staff names, devices) stays inside. */
async function clientView(c: AppContext, number: string) {
  const key = apiKeyOf(c);
  const detail = await orderDetail(c.get('deps').db, key.companyId, number, key.clientId);
  return ok(c, { ...detail, history: [] });
}

export async function postClientOrder(c: AppContext, body: ClientOrder) {
  const key = apiKeyOf(c);
  const deps = c.get('deps');
  const form = { ...body, clientId: key.clientId };
  const first = async () => findOrder(deps.db, key.companyId, { clientId: key.clientId, reference: body.reference });
  const earlier = await first();
  if (earlier) return clientView(c, earlier.number);
  let number: string;
  try {
    number = await deps.db.transaction((tx) => insertOrder(tx, { companyId: key.companyId, userId: null, at: deps.now() }, form, 'open'));
  } catch (error) {
    const winner = error instanceof AppError && error.status === 409 ? await first() : null;
    if (!winner) throw error;
    return clientView(c, winner.number);
  }
  await audit(deps, { action: 'order.create', entity: 'order', entityId: number, companyId: key.companyId, username: `api-key:${key.clientCode}`, detail: { status: 'open', reference: body.reference, keyId: key.keyId } });
  return clientView(c, number);
}

export async function getClientOrder(c: AppContext, _body: undefined, _query: undefined, { number }: { number: string }) {
  return clientView(c, number);
}

export async function listClientOrders(c: AppContext, _body: undefined, query: ClientOrderListQuery) {
  const key = apiKeyOf(c);
  const { reference, ...rest } = query;
  const page = await listOrders(c.get('deps').db, key.companyId, { ...rest, q: reference ?? rest.q }, key.clientId);
  return ok(c, { ...page, page: query.page, pageSize: query.pageSize });
}
