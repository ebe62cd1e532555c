import { describe, expect, it } from 'vitest';
import { parseScan } from '../scan/parse-scan';
import type { MovementPack } from './movement';
import { applyMoveLocally, indexMovementPack } from './movement-index';
import { type MoveFlow, decideMove } from './movement-scan';
import { putAwayWalk, suggestBin } from './movement-walk';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const bin = (n: number, code: string, more: Partial<MovementPack['bins'][number]> = {}) => ({ id: id(n), code, zoneId: id(90), zone: 'A', pickSequence: n, blocked: false, active: true, ...more });
const item = (n: number, more: Partial<MovementPack['items'][number]> = {}) => ({
  id: id(100 + n), wmsNumber: `WMS0000000${n}`, serial: `SN-${n}`, skuId: id(50), quantity: 1, binId: id(1), containerId: null, lotNumber: null, status: 'received' as const, heldBy: null, ...more,
});

function pack(): MovementPack {
  return {
    bins: [bin(1, 'DOCK'), bin(2, 'A-01'), bin(3, 'A-02'), bin(4, 'A-03', { blocked: true }), bin(5, 'A-04', { active: false })],
    containers: [{ id: id(30), code: 'CNT-000001', binId: id(1), active: true }],
    items: [
      item(1), item(2), item(3, { status: 'allocated' }), item(4, { status: 'shipped' }),
      item(5, { serial: null, skuId: id(51), quantity: 6, lotNumber: 'L1', wmsNumber: 'WMS00000005' }),
      item(6, { serial: null, skuId: id(51), quantity: 4, lotNumber: 'L2', wmsNumber: 'WMS00000006' }),
      item(7, { containerId: id(30) }),
      item(8, { skuId: id(52), binId: id(2), status: 'available' }),
    ],
    aliases: [],
    skus: [
      { id: id(50), code: 'SER', description: '', serialised: true, barcodes: ['4006381333931'] },
      { id: id(51), code: 'BULK', description: '', serialised: false, barcodes: ['96385074'] },
      { id: id(52), code: 'OTHER', description: '', serialised: true, barcodes: [] },
    ],
    zoneId: null,
    downloadedAt: '2026-01-01T00:00:00.000Z',
  };
}

const empty: MoveFlow = { from: null, selection: null };
const scan = (code: string) => parseScan(code);

