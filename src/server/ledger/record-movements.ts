import * as v from 'valibot';
import { type Movement, MovementSchema } from '../../domain/ledger/movement';
import type { Database } from '../db/client';
import { movements } from '../db/schema/master';
import type { Actor } from './ledger-actor';
import { addMovements } from './summary-writes';

function rowOf(actor: Actor, m: Movement): typeof movements.$inferInsert {
  return {
    companyId: actor.companyId,
    type: m.type,
    itemId: m.itemId,
    skuId: m.skuId,
    quantity: m.quantity,
    quantityChange: m.change,
    fromStatus: m.from?.status ?? null,
    fromBinId: m.from?.binId ?? null,
    fromContainerId: m.from?.containerId ?? null,
    fromLotNumber: m.from?.lotNumber ?? null,
    toStatus: m.to?.status ?? null,
    toBinId: m.to?.binId ?? null,
    toContainerId: m.to?.containerId ?? null,
    toLotNumber: m.to?.lotNumber ?? null,
    referenceType: m.reference?.type ?? null,
    referenceId: m.reference?.id ?? null,
    userId: actor.userId,
    device: actor.device,
    at: actor.at,
    sapStatus: m.sapStatus,
  };
}

/**
 * Appends movements to the ledger inside the caller's transaction. A movement that breaks its type's
 * rule (domain/ledger) is a programming error: it throws, and the transaction writes nothing.
 */
export async function recordMovements(tx: Database, actor: Actor, list: readonly Movement[]): Promise<void> {
  const rows = list.map((m) => rowOf(actor, v.parse(MovementSchema, m)));
  // In slices: 1,000 items of a goods receipt would pass PostgreSQL's limit of bind parameters in one insert.
  for (let start = 0; start < rows.length; start += 1000) await tx.insert(movements).values(rows.slice(start, start + 1000));
  await addMovements(tx, actor, list);
}
