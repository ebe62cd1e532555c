import { and, eq } from 'drizzle-orm';
import { MOVABLE_STATUSES, type MoveRejection, type MoveStock } from '../../../domain/inventory/movement';
import type { Database } from '../../db/client';
import { bins, containers } from '../../db/schema/master';
import { type LockedItem, lockItems } from '../../ledger/lock-items';
import { AppError } from '../../lib/errors';

/** A refused move: the device reads `reason` to say what to do, in the user's language. */
export function refused(reason: MoveRejection, message: string, detail: Record<string, unknown> = {}, status: 403 | 409 = 409): AppError {
  return new AppError(status, message, { reason, ...detail });
}

export interface Place {
  binId: string | null;
  containerId: string | null;
}

async function binFor(tx: Database, companyId: string, binId: string) {
  const [bin] = await tx.select({ id: bins.id, code: bins.code, blocked: bins.blocked, active: bins.active }).from(bins).where(and(eq(bins.companyId, companyId), eq(bins.id, binId)));
  return bin;
}

export async function containerFor(tx: Database, companyId: string, containerId: string) {
  const [container] = await tx
    .select({ id: containers.id, code: containers.code, binId: containers.binId, active: containers.active })
    .from(containers)
    .where(and(eq(containers.companyId, companyId), eq(containers.id, containerId)))
    .for('update');
  return container;
}

/** Where the move goes: an active bin that is not blocked, or an active container (on such a bin, if on one). */
export async function targetOf(tx: Database, companyId: string, to: MoveStock['to']): Promise<Place & { code: string }> {
  let binId: string | null;
  let code: string;
  let containerId: string | null = null;
  if (to.kind === 'container') {
    const container = await containerFor(tx, companyId, to.containerId);
    if (!container) throw refused('unknown-target', 'No such container.');
    if (!container.active) throw refused('target-inactive', `Container ${container.code} is inactive.`, { code: container.code });
    ({ binId, code } = container);
    containerId = container.id;
  } else {
    binId = to.binId;
    code = '';
  }
  if (binId) {
    const bin = await binFor(tx, companyId, binId);
    if (!bin) throw refused('unknown-target', 'No such bin.');
    if (!bin.active) throw refused('target-inactive', `Bin ${bin.code} is inactive.`, { code: bin.code });
    if (bin.blocked) throw refused('target-blocked', `Bin ${bin.code} is blocked.`, { code: bin.code });
    if (!containerId) code = bin.code;
  }
  return { binId, containerId, code };
}

/** Whether a unit lies in the scanned source: in the container, or in the bin (loose or in a container on it). */
export const isIn = (item: Place, source: Place) => (source.containerId ? item.containerId === source.containerId : source.binId !== null && item.binId === source.binId);

/**
 * Every unit must be movable and held by no scrap list; an allocated one only with the user's
 * confirmation (its pick task follows it).
 */
export function checkUnits(units: readonly LockedItem[], confirmAllocated: boolean): void {
  const held = units.filter((unit) => unit.heldBy !== null);
  if (held.length > 0) throw refused('held', `${held[0]!.wmsNumber} is on scrap list ${held[0]!.heldBy}; it stays where it is.`, { wmsNumbers: held.map((u) => u.wmsNumber), list: held[0]!.heldBy });
  const stuck = units.filter((unit) => !MOVABLE_STATUSES.includes(unit.status));
  if (stuck.length > 0) throw refused('not-movable', `${stuck[0]!.wmsNumber} is ${stuck[0]!.status}; it cannot be moved.`, { wmsNumbers: stuck.map((u) => u.wmsNumber) });
  const allocated = units.filter((unit) => unit.status === 'allocated');
  if (allocated.length > 0 && !confirmAllocated) {
    throw refused('allocated', `${allocated[0]!.wmsNumber} is allocated to an order; confirm to move it with its pick task.`, { wmsNumbers: allocated.map((u) => u.wmsNumber) });
  }
}

/** The units of a source place, locked. */
export async function unitsIn(tx: Database, companyId: string, place: Place, skuId?: string): Promise<LockedItem[]> {
  if (place.containerId) return lockItems(tx, companyId, { containerId: place.containerId, skuId });
  return place.binId ? lockItems(tx, companyId, { binId: place.binId, skuId }) : [];
}
