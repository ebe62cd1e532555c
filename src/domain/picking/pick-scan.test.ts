import { describe, expect, it } from 'vitest';
import { parseScan } from '../scan/parse-scan';
import type { PickPack, PickPackUnit } from './picking';
import { type PickFlow, applyPickLocally, applyReturnLocally, applyShortLocally, currentTask, decidePick, indexPickPack, pickSummary } from './pick-scan';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ME = id(900);
const CLIENT = id(800);
const unit = (n: number, more: Partial<PickPackUnit> = {}): PickPackUnit => ({
  id: id(100 + n), wmsNumber: `WMS0000000${n}`, serial: `SN-${n}`, skuId: id(50), clientId: CLIENT, quantity: 1, binId: id(1), containerId: null,
  lotNumber: null, status: 'allocated', taskId: id(10), orderNumber: 'SO000001', pickedAt: null, ...more,
});

function pack(): PickPack {
  return {
    batch: { id: id(5), number: 'BT000001', status: 'released', clientIds: [CLIENT] },
    tasks: [
      { id: id(11), number: 'BT000001-002', sequence: 2, binId: id(2), skuId: id(51), lotNumber: 'L1', quantity: 5, picked: 0, short: 0, status: 'open', claimedBy: null, orders: ['SO000002'] },
      { id: id(10), number: 'BT000001-001', sequence: 1, binId: id(1), skuId: id(50), lotNumber: null, quantity: 2, picked: 0, short: 0, status: 'open', claimedBy: null, orders: ['SO000001'] },
    ],
    units: [
      unit(1), unit(2),
      // Swap candidates and strangers in bin 1.
      unit(3, { status: 'available', taskId: null, orderNumber: null }),
      unit(4, { status: 'available', taskId: null, orderNumber: null, lotNumber: 'L9' }),
      unit(5, { status: 'available', taskId: null, orderNumber: null, clientId: id(801) }),
      unit(6, { status: 'allocated', taskId: null, orderNumber: 'SO000099' }),
      unit(7, { status: 'available', taskId: null, orderNumber: null, binId: id(2) }),
      unit(8, { status: 'qc', taskId: null, orderNumber: null }),
      // Non-serial stock of task 2: 3 + 4 held for 5.
      unit(20, { serial: null, skuId: id(51), quantity: 3, binId: id(2), lotNumber: 'L1', taskId: id(11), orderNumber: 'SO000002' }),
      unit(21, { serial: null, skuId: id(51), quantity: 4, binId: id(2), lotNumber: 'L1', taskId: id(11), orderNumber: 'SO000002' }),
    ],
    bins: [{ id: id(1), code: 'A-01', pickSequence: 1 }, { id: id(2), code: 'A-02', pickSequence: 2 }],
    skus: [
      { id: id(50), code: 'PHONE', description: 'Handset', serialised: true, barcodes: ['4006381333931'] },
      { id: id(51), code: 'CABLE', description: 'Cable', serialised: false, barcodes: ['96385074'] },
    ],
    totes: [{ id: id(30), code: 'TOTE-1', type: 'tote', batchId: null }, { id: id(31), code: 'TOTE-2', type: 'tote', batchId: id(6) }],
    returns: [],
    downloadedAt: '2026-01-01T00:00:00.000Z',
  };
}

const scan = (code: string) => parseScan(code);
const ready: PickFlow = { toteId: id(30), atTaskId: id(10), returnId: null };
const pickOf = (itemId: string, taskId = id(10)) => ({ id: id(700), taskId, binId: id(1), what: { kind: 'item' as const, itemId }, toteId: id(30), pickedAt: '2026-01-02T00:00:00.000Z' });

