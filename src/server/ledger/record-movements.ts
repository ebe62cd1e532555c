import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { type Movement, MovementSchema } from '../../domain/ledger/movement';
import type { Database } from '../db/client';
import { insertJsonRows } from '../db/json-rows';
import { movements } from '../db/schema/master';
import type { Actor } from './ledger-actor';
import { addMovements } from './summary-writes';

/** The columns a movement writes that differ from one movement to the next, with their SQL types. */
const COLUMNS = {
  type: 'text',
  item_id: 'uuid',
  sku_id: 'uuid',
  quantity: 'integer',
  quantity_change: 'boolean',
  from_status: 'text',
  from_bin_id: 'uuid',
  from_container_id: 'uuid',
  from_lot_number: 'text',
  to_status: 'text',
  to_bin_id: 'uuid',
  to_container_id: 'uuid',
  to_lot_number: 'text',
  reference_type: 'text',
  reference_id: 'text',
  from_label: 'text',
  to_label: 'text',
  sap_status: 'text',
};

/** A movement's row; an empty cell is left out (it reads as null) to keep the text short. */
function rowOf(m: Movement): Partial<Record<keyof typeof COLUMNS, unknown>> {
  return {
    type: m.type,
    item_id: m.itemId ?? undefined,
    sku_id: m.skuId ?? undefined,
    quantity: m.quantity,
    quantity_change: m.change,
    from_status: m.from?.status ?? undefined,
    from_bin_id: m.from?.binId ?? undefined,
    from_container_id: m.from?.containerId ?? undefined,
    from_lot_number: m.from?.lotNumber ?? undefined,
    to_status: m.to?.status ?? undefined,
    to_bin_id: m.to?.binId ?? undefined,
    to_container_id: m.to?.containerId ?? undefined,
    to_lot_number: m.to?.lotNumber ?? undefined,
    reference_type: m.reference?.type ?? undefined,
    reference_id: m.reference?.id ?? undefined,
    from_label: m.labels?.from ?? undefined,
    to_label: m.labels?.to ?? undefined,
    sap_status: m.sapStatus,
  };
}

/** Movements checked against their types' rules and made rows, ready to be written by `writeMovements`. */
export interface PreparedMovements {
  list: readonly Movement[];
  rows: Partial<Record<keyof typeof COLUMNS, unknown>>[];
}

/**
 * Checks each movement against its type's rule (domain/ledger) and makes its row, without writing: a
 * writer can work the rows out while the database runs its item statement. A movement that breaks its
 * rule is a programming error: it throws.
 */
export function prepareMovements(list: readonly Movement[]): PreparedMovements {
  return { list, rows: list.map((m) => rowOf(v.parse(MovementSchema, m))) };
}

/** Appends prepared movements to the ledger inside the caller's transaction, with the actor's company, user, device and time. */
export async function writeMovements(tx: Database, actor: Actor, { list, rows }: PreparedMovements): Promise<void> {
  // One statement however many: a bulk allocation writes tens of thousands.
  if (rows.length > 0) {
    const actorColumns = { company_id: sql`${actor.companyId}::uuid`, user_id: sql`${actor.userId}::uuid`, device: sql`${actor.device}::text`, at: sql`${actor.at.toISOString()}::timestamptz` };
    await tx.execute(insertJsonRows(movements, rows, COLUMNS, actorColumns));
  }
  await addMovements(tx, actor, list);
}

/**
 * Appends movements to the ledger inside the caller's transaction. A movement that breaks its type's
 * rule (domain/ledger) is a programming error: it throws, and the transaction writes nothing.
 */
export async function recordMovements(tx: Database, actor: Actor, list: readonly Movement[]): Promise<void> {
  await writeMovements(tx, actor, prepareMovements(list));
}
