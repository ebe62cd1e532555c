import Dexie, { type EntityTable } from 'dexie';
import type { CountingPack } from '../../domain/counting/pack';
import type { LocalFlag } from '../../domain/counting/count-session';
import type { MoveStock, MovementPack } from '../../domain/inventory/movement';
import type { Relabel } from '../../domain/inventory/relabel';
import type { PickPack, PickUnits, ReturnToStock, ShortPick } from '../../domain/picking/picking';
import type { PrintFailure } from '../../domain/printing/printers';
import type { WmsLabel } from '../../domain/printing/wms-label';
import type { LoadCarton, LoadOutPack, ShipShipment } from '../../domain/shipping/load-out';
import type { CloseCarton, OpenCarton, PackOrder, PackUnits, PutWallPack } from '../../domain/shipping/packing';
import type { BuyLabel } from '../../domain/shipping/shipments';
import type { OutboxEntry } from '../../domain/sync/outbox-machine';

/*
 * What this device keeps in IndexedDB (the TanStack Query cache of reference data lives in localStorage):
 * - outbox: every mutation a scan screen made, in order, until the server has answered it. It survives
 *   reloads, app updates and power loss, which is why writes use strict durability.
 * - settings: this handheld's own settings (scanner, feedback, device name), not the account's, and
 *   the time of the last successful sync.
 * - numberPool: numbers reserved while online, so units received offline still get unique labels (wms)
 *   and a packing station labels cartons offline (sscc, tracking); `wmsPool` was its first, WMS-only form.
 * - pendingLabels: labels waiting for the browser's print dialog.
 * - countPacks, binCounts, countEntries: a counting cycle downloaded for offline work, and what this
 *   device counted in it (kept after the outbox has sent it, so the screen still shows it).
 * - unitPacks: the unit pack the movement and relabel screens download (one per screen and account,
 *   unit-pack.ts), kept as downloaded.
 * - relabels: the relabels this device made with the relabel screen's pack, one row each, applied to it
 *   again after a reload (the pack itself is never rewritten: a relabel stores a few hundred bytes).
 * - moves: the moves this device made with the movement screen's pack, so a reload offline finds every
 *   unit where this device put it (`movePacks` was the movement screen's own pack table).
 * - pickPacks, picks: a batch's download for picking (one per account and batch) and the picks and short
 *   picks this device made in it, replayed on the pack after a reload.
 * - packOrders, packs: an order's packing download (one per account and order) and the cartons opened,
 *   units packed and cartons closed on this device, replayed on it after a reload.
 * - wallPacks: a batch's put-wall download (one per account and batch); its steps are kept in packs.
 * - loadOutPacks, loads: the load-out screen's download (one per account) and the cartons loaded and
 *   shipments confirmed on this device.
 */

export type StoredOutboxEntry = OutboxEntry & {
  /** Insertion order: the outbox sends oldest first. */
  seq?: number;
  /** The payload of the server's refusal (e.g. a 409's reason), so a screen can offer the fix that fits. */
  problemDetail?: unknown;
  /** The HTTP status of that refusal (400 invalid, 403 forbidden, 409 conflict…), for the sentence that explains it. */
  problemStatus?: number;
  /** Its size in a sync request's body, measured when queued (absent on entries queued before it was). */
  bytes?: number;
};

/** A number reserved for this device (POST /v1/receiving/wms-blocks, /v1/shipping/packing/number-blocks), not used yet. */
export interface NumberPoolRow {
  seq?: number;
  kind: 'wms' | 'sscc' | 'tracking';
  number: string;
}

export interface SettingRow {
  key: string;
  value: unknown;
}

/** A label waiting for the print dialog; `failure` says why the network printer did not take it, if it was sent there. */
export interface PendingLabel {
  seq?: number;
  id: string;
  label: WmsLabel;
  failure?: PrintFailure;
}

/** A counting cycle's download (GET /v1/counting/cycles/:id/pack). */
export interface CountPackRow {
  cycleId: string;
  pack: CountingPack;
}

/** This device's count of one bin: opened by its label, closed by the counter. */
export interface BinCountRow {
  id: string;
  cycleId: string;
  binId: string;
  round: number;
  openedAt: string;
  closedAt: string | null;
}

/** One scan of a count, as the screen shows it. */
export interface CountEntryRow {
  id: string;
  cycleId: string;
  binCountId: string;
  binId: string;
  code: string;
  itemId: string | null;
  skuId: string | null;
  quantity: number;
  flag: LocalFlag | null;
  voided: boolean;
  countedAt: string;
}

/** A unit pack (GET /v1/movement/pack, /v1/relabel/pack) kept per screen and account; `key` is `screen:userId`. */
export interface UnitPackRow {
  key: string;
  userId: string;
  pack: MovementPack;
}

/** One move made on this device, as its session lists it; `label` says what went where. */
export interface MoveRow {
  id: string;
  userId: string;
  payload: MoveStock;
  label: string;
  units: number;
  undone: boolean;
}

/** One relabel made on this device, as its screen lists it; `refused` once the server refused it (it is not applied then). */
export interface RelabelRecord {
  id: string;
  userId: string;
  payload: Relabel;
  container: string | null;
  changes: { from: string; to: string }[];
  relabelledAt: string;
  refused: boolean;
}

/** A batch's download for picking (GET /v1/shipping/picking/batches/:id/pack), per account. */
export interface PickPackRow {
  key: string;
  userId: string;
  batchId: string;
  pack: PickPack;
}

