import { type SkuIndex, indexSkus, skuOf } from '../receiving/scan-session';
import type { ParsedScan } from '../scan/parse-scan';
import type { CloseCarton, OpenCarton, PackCarton, PackOrder, PackOrderUnit, PackRejection, PackUnits } from './packing';

/*
 * The packing screen's decisions, free of React and IndexedDB so a scan is decided and answered in the
 * key's own task and the rules are unit-tested: the server's verdicts (PACK_REJECTIONS) from the order's
 * download, kept current as this device packs. The server checks everything again on sync; what only
 * it can know (a unit of another client, one packed on another station) comes back as a sync problem.
 */

type PackSku = PackOrder['skus'][number];

export interface PackIndex {
  order: PackOrder['order'];
  lines: PackOrder['lines'];
  /** Mutable copies, so local packs show at once. */
  unitsById: Map<string, PackOrderUnit>;
  /** By lower-cased WMS number and serial. */
  units: Map<string, PackOrderUnit>;
  skus: SkuIndex<PackSku>;
  cartonTypes: PackOrder['cartonTypes'];
  /** In the shipment's order; one opened on this device shows before the server numbered it. */
  cartons: PackCarton[];
  totesByCode: Map<string, PackOrder['totes'][number]>;
  shipment: PackOrder['shipment'];
}

export function indexPackOrder(pack: PackOrder): PackIndex {
  const index: PackIndex = {
    order: pack.order,
    lines: pack.lines,
    unitsById: new Map(),
    units: new Map(),
    skus: indexSkus(pack.skus),
    cartonTypes: pack.cartonTypes,
    cartons: pack.cartons.map((carton) => ({ ...carton })),
    totesByCode: new Map(pack.totes.map((tote) => [tote.code.toUpperCase(), tote])),
    shipment: pack.shipment ? { ...pack.shipment } : null,
  };
  for (const unit of pack.units) putUnit(index, { ...unit });
  return index;
}

function putUnit(index: PackIndex, unit: PackOrderUnit): void {
  index.unitsById.set(unit.id, unit);
  index.units.set(unit.wmsNumber.toLowerCase(), unit);
  if (unit.serial && !index.units.has(unit.serial.toLowerCase())) index.units.set(unit.serial.toLowerCase(), unit);
}

const waiting = (unit: PackOrderUnit) => unit.status === 'picked' && unit.picked;

/** Units of the SKU picked and not in a carton yet, in the order a quantity pack takes them (the server's order). */
export function unpackedOf(index: PackIndex, skuId: string): PackOrderUnit[] {
  return [...index.unitsById.values()].filter((unit) => unit.skuId === skuId && waiting(unit)).sort((a, b) => b.quantity - a.quantity || a.id.localeCompare(b.id));
}

export const leftOfSku = (index: PackIndex, skuId: string) => unpackedOf(index, skuId).reduce((sum, unit) => sum + unit.quantity, 0);

/** Per SKU of the order: how many units it holds and how many are in cartons. */
export function packProgress(index: PackIndex): { skuId: string; code: string; total: number; packed: number }[] {
  const rows = new Map<string, { skuId: string; code: string; total: number; packed: number }>();
  for (const unit of index.unitsById.values()) {
    const row = rows.get(unit.skuId) ?? { skuId: unit.skuId, code: index.skus.byId.get(unit.skuId)?.code ?? '', total: 0, packed: 0 };
    row.total += unit.quantity;
    if (unit.status === 'packed') row.packed += unit.quantity;
    rows.set(unit.skuId, row);
  }
  return [...rows.values()];
}

/** Every unit of the order is in a carton. */
export const allPacked = (index: PackIndex) => [...index.unitsById.values()].every((unit) => unit.status === 'packed');

export const openCartonOf = (index: PackIndex): PackCarton | null => index.cartons.find((carton) => carton.status === 'open') ?? null;

export const unitsIn = (index: PackIndex, cartonId: string) => [...index.unitsById.values()].filter((unit) => unit.containerId === cartonId && unit.status === 'packed');