describe('scan anything on the movement screen', () => {
  it('takes a unit, then a bin to move it to', () => {
    const index = indexMovementPack(pack());
    const picked = decideMove(index, empty, scan('WMS00000001'));
    expect(picked).toMatchObject({ kind: 'select', selection: { kind: 'item', item: { id: id(101) } }, allocated: false });
    if (picked.kind !== 'select') return;
    expect(decideMove(index, { from: null, selection: picked.selection }, scan('BIN-A-01'))).toEqual({ kind: 'move', to: { kind: 'bin', binId: id(2) }, label: 'A-01' });
    // A bin code typed without its prefix is the bin.
    expect(decideMove(index, { from: null, selection: picked.selection }, scan('A-02'))).toMatchObject({ kind: 'move', to: { binId: id(3) } });
  });

  it('refuses a blocked or inactive bin, the same place, a unit not in the scanned source or not movable', () => {
    const index = indexMovementPack(pack());
    const selection = { kind: 'item' as const, item: index.items.get(id(101))! };
    expect(decideMove(index, { from: null, selection }, scan('BIN-A-03'))).toMatchObject({ kind: 'reject', reason: 'target-blocked' });
    expect(decideMove(index, { from: null, selection }, scan('BIN-A-04'))).toMatchObject({ kind: 'reject', reason: 'target-inactive' });
    expect(decideMove(index, { from: null, selection }, scan('BIN-DOCK'))).toMatchObject({ kind: 'reject', reason: 'same-place' });
    const fromShelf = { from: { kind: 'bin' as const, bin: index.binsById.get(id(2))! }, selection: null };
    expect(decideMove(index, fromShelf, scan('WMS00000001'))).toMatchObject({ kind: 'reject', reason: 'not-in-source' });
    expect(decideMove(index, empty, scan('WMS00000004'))).toMatchObject({ kind: 'reject', reason: 'not-movable' });
    expect(decideMove(index, empty, scan('WMS00000003'))).toMatchObject({ kind: 'select', allocated: true });
    expect(decideMove(index, empty, scan('NOPE'))).toMatchObject({ kind: 'reject', reason: 'unknown-code' });
  });

  it('takes a quantity of non-serial stock from a scanned bin, asking for the lot when there are several', () => {
    const index = indexMovementPack(pack());
    expect(decideMove(index, empty, scan('96385074'))).toMatchObject({ kind: 'reject', reason: 'source-first' });
    const from = { kind: 'bin' as const, bin: index.binsById.get(id(1))! };
    expect(decideMove(index, { from, selection: null }, scan('96385074'))).toMatchObject({ kind: 'choose-lot', lots: [{ lotNumber: 'L1', available: 6 }, { lotNumber: 'L2', available: 4 }] });
    expect(decideMove(index, { from, selection: null }, scan('4006381333931'))).toMatchObject({ kind: 'reject', reason: 'serialised-sku' });
  });

  it('refuses a unit a scrap list holds, and a bin or container holding one, as the server would; a quantity leaves it behind', () => {
    const held = pack();
    held.items = held.items.map((unit) => (unit.id === id(107) || unit.id === id(105) ? { ...unit, heldBy: 'SL-000001' } : unit));
    const index = indexMovementPack(held);
    expect(decideMove(index, empty, scan('WMS00000007'))).toEqual({ kind: 'reject', reason: 'held', code: 'WMS00000007' });
    expect(decideMove(index, empty, scan('CNT-000001'))).toEqual({ kind: 'reject', reason: 'held', code: 'WMS00000007' });
    const dock = { kind: 'bin' as const, bin: index.binsById.get(id(1))! };
    expect(decideMove(index, { from: dock, selection: null }, scan('BIN-DOCK'))).toMatchObject({ kind: 'reject', reason: 'held' });
    // Lot L1 is all held: only L2's four units can move.
    expect(decideMove(index, { from: dock, selection: null }, scan('96385074'))).toMatchObject({ kind: 'select', selection: { kind: 'quantity', lotNumber: 'L2', available: 4 } });
  });

  it('moves a whole bin when its label is scanned twice, and a container with its units', () => {
    const index = indexMovementPack(pack());
    const first = decideMove(index, empty, scan('BIN-DOCK'));
    expect(first).toMatchObject({ kind: 'from' });
    if (first.kind !== 'from') return;
    expect(decideMove(index, { from: first.from, selection: null }, scan('BIN-DOCK'))).toMatchObject({ kind: 'select', selection: { kind: 'bin', units: 7 }, allocated: true });
    const container = decideMove(index, empty, scan('CNT-000001'));
    expect(container).toMatchObject({ kind: 'select', selection: { kind: 'container', units: 1 } });
    if (container.kind !== 'select') return;
    expect(decideMove(index, { from: container.from, selection: container.selection }, scan('CNT-000001'))).toMatchObject({ kind: 'reject', reason: 'same-place' });
    applyMoveLocally(index, { id: id(900), what: { kind: 'container', containerId: id(30) }, source: null, to: { kind: 'bin', binId: id(3) }, confirmAllocated: false, movedAt: '2026-01-02T00:00:00.000Z' });
    expect(index.items.get(id(107))).toMatchObject({ binId: id(3), containerId: id(30) });
    expect(index.containersById.get(id(30))?.binId).toBe(id(3));
  });

  it('splits part of an item on the device as the server will', () => {
    const index = indexMovementPack(pack());
    applyMoveLocally(index, {
      id: id(901), what: { kind: 'quantity', skuId: id(51), lotNumber: 'L1', quantity: 2, newItemId: id(902) }, source: { binId: id(1), containerId: null }, to: { kind: 'bin', binId: id(2) }, confirmAllocated: false, movedAt: '2026-01-02T00:00:00.000Z',
    });
    expect(index.items.get(id(105))).toMatchObject({ quantity: 4, binId: id(1) });
    expect(index.items.get(id(902))).toMatchObject({ quantity: 2, binId: id(2), lotNumber: 'L1' });
  });
});

describe('put-away suggestions', () => {
  it('suggest where the SKU already lies, else the first empty bin of the zone in pick sequence, as a walk', () => {
    const index = indexMovementPack(pack());
    expect(suggestBin(index, index.items.get(id(101))!)?.code).toBe('A-02');
    index.items.get(id(108))!.skuId = id(50);
    expect(suggestBin(index, index.items.get(id(101))!)?.code).toBe('A-01');
    const walk = putAwayWalk(index, [index.items.get(id(101))!, index.items.get(id(102))!, index.items.get(id(105))!]);
    expect(walk.map((stop) => [stop.bin.code, stop.units.map((u) => u.quantity)])).toEqual([['A-01', [2]], ['A-02', [6]]]);
  });
});
