import { and, eq, inArray } from 'drizzle-orm';
import { RECEIVING_MOVEMENTS } from '../../../domain/receiving/statuses';
import type { AppContext } from '../../context';
import { authOf } from '../../auth/access';
import type { Database } from '../../db/client';
import { movements } from '../../db/schema/master';
import { controlNumbers, items } from '../../db/schema/receiving';

/** An item as the receiving writes see it: where it is, how many, under which control number. */
export interface LockedItem {
  id: string;
  wmsNumber: string;
  skuId: string;
  serial: string | null;
  quantity: number;
  binId: string | null;
  containerId: string | null;
  status: string;
  createdBy: string | null;
  controlNumber: string | null;
}

const lockedColumns = {
  id: items.id,
  wmsNumber: items.wmsNumber,
  skuId: items.skuId,
  serial: items.serial,
  quantity: items.quantity,
  binId: items.binId,
  containerId: items.containerId,
  status: items.status,
  createdBy: items.createdBy,
  controlNumber: controlNumbers.number,
};

/** The items, locked until the transaction ends: a parallel goods receipt or edit waits and then sees this one's result. */
export async function lockItems(tx: Database, companyId: string, where: { ids?: string[]; wmsNumbers?: string[]; controlNumberId?: string; status?: 'received' }): Promise<LockedItem[]> {
  return tx
    .select(lockedColumns)
    .from(items)
    .leftJoin(controlNumbers, eq(controlNumbers.id, items.controlNumberId))
    .where(
      and(
        eq(items.companyId, companyId),
        where.ids ? inArray(items.id, where.ids) : undefined,
        where.wmsNumbers ? inArray(items.wmsNumber, where.wmsNumbers) : undefined,
        where.controlNumberId ? eq(items.controlNumberId, where.controlNumberId) : undefined,
        where.status ? eq(items.status, where.status) : undefined,
      ),
    )
    .for('update', { of: items });
}

/** Who writes a receiving movement, when and from which device: a request's caller or a handheld's mutation. */
export interface Actor {
  companyId: string;
  userId: string;
  device: string | null;
  at: Date;
}

export function actorOf(c: AppContext, now: Date): Actor {
  const auth = authOf(c);
  return { companyId: auth.companyId, userId: auth.user.id, device: c.get('client').device ?? auth.session.device, at: now };
}

/** The ledger columns every receiving movement of `item` shares: who, from which device, for which document. */
export function movementOf(actor: Actor, item: LockedItem) {
  return {
    companyId: actor.companyId,
    itemId: item.id,
    skuId: item.skuId,
    quantity: item.quantity,
    referenceType: item.controlNumber ? 'control-number' : null,
    referenceId: item.controlNumber,
    userId: actor.userId,
    device: actor.device,
    at: actor.at,
  };
}

export type MovementRow = typeof movements.$inferInsert;

export async function writeMovements(tx: Database, rows: MovementRow[]): Promise<void> {
  // In slices: 1,000 items of a goods receipt would pass PostgreSQL's limit of bind parameters in one insert.
  for (let start = 0; start < rows.length; start += 1000) await tx.insert(movements).values(rows.slice(start, start + 1000));
}

/** Takes a received unit back out (a correction or the scanner's undo): the row goes, and the ledger gets the mirror of its receive. */
export async function takeBack(tx: Database, actor: Actor, item: LockedItem): Promise<void> {
  await tx.delete(items).where(eq(items.id, item.id));
  await writeMovements(tx, [
    {
      ...movementOf(actor, item),
      type: RECEIVING_MOVEMENTS.reversal,
      fromStatus: 'received',
      toStatus: null,
      fromBinId: item.binId,
      fromContainerId: item.containerId,
      sapStatus: 'not-required',
    },
  ]);
}