describe('picking by scan on the handheld', () => {
  it('walks the tasks in walking order: tote, then the bin, then the units', () => {
    const index = indexPickPack(pack());
    expect(currentTask(index, ME)?.number).toBe('BT000001-001');
    expect(decidePick(index, { toteId: null, atTaskId: null, returnId: null }, scan('A-01'), ME)).toMatchObject({ kind: 'reject', reason: 'tote-first' });
    expect(decidePick(index, { toteId: null, atTaskId: null, returnId: null }, scan('TOTE-1'), ME)).toMatchObject({ kind: 'tote' });
    expect(decidePick(index, { toteId: id(30), atTaskId: null, returnId: null }, scan('A-02'), ME)).toMatchObject({ kind: 'reject', reason: 'wrong-bin', expected: 'A-01' });
    expect(decidePick(index, { toteId: id(30), atTaskId: null, returnId: null }, scan('SN-1'), ME)).toMatchObject({ kind: 'reject', reason: 'bin-first', expected: 'A-01' });
    expect(decidePick(index, { toteId: id(30), atTaskId: null, returnId: null }, scan('A-01'), ME)).toMatchObject({ kind: 'bin' });
    expect(decidePick(index, ready, scan('SN-1'), ME)).toMatchObject({ kind: 'pick-unit', swap: false });
  });

  it('says what was expected for every wrong unit, and swaps to another free unit of the same SKU and lot', () => {
    const index = indexPickPack(pack());
    expect(decidePick(index, ready, scan('SN-4'), ME)).toMatchObject({ reason: 'wrong-lot', expected: null });
    expect(decidePick(index, ready, scan('SN-5'), ME)).toMatchObject({ reason: 'other-client', expected: 'PHONE' });
    expect(decidePick(index, ready, scan('SN-6'), ME)).toMatchObject({ reason: 'held-elsewhere' });
    expect(decidePick(index, ready, scan('SN-7'), ME)).toMatchObject({ reason: 'not-in-bin', expected: 'A-01' });
    expect(decidePick(index, ready, scan('SN-8'), ME)).toMatchObject({ reason: 'not-pickable' });
    expect(decidePick(index, ready, scan('96385074'), ME)).toMatchObject({ reason: 'wrong-sku', expected: 'PHONE' });
    expect(decidePick(index, ready, scan('TOTE-2'), ME)).toMatchObject({ reason: 'tote-in-use' });
    expect(decidePick(index, ready, scan('SN-3'), ME)).toMatchObject({ kind: 'pick-unit', swap: true });

    applyPickLocally(index, pickOf(id(103)));
    expect(index.unitsById.get(id(103))).toMatchObject({ status: 'picked', containerId: id(30), taskId: id(10), orderNumber: 'SO000001' });
    // The unit the task held first is free again; the task has one left.
    expect(index.unitsById.get(id(101))).toMatchObject({ status: 'available', taskId: null });
    expect(index.tasksById.get(id(10))).toMatchObject({ picked: 1, status: 'open' });
    expect(decidePick(index, ready, scan('SN-3'), ME)).toMatchObject({ reason: 'already-picked' });
  });

  it('closes a task when its last unit is picked and moves on to the next bin', () => {
    const index = indexPickPack(pack());
    applyPickLocally(index, pickOf(id(101)));
    applyPickLocally(index, { ...pickOf(id(102)), id: id(701) });
    expect(index.tasksById.get(id(10))?.status).toBe('done');
    expect(currentTask(index, ME)?.number).toBe('BT000001-002');
  });

  it('takes a quantity of a non-serial SKU, splitting the last unit it needs', () => {
    const index = indexPickPack(pack());
    index.tasksById.get(id(10))!.status = 'done';
    const atCable: PickFlow = { toteId: id(30), atTaskId: id(11), returnId: null };
    expect(decidePick(index, atCable, scan('96385074'), ME)).toMatchObject({ kind: 'quantity', quantity: 1 });
    applyPickLocally(index, { id: id(702), taskId: id(11), binId: id(2), what: { kind: 'quantity', quantity: 5, newItemId: id(600) }, toteId: id(30), pickedAt: '2026-01-02T00:00:00.000Z' });
    // Largest first: the 4 whole, then 1 split off the 3.
    expect(index.unitsById.get(id(121))).toMatchObject({ status: 'picked', quantity: 4 });
    expect(index.unitsById.get(id(120))).toMatchObject({ status: 'allocated', quantity: 2 });
    expect(index.unitsById.get(id(600))).toMatchObject({ status: 'picked', quantity: 1, containerId: id(30) });
    expect(index.tasksById.get(id(11))).toMatchObject({ picked: 5, status: 'done' });
    expect(currentTask(index, ME)).toBeNull();
    expect(decidePick(index, atCable, scan('A-02'), ME)).toMatchObject({ reason: 'nothing-left' });
  });

  it('skips a task another picker claimed, and reports a short pick in the summary', () => {
    const index = indexPickPack(pack());
    index.tasksById.get(id(10))!.claimedBy = { id: id(901), name: 'Other picker' };
    expect(currentTask(index, ME)?.number).toBe('BT000001-002');
    applyShortLocally(index, { id: id(703), taskId: id(11), reason: 'empty', itemId: null, shortAt: '2026-01-02T00:00:00.000Z' });
    expect(index.unitsById.get(id(120))).toMatchObject({ status: 'missing', taskId: null });
    expect(index.tasksById.get(id(11))).toMatchObject({ short: 5, status: 'short' });
    expect(pickSummary(index)).toMatchObject({ tasks: 2, closed: 1, picked: 0, short: [{ binCode: 'A-02', skuCode: 'CABLE' }] });
  });

  it('puts a picked unit of a cancelled order back: the unit, then any bin, at any point of the walk', () => {
    const base = pack();
    const picked = unit(9, { status: 'picked', binId: null, containerId: id(30), orderNumber: 'SO000003', taskId: null, pickedAt: '2026-01-01T00:00:00.000Z' });
    const index = indexPickPack({ ...base, units: [...base.units, picked], returns: [{ id: id(40), itemId: picked.id, wmsNumber: picked.wmsNumber, orderNumber: 'SO000003', fromBinId: id(2), containerId: id(30) }] });
    expect(decidePick(index, { toteId: null, atTaskId: null, returnId: null }, scan('SN-9'), ME)).toMatchObject({ kind: 'return-unit' });
    expect(decidePick(index, { toteId: null, atTaskId: null, returnId: id(40) }, scan('A-02'), ME)).toMatchObject({ kind: 'return-to', bin: { code: 'A-02' } });
    applyReturnLocally(index, { id: id(704), returnTaskId: id(40), itemId: picked.id, binId: id(2), returnedAt: '2026-01-02T00:00:00.000Z' });
    expect(index.unitsById.get(picked.id)).toMatchObject({ status: 'available', binId: id(2), containerId: null });
    expect(decidePick(index, ready, scan('SN-9'), ME)).toMatchObject({ kind: 'reject', reason: 'not-in-bin' });
  });
});
