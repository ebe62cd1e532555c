import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { HistoryEntry } from '../../../domain/inventory/item-detail';
import type { MovementType, ReferenceType } from '../../../domain/ledger/movement-types';
import type { ItemStatus } from '../../../domain/receiving/statuses';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/auth';
import { movements } from '../../db/schema/master';
import { selectMovements } from '../../ledger/movement-reader';

/** Audit actions of the item detail whose reason the timeline shows next to their movement. */
export const ITEM_AUDIT = {
  edit: 'item.detail-edit',
  revert: 'item.revert-status',
  convert: 'item.convert',
  delete: 'item.delete',
  print: 'item.label-print',
} as const;

const side = (status: string | null, bin: string | null, container: string | null) =>
  status === null && bin === null && container === null ? null : { status: status as ItemStatus | null, bin, container };

/**
 * The unit's movements, oldest first, with the reason its action gave: the audit row written with the
 * movement shares its time (one actor, one clock reading), so the two meet on (item, time).
 */
export async function itemHistory(db: Database, companyId: string, itemId: string, wmsNumber: string): Promise<HistoryEntry[]> {
  const rows = await selectMovements(db, { change: movements.quantityChange, fromStatus: movements.fromStatus, toStatus: movements.toStatus, fromLabel: movements.fromLabel, toLabel: movements.toLabel })
    .where(and(eq(movements.companyId, companyId), eq(movements.itemId, itemId)))
    .orderBy(asc(movements.at), asc(movements.id));
  const reasons = await db
    .select({ at: auditLog.at, reason: sql<string | null>`${auditLog.detail}->>'reason'` })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entity, 'item'), eq(auditLog.entityId, wmsNumber), inArray(auditLog.action, Object.values(ITEM_AUDIT))));
  const reasonAt = new Map(reasons.filter((r) => r.reason).map((r) => [r.at.getTime(), r.reason]));
  return rows.map((row) => ({
    id: row.id,
    type: row.type as MovementType,
    quantity: row.quantity,
    change: row.change,
    from: side(row.fromStatus, row.fromBin, row.fromContainer),
    to: side(row.toStatus, row.toBin, row.toContainer),
    reference: row.referenceType && row.referenceId ? { type: row.referenceType as ReferenceType, id: row.referenceId } : null,
    labels: row.fromLabel && row.toLabel ? { from: row.fromLabel, to: row.toLabel } : null,
    username: row.username,
    device: row.device,
    at: row.at.toISOString(),
    reason: reasonAt.get(row.at.getTime()) ?? null,
  }));
}

/** Every status the unit stood in according to its movements: where a revert may go back to. */
export const heldStatuses = (history: readonly HistoryEntry[]): ItemStatus[] =>
  history.flatMap((entry) => [entry.from?.status, entry.to?.status]).filter((status): status is ItemStatus => Boolean(status));
