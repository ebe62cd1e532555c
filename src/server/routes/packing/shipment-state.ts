import { and, eq } from 'drizzle-orm';
import type { ShipmentStatus } from '../../../domain/shipping/statuses';
import { shipmentStates } from '../../../domain/states/shipment-states';
import type { Database } from '../../db/client';
import { shipments } from '../../db/schema/shipping';
import { type DocumentStore, type LockedDocument, conditionalStateWrite } from '../../lib/transition';

export type LockedShipment = LockedDocument<ShipmentStatus>;

/** The shipment's row, locked until the transaction ends: a carton's close, a label's buy and a load-out never interleave. */
export async function lockShipmentRow(tx: Database, companyId: string, number: string): Promise<LockedShipment | null> {
  const [row] = await tx
    .select({ id: shipments.id, number: shipments.number, state: shipments.status })
    .from(shipments)
    .where(and(eq(shipments.companyId, companyId), eq(shipments.number, number)))
    .for('update');
  return row ?? null;
}

/** Shipments for the transition helper, keyed by their number. */
export const shipmentStore: DocumentStore<LockedShipment, keyof typeof shipmentStates.transitions, Partial<typeof shipments.$inferInsert>> = {
  machine: shipmentStates,
  audit: { entity: 'shipment', prefix: 'shipment' },
  lock: lockShipmentRow,
  write: conditionalStateWrite(shipments),
  notFound: (number) => `No shipment ${number}.`,
};
