import { skuOf } from '../receiving/scan-session';
import type { ParsedScan } from '../scan/parse-scan';
import { MOVABLE_STATUSES, type MovePackBin, type MovePackContainer, type MovePackItem, type MoveTarget } from './movement';
import { type MoveIndex, type Place, isIn, itemsIn, takeOrder } from './movement-index';

/*
 * The movement screen's decisions ("scan anything", OCA shopfloor's scan_anything), free of React and
 * IndexedDB so a scan is decided in the key's own task and the rules are unit-tested. First what moves
 * (a unit, a container, an SKU and a quantity from a scanned bin or container, or a bin scanned twice:
 * all of it), then where: a bin or a container. The server checks everything again on sync.
 */

type PackSku = MoveIndex['skus']['byId'] extends ReadonlyMap<string, infer T> ? T : never;

/** Where the stock is taken from: the bin or container scanned first. */
export type MoveFrom = { kind: 'bin'; bin: MovePackBin } | { kind: 'container'; container: MovePackContainer };

export type Selection =
  | { kind: 'item'; item: MovePackItem }
  | { kind: 'container'; container: MovePackContainer; units: number }
  | { kind: 'bin'; bin: MovePackBin; units: number }
  | { kind: 'quantity'; sku: PackSku; lotNumber: string | null; quantity: number; available: number };

export interface MoveFlow {
  from: MoveFrom | null;
  selection: Selection | null;
}

export type MoveScanRejection =
  | 'unreadable' | 'unknown-code' | 'not-in-source' | 'not-movable' | 'held' | 'source-first' | 'serialised-sku' | 'none-in-source'
  | 'target-blocked' | 'target-inactive' | 'same-place' | 'container-into-container' | 'nothing-selected';

export type MoveStep =
  | { kind: 'reject'; reason: MoveScanRejection; code: string }
  | { kind: 'from'; from: MoveFrom }
  | { kind: 'select'; selection: Selection; from: MoveFrom | null; allocated: boolean }
  /** Several lots of the SKU lie in the source: the user picks one. */
  | { kind: 'choose-lot'; sku: PackSku; lots: { lotNumber: string | null; available: number }[]; count: number }
  | { kind: 'move'; to: MoveTarget; label: string };

type Resolved =
  | { kind: 'bin'; bin: MovePackBin }
  | { kind: 'container'; container: MovePackContainer }
  | { kind: 'item'; item: MovePackItem }
  | { kind: 'sku'; sku: PackSku; count: number; lot: string | null }
  | { kind: 'unknown'; code: string };

/** The code a unit is known by in a scan: a GS1 string's serial, else the code itself; null for a bin or container label. */
export function unitCodeOf(scan: ParsedScan): string | null {
  if (scan.kind === 'error' || scan.kind === 'bin' || scan.kind === 'container') return null;
  return scan.kind === 'gs1' ? (scan.serial ?? scan.code) : scan.code;
}

/** Any code to what it is on this device: a bin or container label (also typed without its prefix), a unit, an SKU. */
function resolve(index: MoveIndex, scan: Exclude<ParsedScan, { kind: 'error' }>): Resolved {
  if (scan.kind === 'bin') {
    const bin = index.binsByCode.get(scan.location.toUpperCase());
    return bin ? { kind: 'bin', bin } : { kind: 'unknown', code: scan.code };
  }
  const container = index.containersByCode.get(scan.code.toUpperCase());
  if (container) return { kind: 'container', container };
  if (scan.kind === 'container') return { kind: 'unknown', code: scan.code };
  const item = index.units.get((unitCodeOf(scan) ?? scan.code).toLowerCase());
  if (item) return { kind: 'item', item };
  const sku = skuOf(index.skus, scan);
  if (sku) return { kind: 'sku', sku: sku.sku, count: sku.count ?? 1, lot: sku.lot ?? null };
  const typed = index.binsByCode.get((scan.kind === 'gtin' ? scan.digits : scan.code).toUpperCase());
  return typed ? { kind: 'bin', bin: typed } : { kind: 'unknown', code: scan.code };
}

const placeOfFrom = (from: MoveFrom): Place => (from.kind === 'bin' ? { binId: from.bin.id, containerId: null } : { binId: from.container.binId, containerId: from.container.id });

function selectItem(item: MovePackItem, from: MoveFrom | null, code: string): MoveStep {
  if (from && !isIn(item, placeOfFrom(from))) return { kind: 'reject', reason: 'not-in-source', code };
  if (!MOVABLE_STATUSES.includes(item.status)) return { kind: 'reject', reason: 'not-movable', code };
  if (item.heldBy) return { kind: 'reject', reason: 'held', code };
  return { kind: 'select', selection: { kind: 'item', item }, from, allocated: item.status === 'allocated' };
}

/** Non-serial stock of an SKU in the source: one lot is taken at once, the user chooses among several. */
export function selectQuantity(index: MoveIndex, from: MoveFrom, sku: PackSku, lotNumber: string | null, quantity: number): MoveStep {
  const available = takeOrder(itemsIn(index, placeOfFrom(from)), sku.id, lotNumber).reduce((sum, item) => sum + item.quantity, 0);
  if (available === 0) return { kind: 'reject', reason: 'none-in-source', code: sku.code };
  return { kind: 'select', selection: { kind: 'quantity', sku, lotNumber, quantity: Math.min(quantity, available), available }, from, allocated: false };
}

