import Dexie, { type EntityTable } from 'dexie';
import type { OutboxEntry } from '../../domain/sync/outbox-machine';

/*
 * What this device keeps in IndexedDB (the TanStack Query cache of reference data lives in localStorage):
 * - outbox: every mutation a scan screen made, in order, until the server has answered it. It survives
 *   reloads, app updates and power loss, which is why writes use strict durability.
 * - settings: this handheld's own settings (scanner, feedback, device name), not the account's, and
 *   the time of the last successful sync.
 */

export type StoredOutboxEntry = OutboxEntry & {
  /** Insertion order: the outbox sends oldest first. */
  seq?: number;
};

export interface SettingRow {
  key: string;
  value: unknown;
}

export type DeviceDb = Dexie & {
  outbox: EntityTable<StoredOutboxEntry, 'seq'>;
  settings: EntityTable<SettingRow, 'key'>;
};

export function openDeviceDb(name = 'wms-device'): DeviceDb {
  // Chrome commits IndexedDB with relaxed durability by default, which can lose the last seconds of
  // scans on power loss; a handheld's battery running out is an everyday event on a warehouse floor.
  const db = new Dexie(name, { chromeTransactionDurability: 'strict' }) as DeviceDb;
  db.version(1).stores({
    outbox: '++seq, &id, state',
    settings: 'key',
  });
  return db;
}

let shared: DeviceDb | null = null;

export function deviceDb(): DeviceDb {
  shared ??= openDeviceDb();
  return shared;
}
