import * as v from 'valibot';
import { type Movement, MovementSchema } from '../../domain/ledger/movement';
import type { Database } from '../db/client';
import { insertJsonRows } from '../db/json-rows';
import { movements } from '../db/schema/master';
import type { Actor } from './ledger-actor';
import { addMovements } from './summary-writes';

/** The columns a movement writes, with their SQL types. */
const COLUMNS = {
  company_id: 'uuid',
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
  user_id: 'uuid',
  device: 'text',
  at: 'timestamptz',
  sap_status: 'text',
};

function rowOf(actor: Actor, m: Movement): Record<keyof typeof COLUMNS, unknown> {
  return {
    company_id: actor.companyId,
    type: m.type,
    item_id: m.itemId,
    sku_id: m.skuId,
    quantity: m.quantity,
    quantity_change: m.change,
    from_status: m.from?.status ?? null,
    from_bin_id: m.from?.binId ?? null,
    from_container_id: m.from?.containerId ?? null,
    from_lot_number: m.from?.lotNumber ?? null,
    to_status: m.to?.status ?? null,
    to_bin_id: m.to?.binId ?? null,
    to_container_id: m.to?.containerId ?? null,
    to_lot_number: m.to?.lotNumber ?? null,
    reference_type: m.reference?.type ?? null,
    reference_id: m.reference?.id ?? null,
    from_label: m.labels?.from ?? null,
    to_label: m.labels?.to ?? null,
    user_id: actor.userId,
    device: actor.device,
    at: actor.at,
    sap_status: m.sapStatus,
  };
}

/**
 * Appends movements to the ledger inside the caller's transaction. A movement that breaks its type's
 * rule (domain/ledger) is a programming error: it throws, and the transaction writes nothing.
 */
export async function recordMovements(tx: Database, actor: Actor, list: readonly Movement[]): Promise<void> {
  const rows = list.map((m) => rowOf(actor, v.parse(MovementSchema, m)));
  // One statement however many: a bulk allocation writes tens of thousands.
  if (rows.length > 0) await tx.execute(insertJsonRows(movements, rows, COLUMNS));
  await addMovements(tx, actor, list);
}
