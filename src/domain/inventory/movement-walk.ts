import type { MovePackBin, MovePackItem } from './movement';
import type { MoveIndex } from './movement-index';

/*
 * Put-away suggestions: a received unit goes where its SKU already lies, else to the first empty bin of
 * its zone in pick sequence. The walk lists them in walking order, so a handheld with a cart of received
 * units goes round the warehouse once.
 */

const usable = (bin: MovePackBin | undefined): bin is MovePackBin => bin !== undefined && bin.active && !bin.blocked;

const walkOrder = (a: MovePackBin, b: MovePackBin) => a.zone.localeCompare(b.zone) || a.pickSequence - b.pickSequence || a.code.localeCompare(b.code);

/** The bin to put a unit away to, or null when no bin fits. */
export function suggestBin(index: MoveIndex, unit: Pick<MovePackItem, 'id' | 'skuId' | 'binId'>): MovePackBin | null {
  const holding = new Set<string>();
  const occupied = new Set<string>();
  for (const item of index.items.values()) {
    if (!item.binId) continue;
    occupied.add(item.binId);
    if (item.skuId === unit.skuId && item.id !== unit.id && item.binId !== unit.binId && item.status !== 'received') holding.add(item.binId);
  }
  for (const container of index.containersById.values()) if (container.binId) occupied.add(container.binId);
  const withSku = [...holding].map((id) => index.binsById.get(id)).filter(usable).sort(walkOrder)[0];
  if (withSku) return withSku;
  const zoneId = unit.binId ? index.binsById.get(unit.binId)?.zoneId : undefined;
  const empty = [...index.binsById.values()].filter((bin) => usable(bin) && !occupied.has(bin.id) && (zoneId === undefined || bin.zoneId === zoneId)).sort(walkOrder);
  return empty[0] ?? null;
}

export interface WalkStop {
  bin: MovePackBin;
  units: { skuId: string; quantity: number; wmsNumbers: string[] }[];
}

/** Where each received unit of a place should go, one stop per bin, in walking order. */
export function putAwayWalk(index: MoveIndex, units: readonly MovePackItem[]): WalkStop[] {
  const stops = new Map<string, WalkStop>();
  const received = units.filter((unit) => unit.status === 'received');
  const bySku = new Map<string, MovePackBin | null>();
  for (const unit of received) {
    if (!bySku.has(unit.skuId)) bySku.set(unit.skuId, suggestBin(index, unit));
    const bin = bySku.get(unit.skuId);
    if (!bin) continue;
    const stop = stops.get(bin.id) ?? { bin, units: [] };
    const line = stop.units.find((u) => u.skuId === unit.skuId);
    if (line) {
      line.quantity += unit.quantity;
      line.wmsNumbers.push(unit.wmsNumber);
    } else stop.units.push({ skuId: unit.skuId, quantity: unit.quantity, wmsNumbers: [unit.wmsNumber] });
    stops.set(bin.id, stop);
  }
  return [...stops.values()].sort((a, b) => walkOrder(a.bin, b.bin));
}
