import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { openDeviceDb } from './device-db';

describe('the device database', () => {
  it('moves a movement pack kept before version 11 into unitPacks, with no old labels', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(10).stores({ movePacks: 'userId' });
    const pack = { bins: [], containers: [], items: [], skus: [], zoneId: null, downloadedAt: '2026-01-01T00:00:00.000Z' };
    await old.table('movePacks').put({ userId: 'u1', pack });
    old.close();

    const db = openDeviceDb(name);
    expect(await db.unitPacks.get('movement:u1')).toEqual({ key: 'movement:u1', userId: 'u1', pack: { ...pack, aliases: [] } });
    expect(db.tables.map((table) => table.name)).not.toContain('movePacks');
    db.close();
  });
});
