import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ScrapShip } from '../../../domain/scrap/scrap-lists';
import { canTransition } from '../../../domain/states/state-machine';
import { scrapListStates } from '../../../domain/states/scrap-list-states';
import type { Database } from '../../db/client';
import { orderLines, orders } from '../../db/schema/orders';
import { scrapLists } from '../../db/schema/scrap';
import type { LockedItem } from '../../ledger/lock-items';
import { auditActor } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { type TransitionActor, performTransition } from '../../lib/transition';
import { nextNumbers } from '../../settings/sequences';
import { allocateOrders } from '../orders/allocation';
import { carrierProblems } from '../orders/order-checks';
import { releaseAll } from './scrap-units';
import { scrapListStore } from './scrap-state';

/*
 * A scrap list's way out through the shipping flow (ADR 0034): its ship step makes an order without a
 * client (purpose scrap) to the recycler's address, one line per held unit naming it, allocated to
 * exactly those units in the same transaction; picking, packing and load-out then treat it as any order.
 * The list follows that order: shipped when its shipment leaves, back to approved when it is cancelled.
 */

/**
 * The recycler's order for the units the list holds, already allocated: all of them or none (409
 * `units-not-shippable` naming each unit that is not available in an unblocked bin, with its status).
 */
export async function createRecyclerOrder(tx: Database, actor: TransitionActor, list: { id: string; number: string }, units: readonly LockedItem[], body: ScrapShip): Promise<{ id: string; number: string }> {
  const fields = await carrierProblems(tx, actor.companyId, body.carrierId);
  if (fields.length > 0) throw new AppError(400, fields[0]!.message, { fields });
  const [number] = await nextNumbers(tx, actor.companyId, 'order', 1, actor.at);
  if (!number) throw new Error('no order number issued');
  const [order] = await tx
    .insert(orders)
    .values({
      companyId: actor.companyId, number, clientId: null, purpose: 'scrap', reference: list.number, shipTo: body.shipTo, carrierId: body.carrierId, service: body.service,
      status: 'allocated', createdBy: actor.userId, createdAt: actor.at, updatedAt: actor.at,
    })
    .returning({ id: orders.id });
  // The list names its order before allocating: that is what lets the order take the units the list holds (ledger/holds).
  await tx.update(scrapLists).set({ orderId: order!.id }).where(eq(scrapLists.id, list.id));
  const lines = units.map((unit, position) => ({ orderId: order!.id, position, skuId: unit.skuId, quantity: unit.quantity, lotNumber: unit.lotNumber, unit: unit.wmsNumber }));
  // In slices: a list holds up to 10,000 units, past one statement's bind parameters.
  for (let start = 0; start < lines.length; start += 1000) await tx.insert(orderLines).values(lines.slice(start, start + 1000));
  await allocateOrders(tx, actor, [{ id: order!.id, number, clientId: null }]);
  const missed = await tx.select({ unit: orderLines.unit }).from(orderLines).where(and(eq(orderLines.orderId, order!.id), isNotNull(orderLines.shortReason)));
  const short = units.filter((unit) => missed.some((line) => line.unit === unit.wmsNumber));
  if (short.length > 0) {
    const more = short.length > 1 ? `, and ${short.length - 1} more units` : '';
    throw new AppError(409, `${short[0]!.wmsNumber} (${short[0]!.status})${more} cannot be picked: only available units in an unblocked bin are shipped. Nothing was shipped.`, {
      reason: 'units-not-shippable',
      units: short.map((unit) => ({ code: unit.wmsNumber, status: unit.status })),
    });
  }
  await auditActor(tx, actor, { action: 'order.create', entity: 'order', entityId: number, detail: { status: 'allocated', scrapList: list.number, lines: lines.length } });
  return { id: order!.id, number };
}

/**
 * System step of the load-out that ships these orders: the lists they ship are shipped, by whoever
 * confirmed the load-out, and let their units go (the units are shipped by the same load-out).
 */
export async function shipScrapListsOf(tx: Database, actor: TransitionActor, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const lists = await tx.select({ number: scrapLists.number }).from(scrapLists).where(and(eq(scrapLists.companyId, actor.companyId), inArray(scrapLists.orderId, [...orderIds])));
  for (const { number } of lists) {
    await performTransition(tx, actor, scrapListStore, number, 'order-shipped', async (inner, doc) => ({
      values: { closedBy: actor.userId, closedAt: actor.at },
      detail: { released: await releaseAll(inner, actor.at, doc.id) },
    }));
  }
}

/**
 * System step of an order's cancel: the list it shipped is approved again and still holds its units
 * (the cancel gave them back to stock), to be shipped with a new order or destroyed. Answers its number.
 */
export async function reopenScrapListOf(tx: Database, actor: TransitionActor, order: { id: string; number: string }): Promise<string | null> {
  const [list] = await tx.select({ number: scrapLists.number, status: scrapLists.status }).from(scrapLists).where(and(eq(scrapLists.companyId, actor.companyId), eq(scrapLists.orderId, order.id)));
  if (!list || !canTransition(scrapListStates, 'order-cancelled', list.status)) return null;
  await performTransition(tx, actor, scrapListStore, list.number, 'order-cancelled', async () => ({ values: { orderId: null }, detail: { order: order.number } }));
  return list.number;
}
