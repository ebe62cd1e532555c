import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '../../../domain/orders/statuses';
import { orderStates } from '../../../domain/states/order-states';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { type DocumentStore, type LockedDocument, conditionalStateWrite, conditionalStateWriteMany } from '../../lib/transition';

export interface LockedOrder extends LockedDocument<OrderStatus> {
  /** Null for a recycler's order, which ships a scrap list (ADR 0034). */
  clientId: string | null;
}

/** The order's row, locked until the transaction ends so two state changes or allocations never interleave. */
export async function lockOrderRow(tx: Database, companyId: string, number: string): Promise<LockedOrder | null> {
  const [row] = await tx
    .select({ id: orders.id, number: orders.number, state: orders.status, clientId: orders.clientId })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.number, number)))
    .for('update');
  return row ?? null;
}

/** Orders for the transition helper, keyed by their number. */
export const orderStore = {
  machine: orderStates,
  audit: { entity: 'order', prefix: 'order' },
  lock: lockOrderRow,
  write: conditionalStateWrite(orders),
  writeMany: conditionalStateWriteMany(orders),
  notFound: (number: string) => `No order ${number}.`,
} satisfies DocumentStore<LockedOrder, keyof typeof orderStates.transitions, Partial<typeof orders.$inferInsert>>;
