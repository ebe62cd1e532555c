import type { ParsedScan } from '../scan/parse-scan';
import type { LoadCarton, LoadOutPack, LoadOutShipment, LoadRejection, ShipShipment } from './load-out';

/*
 * The load-out screen's decisions, free of React and IndexedDB: the server's verdicts (LOAD_REJECTIONS)
 * from the download, kept current as this device loads. The server checks again on sync.
 */

type Carton = LoadOutShipment['cartons'][number];

export interface LoadIndex {
  /** Mutable copies, so local loads show at once. */
  shipments: LoadOutShipment[];
  /** By SSCC, and by tracking number where the carton has one. */
  cartons: Map<string, { carton: Carton; shipment: LoadOutShipment }>;
}

export function indexLoadOut(pack: LoadOutPack): LoadIndex {
  const index: LoadIndex = { shipments: pack.shipments.map((s) => ({ ...s, cartons: s.cartons.map((k) => ({ ...k })) })), cartons: new Map() };
  for (const shipment of index.shipments) {
    for (const carton of shipment.cartons) {
      index.cartons.set(carton.sscc, { carton, shipment });
      if (carton.trackingNumber) index.cartons.set(carton.trackingNumber.toUpperCase(), { carton, shipment });
    }
  }
  return index;
}

/** What the device refuses besides the server's rules. */
export type DeviceLoadRejection = 'unreadable' | 'dock-first' | 'already-loaded';

export type LoadStep =
  | { kind: 'reject'; reason: LoadRejection | DeviceLoadRejection; code: string }
  | { kind: 'dock'; code: string }
  | { kind: 'load'; carton: Carton; shipment: LoadOutShipment };

/** The code a scan names a carton by: the SSCC of a GS1-128 label, else what was scanned. */
function cartonKey(scan: Exclude<ParsedScan, { kind: 'error' }>): string {
  if (scan.kind === 'gs1' && scan.sscc) return scan.sscc;
  return scan.code.toUpperCase();
}

export function decideLoad(index: LoadIndex, dock: string | null, scan: ParsedScan): LoadStep {
  if (scan.kind === 'error') return { kind: 'reject', reason: 'unreadable', code: scan.raw };
  if (scan.kind === 'bin') return { kind: 'dock', code: scan.location };
  const found = index.cartons.get(cartonKey(scan));
  if (!found) return { kind: 'reject', reason: 'unknown-carton', code: scan.code };
  if (found.shipment.status === 'shipped') return { kind: 'reject', reason: 'already-shipped', code: found.shipment.number };
  if (found.shipment.status !== 'labelled') return { kind: 'reject', reason: 'not-labelled', code: found.shipment.number };
  if (!dock) return { kind: 'reject', reason: 'dock-first', code: scan.code };
  if (found.carton.loadedAt && found.carton.dock?.toUpperCase() === dock.toUpperCase()) return { kind: 'reject', reason: 'already-loaded', code: found.carton.sscc };
  return { kind: 'load', ...found };
}

export function applyLoadLocally(index: LoadIndex, load: LoadCarton): void {
  for (const shipment of index.shipments) {
    const carton = shipment.cartons.find((k) => k.id === load.cartonId);
    if (carton) Object.assign(carton, { loadedAt: load.loadedAt, dock: load.dock });
  }
}

export function applyShipLocally(index: LoadIndex, ship: ShipShipment): void {
  const shipment = index.shipments.find((s) => s.id === ship.shipmentId);
  if (shipment) shipment.status = 'shipped';
}

/** The cartons of a shipment not on a dock yet. */
export const missingOf = (shipment: LoadOutShipment) => shipment.cartons.filter((carton) => carton.loadedAt === null);