function selectSku(index: MoveIndex, flow: MoveFlow, sku: PackSku, count: number, lot: string | null): MoveStep {
  if (sku.serialised) return { kind: 'reject', reason: 'serialised-sku', code: sku.code };
  if (!flow.from) return { kind: 'reject', reason: 'source-first', code: sku.code };
  const current = flow.selection;
  if (current?.kind === 'quantity' && current.sku.id === sku.id) return selectQuantity(index, flow.from, sku, current.lotNumber, current.quantity + count);
  const lots = new Map<string | null, number>();
  for (const item of itemsIn(index, placeOfFrom(flow.from))) {
    if (item.skuId !== sku.id) continue;
    for (const taken of takeOrder([item], sku.id, item.lotNumber)) lots.set(taken.lotNumber, (lots.get(taken.lotNumber) ?? 0) + taken.quantity);
  }
  if (lot !== null || lots.size <= 1) return selectQuantity(index, flow.from, sku, lot ?? [...lots.keys()][0] ?? null, count);
  return { kind: 'choose-lot', sku, count, lots: [...lots].map(([lotNumber, available]) => ({ lotNumber, available })) };
}

function target(index: MoveIndex, flow: MoveFlow, resolved: Extract<Resolved, { kind: 'bin' | 'container' }>, code: string): MoveStep {
  const { selection } = flow;
  if (!selection) return { kind: 'reject', reason: 'nothing-selected', code };
  const bin = resolved.kind === 'bin' ? resolved.bin : resolved.container.binId ? index.binsById.get(resolved.container.binId) : undefined;
  const active = resolved.kind === 'bin' ? resolved.bin.active : resolved.container.active;
  if (!active || (bin && !bin.active)) return { kind: 'reject', reason: 'target-inactive', code };
  if (bin?.blocked) return { kind: 'reject', reason: 'target-blocked', code };
  if (resolved.kind === 'container' && (selection.kind === 'container' || (selection.kind === 'bin' && [...index.containersById.values()].some((c) => c.binId === selection.bin.id)))) {
    return { kind: 'reject', reason: 'container-into-container', code };
  }
  const to: MoveTarget = resolved.kind === 'bin' ? { kind: 'bin', binId: resolved.bin.id } : { kind: 'container', containerId: resolved.container.id };
  if (samePlace(flow, to)) return { kind: 'reject', reason: 'same-place', code };
  return { kind: 'move', to, label: resolved.kind === 'bin' ? resolved.bin.code : resolved.container.code };
}

function samePlace(flow: MoveFlow, to: MoveTarget): boolean {
  const { selection } = flow;
  if (!selection) return false;
  if (selection.kind === 'container') return to.kind === 'bin' && selection.container.binId === to.binId;
  if (selection.kind === 'bin') return to.kind === 'bin' && selection.bin.id === to.binId;
  const place = selection.kind === 'item' ? selection.item : flow.from ? placeOfFrom(flow.from) : null;
  if (!place) return false;
  return to.kind === 'container' ? place.containerId === to.containerId : place.containerId === null && place.binId === to.binId;
}

/** What one scan does on the movement screen, given what has been scanned so far. */
export function decideMove(index: MoveIndex, flow: MoveFlow, scan: ParsedScan): MoveStep {
  if (scan.kind === 'error') return { kind: 'reject', reason: 'unreadable', code: scan.raw };
  const resolved = resolve(index, scan);
  switch (resolved.kind) {
    case 'unknown':
      return { kind: 'reject', reason: 'unknown-code', code: resolved.code };
    case 'item':
      return selectItem(resolved.item, flow.from, scan.code);
    case 'sku':
      return selectSku(index, flow, resolved.sku, resolved.count, resolved.lot);
    case 'bin':
      if (flow.selection) return target(index, flow, resolved, resolved.bin.code);
      // The source bin scanned again: all of it moves.
      if (flow.from?.kind === 'bin' && flow.from.bin.id === resolved.bin.id) {
        const units = itemsIn(index, { binId: resolved.bin.id, containerId: null });
        const held = units.find((unit) => unit.heldBy);
        if (held) return { kind: 'reject', reason: 'held', code: held.wmsNumber };
        return { kind: 'select', selection: { kind: 'bin', bin: resolved.bin, units: units.length }, from: flow.from, allocated: units.some((unit) => unit.status === 'allocated') };
      }
      return { kind: 'from', from: { kind: 'bin', bin: resolved.bin } };
    case 'container': {
      const { container } = resolved;
      if (flow.selection && !(flow.selection.kind === 'container' && flow.selection.container.id === container.id)) return target(index, flow, resolved, container.code);
      if (flow.selection) return { kind: 'reject', reason: 'same-place', code: container.code };
      const units = itemsIn(index, { binId: null, containerId: container.id });
      const held = units.find((unit) => unit.heldBy);
      if (held) return { kind: 'reject', reason: 'held', code: held.wmsNumber };
      return { kind: 'select', selection: { kind: 'container', container, units: units.length }, from: { kind: 'container', container }, allocated: units.some((unit) => unit.status === 'allocated') };
    }
  }
}
