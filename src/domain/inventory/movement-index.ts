import { type SkuIndex, indexSkus } from '../receiving/scan-session';
import { MOVABLE_STATUSES, type MovePackBin, type MovePackContainer, type MovePackItem, type MoveStock, type MovementPack } from './movement';

/*
 * The unit pack (the movement and relabel screens' download) indexed for "scan anything" on the
 * device, and kept current as this device moves stock: a unit moved offline is found in its new place
 * by the next scan.
 */

type PackSku = MovementPack['skus'][number];

export interface MoveIndex {
  binsByCode: Map<string, MovePackBin>;
  binsById: Map<string, MovePackBin>;
  containersByCode: Map<string, MovePackContainer>;
  containersById: Map<string, MovePackContainer>;
  /** By lower-cased WMS number and serial. */
  units: Map<string, MovePackItem>;
  /** By lower-cased old label (docs/decisions/0033-relabel.md). */
  aliases: Map<string, MovePackItem>;
  items: Map<string, MovePackItem>;
  skus: SkuIndex<PackSku>;
}

export function indexMovementPack(pack: MovementPack): MoveIndex {
  const index: MoveIndex = {
    binsByCode: new Map(pack.bins.map((bin) => [bin.code.toUpperCase(), bin])),
    binsById: new Map(pack.bins.map((bin) => [bin.id, bin])),
    containersByCode: new Map(pack.containers.map((container) => [container.code.toUpperCase(), container])),
    containersById: new Map(pack.containers.map((container) => [container.id, container])),
    units: new Map(),
    aliases: new Map(),
    items: new Map(),
    skus: indexSkus(pack.skus),
  };
  for (const item of pack.items) putItem(index, { ...item });
  for (const alias of pack.aliases) {
    const item = index.items.get(alias.itemId);
    if (item) index.aliases.set(alias.code.toLowerCase(), item);
  }
  return index;
}

/** Units the server named for a code the pack did not know; ones already known keep their local place. */
export function addUnits(index: MoveIndex, units: readonly MovePackItem[]): void {
  for (const unit of units) if (!index.items.has(unit.id)) putItem(index, { ...unit });
}

function putItem(index: MoveIndex, item: MovePackItem): void {
  index.items.set(item.id, item);
  index.units.set(item.wmsNumber.toLowerCase(), item);
  if (item.serial && !index.units.has(item.serial.toLowerCase())) index.units.set(item.serial.toLowerCase(), item);
}

export interface Place {
  binId: string | null;
  containerId: string | null;
}

/** Whether a unit lies in a place: in the container, or in the bin (loose or in a container on it). */
export function isIn(item: Pick<MovePackItem, 'binId' | 'containerId'>, place: Place): boolean {
  if (place.containerId) return item.containerId === place.containerId;
  return place.binId !== null && item.binId === place.binId;
}

export const itemsIn = (index: MoveIndex, place: Place): MovePackItem[] => [...index.items.values()].filter((item) => isIn(item, place));

export function placeOfTarget(index: MoveIndex, to: MoveStock['to']): Place {
  if (to.kind === 'bin') return { binId: to.binId, containerId: null };
  return { binId: index.containersById.get(to.containerId)?.binId ?? null, containerId: to.containerId };
}

/**
 * What a move does to the device's copy, as the server will do it: units and containers take their
 * new place, and part of an item's quantity becomes a new unit (its WMS number comes with the answer).
 */
export function applyMoveLocally(index: MoveIndex, move: MoveStock): void {
  const target = placeOfTarget(index, move.to);
  // A bin's units go into the target container, or onto the target bin with the containers they lie in.
  const relocate = (item: MovePackItem) => (target.containerId ? Object.assign(item, target) : Object.assign(item, { binId: target.binId }));
  const { what } = move;
  if (what.kind === 'item') {
    const item = index.items.get(what.itemId);
    if (item) Object.assign(item, target);
  } else if (what.kind === 'container') {
    const container = index.containersById.get(what.containerId);
    if (container) container.binId = target.binId;
    for (const item of itemsIn(index, { binId: null, containerId: what.containerId })) item.binId = target.binId;
  } else if (what.kind === 'bin') {
    for (const container of index.containersById.values()) if (container.binId === what.binId && !target.containerId) container.binId = target.binId;
    for (const item of itemsIn(index, { binId: what.binId, containerId: null })) relocate(item);
  } else {
    let left = what.quantity;
    for (const item of takeOrder(itemsIn(index, move.source ?? { binId: null, containerId: null }), what.skuId, what.lotNumber)) {
      if (left === 0) break;
      if (item.quantity <= left) {
        left -= item.quantity;
        Object.assign(item, target);
      } else {
        item.quantity -= left;
        putItem(index, { ...item, id: what.newItemId, wmsNumber: `…${what.newItemId.slice(0, 8)}`, quantity: left, ...target });
        left = 0;
      }
    }
  }
}

/**
 * Which units a quantity move takes, in order: whole units first (largest first, so as few as possible
 * move), the last one split. Never a unit a scrap list holds: it stays while the others move. The
 * server takes them in the same order.
 */
export function takeOrder<T extends Pick<MovePackItem, 'id' | 'skuId' | 'lotNumber' | 'quantity' | 'status' | 'serial' | 'heldBy'>>(items: readonly T[], skuId: string, lotNumber: string | null): T[] {
  return items
    .filter((item) => item.skuId === skuId && item.lotNumber === lotNumber && item.serial === null && !item.heldBy && item.status !== 'allocated' && MOVABLE_STATUSES.includes(item.status))
    .sort((a, b) => b.quantity - a.quantity || a.id.localeCompare(b.id));
}
