import { describe, expect, it } from 'vitest';
import { parseScan } from '../scan/parse-scan';
import { allPacked, applyCloseLocally, applyOpenLocally, applyPackLocally, decidePack, indexPackOrder, leftOfSku, openCartonOf } from './pack-scan';
import type { PackOrder } from './packing';

const SERIAL_SKU = '00000000-0000-4000-8000-000000000001';
const BULK_SKU = '00000000-0000-4000-8000-000000000002';
const TOTE = '00000000-0000-4000-8000-0000000000aa';

function order(): PackOrder {
  return {
    order: { id: 'o1', number: 'SO000001', status: 'picked', clientId: 'c1', clientName: 'Client', carrier: null, service: '', shipToName: 'Ana' },
    lines: [{ skuId: SERIAL_SKU, quantity: 1 }, { skuId: BULK_SKU, quantity: 3 }],
    units: [
      { id: 'u1', wmsNumber: 'WMS00000001', serial: 'SN-1', skuId: SERIAL_SKU, quantity: 1, lotNumber: null, status: 'picked', containerId: TOTE, picked: true },
      { id: 'u2', wmsNumber: 'WMS00000002', serial: null, skuId: BULK_SKU, quantity: 3, lotNumber: 'LOT-1', status: 'picked', containerId: TOTE, picked: true },
    ],
    skus: [
      { id: SERIAL_SKU, code: 'PHONE', description: 'Phone', serialised: true, barcodes: [] },
      { id: BULK_SKU, code: 'CABLE', description: 'Cable', serialised: false, barcodes: ['4006381333931'] },
    ],
    totes: [{ id: TOTE, code: 'CNT-000009' }],
    cartonTypes: [{ id: 't1', name: 'Small', lengthMm: 300, widthMm: 200, heightMm: 100, tareG: 200, maxWeightG: 5000, active: true }],
    shipment: null,
    cartons: [],
    label: { ownFleet: true, from: ['Warehouse'], to: ['Customer'], carrier: '', service: '' },
    downloadedAt: new Date().toISOString(),
  };
}

describe('packing scans', () => {
  it('asks for a carton first, then packs a serial unit by WMS number or serial, once', () => {
    const index = indexPackOrder(order());
    expect(decidePack(index, null, parseScan('WMS00000001'))).toMatchObject({ kind: 'reject', reason: 'carton-first' });
    applyOpenLocally(index, { cartonId: 'k1', orderId: 'o1', cartonTypeId: 't1', openedAt: new Date().toISOString() });
    expect(openCartonOf(index)?.position).toBe(1);
    expect(decidePack(index, 'k1', parseScan('SN-1'))).toMatchObject({ kind: 'pack-unit', unit: { id: 'u1' } });
    applyPackLocally(index, { id: 'p1', cartonId: 'k1', what: { kind: 'item', itemId: 'u1' }, packedAt: new Date().toISOString() });
    expect(decidePack(index, 'k1', parseScan('WMS00000001'))).toMatchObject({ kind: 'reject', reason: 'already-packed' });
  });

  it('asks how many of a counted SKU, splits the last unit, and refuses more than is left', () => {
    const index = indexPackOrder(order());
    applyOpenLocally(index, { cartonId: 'k1', orderId: 'o1', cartonTypeId: 't1', openedAt: new Date().toISOString() });
    expect(decidePack(index, 'k1', parseScan('4006381333931'))).toMatchObject({ kind: 'quantity', quantity: 1, left: 3 });
    applyPackLocally(index, { id: 'p2', cartonId: 'k1', what: { kind: 'quantity', skuId: BULK_SKU, quantity: 2, newItemId: '00000000-0000-4000-8000-0000000000bb' }, packedAt: new Date().toISOString() });
    expect(leftOfSku(index, BULK_SKU)).toBe(1);
    applyPackLocally(index, { id: 'p3', cartonId: 'k1', what: { kind: 'quantity', skuId: BULK_SKU, quantity: 1, newItemId: '00000000-0000-4000-8000-0000000000cc' }, packedAt: new Date().toISOString() });
    expect(decidePack(index, 'k1', parseScan('CABLE'))).toMatchObject({ kind: 'reject', reason: 'too-many', left: 0 });
  });

  it('refuses codes that are not the order’s, and says a tote of the order is only a tote', () => {
    const index = indexPackOrder(order());
    applyOpenLocally(index, { cartonId: 'k1', orderId: 'o1', cartonTypeId: 't1', openedAt: new Date().toISOString() });
    expect(decidePack(index, 'k1', parseScan('WMS00000099'))).toMatchObject({ kind: 'reject', reason: 'not-on-order' });
    expect(decidePack(index, 'k1', parseScan('no-such-thing'))).toMatchObject({ kind: 'reject', reason: 'unknown-code' });
    expect(decidePack(index, 'k1', parseScan('CNT-000009'))).toEqual({ kind: 'tote', code: 'CNT-000009' });
    expect(decidePack(index, 'k1', parseScan('PHONE'))).toMatchObject({ kind: 'reject', reason: 'serialised-sku' });
  });

  it('knows when everything is packed and the carton closed', () => {
    const index = indexPackOrder(order());
    applyOpenLocally(index, { cartonId: 'k1', orderId: 'o1', cartonTypeId: 't1', openedAt: new Date().toISOString() });
    applyPackLocally(index, { id: 'p1', cartonId: 'k1', what: { kind: 'item', itemId: 'u1' }, packedAt: new Date().toISOString() });
    applyPackLocally(index, { id: 'p2', cartonId: 'k1', what: { kind: 'quantity', skuId: BULK_SKU, quantity: 3, newItemId: '00000000-0000-4000-8000-0000000000bb' }, packedAt: new Date().toISOString() });
    expect(allPacked(index)).toBe(true);
    applyCloseLocally(index, { id: 'c1', cartonId: 'k1', weightG: 1500, closedAt: new Date().toISOString() });
    expect(openCartonOf(index)).toBeNull();
  });
});