/** One pick, short pick or return to stock this device made; `code` is what was scanned, `label` its line on the screen. */
export interface PickRow {
  id: string;
  userId: string;
  batchId: string;
  action: { kind: 'pick'; payload: PickUnits } | { kind: 'short'; payload: ShortPick } | { kind: 'return'; payload: ReturnToStock };
  code: string;
  label: string;
  units: number;
  at: string;
  undone: boolean;
}

/** An order's packing download (GET /v1/shipping/packing/orders/:id), per account. */
export interface PackOrderRow {
  key: string;
  userId: string;
  orderId: string;
  pack: PackOrder;
}

/** One step of packing this device made; `code` is what was scanned, `label` its line on the screen. */
export interface PackRow {
  id: string;
  userId: string;
  orderId: string;
  action: { kind: 'open'; payload: OpenCarton } | { kind: 'pack'; payload: PackUnits } | { kind: 'close'; payload: CloseCarton } | { kind: 'label'; payload: BuyLabel };
  code: string;
  label: string;
  units: number;
  at: string;
  undone: boolean;
}

/** A batch's put-wall download (GET /v1/shipping/packing/batches/:id), per account. */
export interface WallPackRow {
  key: string;
  userId: string;
  batchId: string;
  wall: PutWallPack;
}

/** The load-out screen's download (GET /v1/shipping/load-out), per account. */
export interface LoadOutPackRow {
  userId: string;
  pack: LoadOutPack;
}

/** One carton loaded or shipment confirmed on this device. */
export interface LoadRow {
  id: string;
  userId: string;
  action: { kind: 'load'; payload: LoadCarton } | { kind: 'ship'; payload: ShipShipment };
  code: string;
  label: string;
  at: string;
  undone: boolean;
}

export type DeviceDb = Dexie & {
  outbox: EntityTable<StoredOutboxEntry, 'seq'>;
  settings: EntityTable<SettingRow, 'key'>;
  numberPool: EntityTable<NumberPoolRow, 'seq'>;
  pendingLabels: EntityTable<PendingLabel, 'seq'>;
  countPacks: EntityTable<CountPackRow, 'cycleId'>;
  binCounts: EntityTable<BinCountRow, 'id'>;
  countEntries: EntityTable<CountEntryRow, 'id'>;
  unitPacks: EntityTable<UnitPackRow, 'key'>;
  moves: EntityTable<MoveRow, 'id'>;
  relabels: EntityTable<RelabelRecord, 'id'>;
  pickPacks: EntityTable<PickPackRow, 'key'>;
  picks: EntityTable<PickRow, 'id'>;
  packOrders: EntityTable<PackOrderRow, 'key'>;
  packs: EntityTable<PackRow, 'id'>;
  wallPacks: EntityTable<WallPackRow, 'key'>;
  loadOutPacks: EntityTable<LoadOutPackRow, 'userId'>;
  loads: EntityTable<LoadRow, 'id'>;
};

export function openDeviceDb(name = 'wms-device'): DeviceDb {
  // Chrome commits IndexedDB with relaxed durability by default, which can lose the last seconds of
  // scans on power loss; a handheld's battery running out is an everyday event on a warehouse floor.
  const db = new Dexie(name, { chromeTransactionDurability: 'strict' }) as DeviceDb;
  db.version(1).stores({
    outbox: '++seq, &id, state',
    settings: 'key',
  });
  db.version(2).stores({ wmsPool: '++seq, &number' });
  // One row a label: a scan adds its label without reading or rewriting the others.
  db.version(3).stores({ pendingLabels: '++seq, &id' });
  db.version(4).stores({ countPacks: 'cycleId', binCounts: 'id, cycleId', countEntries: 'id, cycleId, binCountId' });
  db.version(5).stores({ movePacks: 'userId', moves: 'id, userId' });
  db.version(6).stores({ pickPacks: 'key, userId', picks: 'id, [userId+batchId]' });
  db.version(7).stores({ packOrders: 'key, userId', packs: 'id, [userId+orderId]', loadOutPacks: 'userId', loads: 'id, userId' });
  // The WMS pool became one pool of every kind of reserved number; its numbers move over as kind wms.
  db.version(8)
    .stores({ numberPool: '++seq, &[kind+number], kind' })
    .upgrade(async (tx) => {
      const rows = (await tx.table('wmsPool').orderBy('seq').toArray()) as { number: string }[];
      await tx.table('numberPool').bulkAdd(rows.map((row) => ({ kind: 'wms', number: row.number })));
    });
  db.version(9).stores({ wmsPool: null });
  db.version(10).stores({ wallPacks: 'key, userId' });
  // The movement screen's pack became the unit pack the relabel screen downloads too; kept copies move over.
  db.version(11)
    .stores({ unitPacks: 'key, userId' })
    .upgrade(async (tx) => {
      // Packs kept before old labels came along carry none.
      const rows = (await tx.table('movePacks').toArray()) as { userId: string; pack: Omit<MovementPack, 'aliases'> }[];
      await tx.table('unitPacks').bulkAdd(rows.map((row) => ({ key: `movement:${row.userId}`, userId: row.userId, pack: { ...row.pack, aliases: [] } })));
    });
  db.version(12).stores({ movePacks: null });
  db.version(13).stores({ relabels: 'id, userId' });
  return db;
}

let shared: DeviceDb | null = null;

export function deviceDb(): DeviceDb {
  shared ??= openDeviceDb();
  return shared;
}
