import { eq } from 'drizzle-orm';
import { type SelectedFields, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';
import { bins, containers, movements } from '../db/schema/master';

/*
 * The one reader of movements for the screens that list them with their places by code and the user
 * by name (an SKU's movements, a lot's, an item's timeline). Movement history pages by keyset in raw
 * SQL for its indexes (ADR 0025) and keeps its own select.
 */

const fromBins = alias(bins, 'from_bin');
const toBins = alias(bins, 'to_bin');
const fromContainers = alias(containers, 'from_container');
const toContainers = alias(containers, 'to_container');

const movementColumns = {
  id: movements.id,
  type: movements.type,
  quantity: movements.quantity,
  fromBin: fromBins.code,
  fromContainer: fromContainers.code,
  toBin: toBins.code,
  toContainer: toContainers.code,
  referenceType: movements.referenceType,
  referenceId: movements.referenceId,
  username: users.username,
  device: movements.device,
  at: movements.at,
};

/** Movements with their places and user joined, plus the caller's own columns; the caller adds where and order. */
export function selectMovements<Extra extends SelectedFields>(db: Database, extra: Extra) {
  return db
    .select({ ...movementColumns, ...extra })
    .from(movements)
    .leftJoin(fromBins, eq(fromBins.id, movements.fromBinId))
    .leftJoin(toBins, eq(toBins.id, movements.toBinId))
    .leftJoin(fromContainers, eq(fromContainers.id, movements.fromContainerId))
    .leftJoin(toContainers, eq(toContainers.id, movements.toContainerId))
    .leftJoin(users, eq(users.id, movements.userId));
}

interface PlacedRow {
  fromBin: string | null;
  fromContainer: string | null;
  toBin: string | null;
  toContainer: string | null;
  referenceType: string | null;
  referenceId: string | null;
}

/** Where a movement came from and went to, and the document it answers to, as the screens show them. */
export const placesOf = (row: PlacedRow) => ({
  from: { bin: row.fromBin, container: row.fromContainer },
  to: { bin: row.toBin, container: row.toContainer },
  reference: row.referenceType && row.referenceId ? { type: row.referenceType, id: row.referenceId } : null,
});