/** What the device refuses besides the server's rules. */
export type DevicePackRejection = 'unreadable' | 'unknown-code' | 'carton-first' | 'serialised-sku';

export type PackStep =
  | { kind: 'reject'; reason: PackRejection | DevicePackRejection; code: string; left: number | null }
  | { kind: 'pack-unit'; unit: PackOrderUnit }
  /** A non-serial SKU: the packer confirms how many go in (the scan's count, up to what is left). */
  | { kind: 'quantity'; sku: PackSku; quantity: number; left: number }
  /** A tote of this order: nothing to do but say so. */
  | { kind: 'tote'; code: string };

const reject = (reason: PackRejection | DevicePackRejection, code: string, left: number | null = null): PackStep => ({ kind: 'reject', reason, code, left });

/** What one scan does on the packing screen, given the carton open now. */
export function decidePack(index: PackIndex, cartonId: string | null, scan: ParsedScan): PackStep {
  if (scan.kind === 'error') return reject('unreadable', scan.raw);
  const tote = index.totesByCode.get(scan.code.toUpperCase());
  if (tote) return { kind: 'tote', code: tote.code };
  const unit = index.units.get((scan.kind === 'gs1' ? (scan.serial ?? scan.code) : scan.code).toLowerCase());
  const found = unit ? null : skuOf(index.skus, scan);
  if (!unit && !found) return reject(scan.kind === 'wms' ? 'not-on-order' : 'unknown-code', scan.code);
  const open = cartonId ? index.cartons.find((carton) => carton.id === cartonId && carton.status === 'open') : undefined;
  if (!open) return reject('carton-first', scan.code);
  if (unit) {
    if (unit.status === 'packed') return reject('already-packed', unit.wmsNumber);
    if (!waiting(unit)) return reject('not-picked', unit.wmsNumber);
    return { kind: 'pack-unit', unit };
  }
  const { sku, count } = found!;
  const left = leftOfSku(index, sku.id);
  const onOrder = [...index.unitsById.values()].some((one) => one.skuId === sku.id);
  if (!onOrder) return reject('not-on-order', sku.code);
  if (sku.serialised) return reject('serialised-sku', sku.code);
  if (left === 0) return reject('too-many', sku.code, 0);
  return { kind: 'quantity', sku, quantity: Math.min(count ?? 1, left), left };
}

/** A carton opened on this device: open, last in the shipment, numbered when the server answers. */
export function applyOpenLocally(index: PackIndex, open: OpenCarton): void {
  if (index.cartons.some((carton) => carton.id === open.cartonId)) return;
  const position = index.cartons.reduce((max, carton) => Math.max(max, carton.position), 0) + 1;
  // A carton labelled from the station's reserved block shows its SSCC at once; others get it from the server.
  index.cartons.push({ id: open.cartonId, sscc: open.reserved?.sscc ?? '', position, cartonTypeId: open.cartonTypeId, status: 'open', weightG: null });
}

/** What a pack does to the device's copy, as the server does it: the units go into the carton, packed; a quantity splits its last unit. */
export function applyPackLocally(index: PackIndex, pack: PackUnits): void {
  const into = (unit: PackOrderUnit) => Object.assign(unit, { status: 'packed', containerId: pack.cartonId });
  if (pack.what.kind === 'item') {
    const unit = index.unitsById.get(pack.what.itemId);
    if (unit) into(unit);
    return;
  }
  let left = pack.what.quantity;
  for (const unit of unpackedOf(index, pack.what.skuId)) {
    if (left === 0) break;
    if (unit.quantity <= left) {
      left -= unit.quantity;
      into(unit);
    } else {
      unit.quantity -= left;
      putUnit(index, into({ ...unit, id: pack.what.newItemId, wmsNumber: `…${pack.what.newItemId.slice(0, 8)}`, serial: null, quantity: left }));
      left = 0;
    }
  }
}

export function applyCloseLocally(index: PackIndex, close: CloseCarton): void {
  const carton = index.cartons.find((one) => one.id === close.cartonId);
  if (carton) Object.assign(carton, { status: 'closed', weightG: close.weightG });
}
