import type { MovePackItem } from './movement';
import { type MoveIndex, itemsIn } from './movement-index';
import type { Relabel, RelabelLookup, RelabelUnit } from './relabel';

/*
 * Relabelling offline (docs/decisions/0033-relabel.md, "Offline"): the relabel screen resolves a scan
 * from the unit pack it downloaded, as the server's lookup would, and applies each relabel to the pack's
 * index at once, so the next scan, and a reload without network (which applies the device's relabels
 * again), find the unit by its new number and by its old one as an alias.
 */

/** A pack unit as the relabel screen lists and prints it. */
function relabelUnitOf(index: MoveIndex, item: MovePackItem): RelabelUnit {
  const sku = index.skus.byId.get(item.skuId);
  return {
    id: item.id,
    wmsNumber: item.wmsNumber,
    serial: item.serial,
    skuCode: sku?.code ?? '',
    description: sku?.description ?? '',
    quantity: item.quantity,
    lotNumber: item.lotNumber,
    status: item.status,
    // A pack kept on the device before holds came along lacks them.
    heldBy: item.heldBy ?? null,
  };
}

/**
 * What `code` names in the pack, like GET /v1/relabel/units: a container's units, or the unit with this
 * WMS number or old label, or the units with this serial. Null when the pack knows none of it: only the
 * server can tell then (a pack carries some of a company's units, not all).
 */
export function relabelLookupLocally(index: MoveIndex, code: string): RelabelLookup | null {
  const container = index.containersByCode.get(code.toUpperCase());
  if (container) {
    const units = itemsIn(index, { binId: null, containerId: container.id });
    return units.length > 0 ? { container: container.code, units: units.map((item) => relabelUnitOf(index, item)), relabelled: null } : null;
  }
  const key = code.toLowerCase();
  const unit = index.units.get(key);
  if (unit && unit.wmsNumber.toLowerCase() === key) return { container: null, units: [relabelUnitOf(index, unit)], relabelled: null };
  const aliased = index.aliases.get(key);
  if (aliased) return { container: null, units: [relabelUnitOf(index, aliased)], relabelled: { code, wmsNumber: aliased.wmsNumber } };
  // The serial index keeps one unit a serial; several units may share it, and the screen asks which.
  const bySerial = unit ? [...index.items.values()].filter((item) => item.serial?.toLowerCase() === key) : [];
  return bySerial.length > 0 ? { container: null, units: bySerial.map((item) => relabelUnitOf(index, item)), relabelled: null } : null;
}

/** Like GET /v1/relabel/search, offline: up to 20 of the pack's units whose WMS number or serial holds the text. */
export function searchRelabelLocally(index: MoveIndex, text: string): RelabelUnit[] {
  const part = text.trim().toLowerCase();
  return [...index.items.values()]
    .filter((item) => item.wmsNumber.toLowerCase().includes(part) || item.serial?.toLowerCase().includes(part))
    .sort((a, b) => a.wmsNumber.localeCompare(b.wmsNumber))
    .slice(0, 20)
    .map((item) => relabelUnitOf(index, item));
}

/**
 * Applies `relabel` to the device's index, as the server will apply it: each unit with a new number
 * carries it, and its number before becomes an alias. Only the relabelled units are touched, so a scan
 * right after it costs as little as the scan before; applying it again changes nothing, so a relabel
 * still in the outbox can be applied to any copy of the pack, downloaded before or after it was made.
 */
export function relabelIndex(index: MoveIndex, relabel: Relabel): void {
  for (const { itemId, newNumber } of relabel.units) {
    const item = index.items.get(itemId);
    if (!item || newNumber === null || newNumber === item.wmsNumber) continue;
    const old = item.wmsNumber.toLowerCase();
    if (index.units.get(old) === item) index.units.delete(old);
    index.aliases.set(old, item);
    item.wmsNumber = newNumber;
    index.units.set(newNumber.toLowerCase(), item);
  }
}
