import { describe, expect, it } from 'vitest';
import { GS } from '../scan/gs1';
import { parseScan } from '../scan/parse-scan';
import type { ScanSku } from './scan-context';
import { type Awaiting, type SessionFacts, decideQuantity, decideScan, indexSkus, tallyOf } from './scan-session';

const phone: ScanSku = { id: 'phone', code: 'SKU-0001', description: 'Galaxy S24', serialised: true, barcodes: ['036000291452'] };
const headset: ScanSku = { id: 'headset', code: 'SKU-0006', description: 'WH-1000XM5', serialised: false, barcodes: ['4006381333931'] };
const index = indexSkus([phone, headset]);
const idle: Awaiting = { kind: 'sku' };

function facts(overrides: Partial<SessionFacts> = {}): SessionFacts {
  return { index, expected: new Map(), received: new Map(), serials: new Map(), ...overrides };
}

const scan = (code: string) => parseScan(code);

describe('decideScan', () => {
  it('finds a UPC-A SKU however the GTIN is printed, then takes the next scan as its serial', () => {
    for (const printed of ['036000291452', '0036000291452', '00036000291452']) {
      expect(decideScan(idle, scan(printed), facts())).toEqual({ kind: 'await', awaiting: { kind: 'serial', sku: phone, lot: null, expiry: null } });
    }
    const awaiting: Awaiting = { kind: 'serial', sku: phone, lot: null, expiry: null };
    expect(decideScan(awaiting, scan('SN-ABC-1'), facts())).toEqual({ kind: 'receive', unit: { sku: phone, serial: 'SN-ABC-1', quantity: 1, lot: null, expiry: null } });
  });

  it('receives a whole unit from one GS1 scan with GTIN, serial, lot and expiry', () => {
    const gs1 = parseScan(`]C101000360002914521727123110LOT7${GS}21SN900`);
    expect(decideScan(idle, gs1, facts())).toEqual({
      kind: 'receive',
      unit: { sku: phone, serial: 'SN900', quantity: 1, lot: 'LOT7', expiry: '2027-12-31' },
    });
  });

  it('refuses a serial received before, whatever its case, and one more unit than expected', () => {
    const awaiting: Awaiting = { kind: 'serial', sku: phone, lot: null, expiry: null };
    const known = facts({ serials: new Map([['phone', new Set(['sn-1'])]]) });
    expect(decideScan(awaiting, scan('SN-1'), known)).toMatchObject({ kind: 'reject', reason: 'serial-in-stock', code: 'SN-1' });

    const full = facts({ expected: new Map([['phone', 2]]), received: new Map([['phone', 2]]) });
    expect(decideScan(awaiting, scan('SN-2'), full)).toMatchObject({ kind: 'reject', reason: 'over-expected', expected: 2, received: 2 });
    // A SKU missing from the expected lines is expected zero times.
    expect(decideQuantity({ kind: 'quantity', sku: headset, quantity: 1, lot: null, expiry: null }, 1, full)).toMatchObject({ reason: 'over-expected', expected: 0 });
  });

  it('adds up repeated scans of a counted SKU and confirms the quantity typed', () => {
    const first = decideScan(idle, scan('4006381333931'), facts());
    expect(first).toEqual({ kind: 'await', awaiting: { kind: 'quantity', sku: headset, quantity: 1, lot: null, expiry: null } });
    const again = decideScan(first.kind === 'await' ? first.awaiting : idle, scan('4006381333931'), facts());
    expect(again).toMatchObject({ awaiting: { quantity: 2 } });
    expect(decideQuantity({ kind: 'quantity', sku: headset, quantity: 2, lot: null, expiry: null }, 12, facts())).toEqual({
      kind: 'receive',
      unit: { sku: headset, serial: null, quantity: 12, lot: null, expiry: null },
    });
  });

  it('sets the place from bin and container labels and refuses unknown codes and WMS labels', () => {
    expect(decideScan(idle, scan('BIN-A-01-02'), facts())).toEqual({ kind: 'place', place: { kind: 'bin', code: 'A-01-02' } });
    expect(decideScan(idle, scan('CNT-000004'), facts())).toEqual({ kind: 'place', place: { kind: 'container', code: 'CNT-000004' } });
    expect(decideScan(idle, scan('NOPE-123'), facts())).toMatchObject({ kind: 'reject', reason: 'unknown-barcode', code: 'NOPE-123' });
    expect(decideScan({ kind: 'serial', sku: phone, lot: null, expiry: null }, scan('WMS00000012'), facts())).toMatchObject({ reason: 'wms-label' });
  });

  it('tallies expected against received per SKU, with no expectation when the control number has no lines', () => {
    expect(tallyOf({ expected: [{ skuId: 'phone', quantity: 3 }] }, new Map([['headset', 4]]), index)).toEqual([
      { skuId: 'phone', sku: phone, expected: 3, received: 0 },
      { skuId: 'headset', sku: headset, expected: 0, received: 4 },
    ]);
    expect(tallyOf({ expected: [] }, new Map([['phone', 1]]), index)).toEqual([{ skuId: 'phone', sku: phone, expected: null, received: 1 }]);
  });
});
