import { describe, expect, it } from 'vitest';
import type { MovementPack } from './movement';
import { indexMovementPack } from './movement-index';
import type { Relabel } from './relabel';
import { relabelIndex, relabelLookupLocally, searchRelabelLocally } from './relabel-pack';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const item = (n: number, more: Partial<MovementPack['items'][number]> = {}) => ({
  id: id(100 + n), wmsNumber: `WMS0000000${n}`, serial: null, skuId: id(50), quantity: 1, binId: id(1), containerId: null, lotNumber: null, status: 'received' as const, heldBy: null, ...more,
});

function pack(): MovementPack {
  return {
    bins: [{ id: id(1), code: 'DOCK', zoneId: id(90), zone: 'A', pickSequence: 1, blocked: false, active: true }],
    containers: [{ id: id(30), code: 'CNT-000001', binId: id(1), active: true }, { id: id(31), code: 'CNT-EMPTY', binId: id(1), active: true }],
    items: [
      item(1, { serial: 'SN-1' }),
      item(2, { serial: 'SN-SHARED' }),
      item(3, { serial: 'SN-SHARED' }),
      item(4, { containerId: id(30) }),
      item(5, { containerId: id(30), quantity: 3, lotNumber: 'L1' }),
    ],
    aliases: [{ code: 'OLD-1', itemId: id(101) }],
    skus: [{ id: id(50), code: 'SKU-A', description: 'Widget', serialised: false, barcodes: [] }],
    zoneId: null,
    downloadedAt: '2026-01-01T00:00:00.000Z',
  };
}

const numbers = (found: ReturnType<typeof relabelLookupLocally>) => found?.units.map((unit) => unit.wmsNumber);

describe('relabel lookups on the device', () => {
  it('finds a unit by its WMS number, its serial or an old label (any case), with what its label prints', () => {
    const index = indexMovementPack(pack());
    expect(relabelLookupLocally(index, 'wms00000001')).toEqual({
      container: null,
      units: [{ id: id(101), wmsNumber: 'WMS00000001', serial: 'SN-1', skuCode: 'SKU-A', description: 'Widget', quantity: 1, lotNumber: null, status: 'received', heldBy: null }],
      relabelled: null,
    });
    expect(numbers(relabelLookupLocally(index, 'sn-1'))).toEqual(['WMS00000001']);
    expect(relabelLookupLocally(index, 'old-1')).toMatchObject({ units: [{ wmsNumber: 'WMS00000001' }], relabelled: { code: 'old-1', wmsNumber: 'WMS00000001' } });
  });

  it('answers every unit sharing a serial, and every unit of a container', () => {
    const index = indexMovementPack(pack());
    expect(numbers(relabelLookupLocally(index, 'SN-SHARED'))).toEqual(['WMS00000002', 'WMS00000003']);
    expect(relabelLookupLocally(index, 'cnt-000001')).toMatchObject({ container: 'CNT-000001', relabelled: null });
    expect(numbers(relabelLookupLocally(index, 'CNT-000001'))).toEqual(['WMS00000004', 'WMS00000005']);
  });

  it('leaves to the server what the pack does not know: an unknown code, a container whose units it lacks', () => {
    const index = indexMovementPack(pack());
    expect(relabelLookupLocally(index, 'WMS99999999')).toBeNull();
    expect(relabelLookupLocally(index, 'CNT-EMPTY')).toBeNull();
  });
});

describe('a search for a label too damaged to scan, offline', () => {
  it('finds units by part of the WMS number or serial, any case', () => {
    const index = indexMovementPack(pack());
    expect(searchRelabelLocally(index, 'sn-sh').map((unit) => unit.wmsNumber)).toEqual(['WMS00000002', 'WMS00000003']);
    expect(searchRelabelLocally(index, '00005').map((unit) => unit.wmsNumber)).toEqual(['WMS00000005']);
    expect(searchRelabelLocally(index, 'nothing')).toEqual([]);
  });
});

describe('a relabel applied to the pack', () => {
  const relabelled = (...relabels: Relabel[]) => {
    const index = indexMovementPack(pack());
    for (const relabel of relabels) relabelIndex(index, relabel);
    return index;
  };

  it('gives the unit its new number and keeps the old one as an alias, so the next scan finds both', () => {
    const index = relabelled({ id: id(900), units: [{ itemId: id(101), newNumber: 'WMS00000900' }, { itemId: id(102), newNumber: null }] });
    expect(numbers(relabelLookupLocally(index, 'WMS00000900'))).toEqual(['WMS00000900']);
    expect(relabelLookupLocally(index, 'WMS00000001')).toMatchObject({ relabelled: { code: 'WMS00000001', wmsNumber: 'WMS00000900' } });
    expect(relabelLookupLocally(index, 'OLD-1')?.relabelled).toEqual({ code: 'OLD-1', wmsNumber: 'WMS00000900' });
    expect(numbers(relabelLookupLocally(index, 'sn-1'))).toEqual(['WMS00000900']);
    // A reprint keeps the number: no alias.
    expect(numbers(relabelLookupLocally(index, 'WMS00000002'))).toEqual(['WMS00000002']);
    expect(index.aliases.has('wms00000002')).toBe(false);
  });

  it('relabels a container\'s units together', () => {
    const index = relabelled({ id: id(901), units: [{ itemId: id(104), newNumber: 'WMS00000904' }, { itemId: id(105), newNumber: 'WMS00000905' }] });
    expect(numbers(relabelLookupLocally(index, 'CNT-000001'))).toEqual(['WMS00000904', 'WMS00000905']);
    expect(relabelLookupLocally(index, 'WMS00000005')?.relabelled).toEqual({ code: 'WMS00000005', wmsNumber: 'WMS00000905' });
  });

  it('changes nothing when applied again (a relabel kept on the device, on a pack that has it already)', () => {
    const relabel = { id: id(900), units: [{ itemId: id(101), newNumber: 'WMS00000900' }] };
    const once = relabelled(relabel);
    const twice = relabelled(relabel, relabel);
    expect([...twice.units.keys()].sort()).toEqual([...once.units.keys()].sort());
    expect([...twice.aliases.keys()].sort()).toEqual([...once.aliases.keys()].sort());
    expect(relabelLookupLocally(twice, 'WMS00000900')?.relabelled).toBeNull();
  });

  it('keeps every old number of a unit relabelled twice as an alias', () => {
    const index = relabelled({ id: id(900), units: [{ itemId: id(101), newNumber: 'WMS00000900' }] }, { id: id(901), units: [{ itemId: id(101), newNumber: 'WMS00000901' }] });
    expect(relabelLookupLocally(index, 'WMS00000001')?.relabelled).toEqual({ code: 'WMS00000001', wmsNumber: 'WMS00000901' });
    expect(relabelLookupLocally(index, 'WMS00000900')?.relabelled).toEqual({ code: 'WMS00000900', wmsNumber: 'WMS00000901' });
    expect(numbers(relabelLookupLocally(index, 'WMS00000901'))).toEqual(['WMS00000901']);
  });
});
