import { and, asc, eq, sql } from 'drizzle-orm';
import { addDays, dayIn } from '../../domain/time/date-range';
import type { OrderForm } from '../../domain/orders/orders';
import type { Actor } from '../lib/audit';
import { createBatch } from '../routes/batches/batches.handlers';
import { allocateOrder } from '../routes/orders/allocation';
import { createOrderAs } from '../routes/orders/orders.handlers';
import { orderStore } from '../routes/orders/order-state';
import { performTransition } from '../lib/transition';
import type { Database } from './client';
import { users } from './schema/auth';
import { company } from './schema/company';
import { clients } from './schema/master';
import { orders } from './schema/orders';
import { items } from './schema/receiving';

const SHIP_TO: OrderForm['shipTo'] = {
  name: 'Jordan Lee', company: 'Lee Outfitters', street1: '200 Market Street', street2: 'Suite 4', city: 'Philadelphia', region: 'PA', postalCode: '19106', country: 'US',
  phone: '+1 215 555 0100', email: 'orders@lee-outfitters.example',
};

/**
 * Demo orders of the client with the most available units, so the order list is not empty on first
 * start: a draft, an open one, allocated ones (through the ledger, like the Allocate button), one late
 * and one cancelled; and an open batch of the allocated order due first, leaving the other allocated
 * ones for the batch screens to take. Skipped when the company has orders already.
 */
export async function seedDemoOrders(tx: Database, companyId: string, now: Date): Promise<void> {
  const [existing] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.companyId, companyId)).limit(1);
  const [admin] = await tx.select({ id: users.id, username: users.username }).from(users).where(and(eq(users.companyId, companyId), eq(users.username, 'admin')));
  const [stock] = await tx
    .select({ clientId: items.clientId, skuId: items.skuId, units: sql<number>`cast(sum(${items.quantity}) as integer)`, timeZone: company.timeZone })
    .from(items)
    .innerJoin(clients, eq(clients.id, items.clientId))
    .innerJoin(company, eq(company.id, items.companyId))
    .where(and(eq(items.companyId, companyId), eq(items.status, 'available'), eq(items.inventory, true)))
    .groupBy(items.clientId, items.skuId, company.timeZone)
    .orderBy(sql`4 desc`, asc(items.skuId))
    .limit(1);
  if (existing || !admin || !stock) return;
  const actor: Actor & { grants: { isSuperAdmin: true; permissions: Set<string> } } = {
    companyId, userId: admin.id, username: admin.username, device: null, address: null, at: now, grants: { isSuperAdmin: true, permissions: new Set() },
  };
  const today = dayIn(stock.timeZone, now);
  const order = (reference: string, fields: Partial<OrderForm>): OrderForm => ({
    clientId: stock.clientId, reference, shipTo: SHIP_TO, carrierId: null, service: '', shipBy: addDays(today, 3), priority: 'normal', notes: '',
    lines: [{ skuId: stock.skuId, quantity: 1, lotNumber: null, unit: null }], ...fields,
  });
  await createOrderAs(tx, actor, order('DEMO-PO-1001', { notes: 'Waiting for the customer to confirm the address.' }), 'draft');
  await createOrderAs(tx, actor, order('DEMO-PO-1002', { priority: 'high' }), 'open');
  await createOrderAs(tx, actor, order('DEMO-PO-1003', { shipBy: addDays(today, -2), priority: 'urgent' }), 'open');
  const allocate = async (reference: string, fields: Partial<OrderForm>) => {
    const number = await createOrderAs(tx, actor, order(reference, fields), 'open');
    const locked = await orderStore.lock(tx, companyId, number);
    if (locked && (await allocateOrder(tx, actor, locked))) await performTransition(tx, actor, orderStore, number, 'allocate');
  };
  await allocate('DEMO-PO-1004', {});
  await allocate('DEMO-PO-1006', { shipBy: addDays(today, 1), priority: 'high' });
  await allocate('DEMO-PO-1007', { shipBy: addDays(today, 2) });
  await createBatch(tx, actor, { clientId: stock.clientId, carrierId: null, priority: null, shipBy: null, singleLine: false, maxOrders: 1 });
  const cancelled = await createOrderAs(tx, actor, order('DEMO-PO-1005', {}), 'draft');
  await performTransition(tx, actor, orderStore, cancelled, 'cancel', async () => ({ values: { cancelReason: 'Duplicate of DEMO-PO-1004' }, detail: { reason: 'Duplicate of DEMO-PO-1004' } }));
}
