import { describe, expect, it } from 'vitest';
import { parseScan } from '../scan/parse-scan';
import { type OpenBin, decideCount, expectedIn, indexPack, skuTally } from './count-session';
import type { CountingPack } from './pack';

const bins = [
  { id: 'b1', code: 'A-01-01', zone: 'A', round: 1, recount: false },
  { id: 'b2', code: 'A-01-02', zone: 'A', round: 2, recount: true },
];
const phone = { id: 'phone', code: 'SKU-0001', description: 'Galaxy S24', clientId: 'nordic', serialised: true, barcodes: ['036000291452'], inScope: true };
const cable = { id: 'cable', code: 'SKU-0002', description: 'USB-C cable', clientId: 'nordic', serialised: false, barcodes: ['4006381333931'], inScope: true };
const other = { id: 'other', code: 'ACME-9', description: 'Stapler', clientId: 'acme', serialised: false, barcodes: [], inScope: false };

function pack(mode: 'serial' | 'non-serial', blind = false): CountingPack {
  return {
    cycle: { id: 'c', number: 'CC-1', name: 'Aisle A', mode, blind, status: 'in_progress' },
    bins,
    skus: [phone, cable, other],
    expected: blind
      ? null
      : mode === 'serial'
        ? [
            { binId: 'b1', itemId: 'i1', wmsNumber: 'WMS00000001', serial: 'SN-1', skuId: 'phone', quantity: 1 },
            { binId: 'b2', itemId: 'i2', wmsNumber: 'WMS00000002', serial: 'SN-2', skuId: 'phone', quantity: 1 },
          ]
        : [
            { binId: 'b1', itemId: 'q1', wmsNumber: 'WMS00000011', serial: null, skuId: 'cable', quantity: 10 },
            { binId: 'b1', itemId: 'q2', wmsNumber: 'WMS00000012', serial: null, skuId: 'cable', quantity: 5 },
          ],
    downloadedAt: '2026-11-21T10:00:00.000Z',
  };
}

const inB1: OpenBin = { binId: 'b1', counted: new Set() };

describe('decideCount', () => {
  it('opens a bin of the cycle by its label and refuses other bins, containers and items before a bin', () => {
    const index = indexPack(pack('serial'));
    expect(decideCount(index, null, parseScan('BIN-a-01-02'))).toEqual({ kind: 'open-bin', bin: bins[1] });
    expect(decideCount(index, null, parseScan('BIN-Z-09-09'))).toMatchObject({ kind: 'reject', reason: 'bin-not-in-cycle' });
    expect(decideCount(index, inB1, parseScan('CNT-000001'))).toMatchObject({ kind: 'reject', reason: 'container' });
    expect(decideCount(index, null, parseScan('WMS00000001'))).toMatchObject({ kind: 'reject', reason: 'bin-first' });
  });

  it('opens a bin typed as the screen shows it, without the label prefix, in any case, with or without a bin open', () => {
    for (const mode of ['serial', 'non-serial'] as const) {
      const index = indexPack(pack(mode));
      expect(decideCount(index, null, parseScan('A-01-02'))).toEqual({ kind: 'open-bin', bin: bins[1] });
      expect(decideCount(index, inB1, parseScan('a-01-02'))).toEqual({ kind: 'open-bin', bin: bins[1] });
      expect(decideCount(index, null, parseScan('A-09-09'))).toMatchObject({ kind: 'reject', reason: 'bin-first' });
    }
  });

  it('counts a unit or SKU whose code looks like a bin code as that unit or SKU', () => {
    const clash = pack('serial');
    clash.expected = [{ binId: 'b1', itemId: 'i9', wmsNumber: 'WMS00000009', serial: 'A-01-02', skuId: 'phone', quantity: 1 }];
    expect(decideCount(indexPack(clash), inB1, parseScan('A-01-02'))).toMatchObject({ kind: 'unit', code: 'A-01-02' });
    const sku = pack('non-serial');
    sku.bins = [...bins, { id: 'b3', code: 'SKU-0002', zone: 'A', round: 1, recount: false }];
    expect(decideCount(indexPack(sku), inB1, parseScan('SKU-0002'))).toMatchObject({ kind: 'sku', sku: { id: 'cable' } });
  });

  it('counts a unit by WMS number or serial, flags one expected in another bin or not expected, and refuses it twice', () => {
    const index = indexPack(pack('serial'));
    expect(decideCount(index, inB1, parseScan('WMS00000001'))).toEqual({ kind: 'unit', code: 'WMS00000001', key: 'i1', unit: index.units.get('wms00000001'), flag: null });
    expect(decideCount(index, inB1, parseScan('sn-2'))).toMatchObject({ kind: 'unit', key: 'i2', flag: 'wrong-bin' });
    expect(decideCount(index, inB1, parseScan('SN-UNKNOWN'))).toMatchObject({ kind: 'unit', key: 'code:sn-unknown', unit: null, flag: 'not-expected' });
    expect(decideCount(index, { binId: 'b1', counted: new Set(['i1']) }, parseScan('SN-1'))).toMatchObject({ kind: 'reject', reason: 'repeat' });
    expect(decideCount(index, inB1, parseScan('036000291452'))).toMatchObject({ kind: 'reject', reason: 'product-barcode' });
  });

  it('in a blind cycle counts any code once per bin without saying what was expected', () => {
    const index = indexPack(pack('serial', true));
    expect(index.units.size).toBe(0);
    expect(decideCount(index, inB1, parseScan('SN-2'))).toEqual({ kind: 'unit', code: 'SN-2', key: 'code:sn-2', unit: null, flag: null });
    expect(decideCount(index, { binId: 'b1', counted: new Set(['code:sn-2']) }, parseScan('sn-2'))).toMatchObject({ kind: 'reject', reason: 'repeat' });
    expect(expectedIn(index, 'b1')).toBeNull();
  });

  it('non-serial: a product barcode or code adds one (a GS1 count adds its count), outside SKUs and unknown codes are flagged', () => {
    const index = indexPack(pack('non-serial'));
    expect(decideCount(index, inB1, parseScan('4006381333931'))).toEqual({ kind: 'sku', code: 'SKU-0002', sku: cable, count: 1, flag: null });
    expect(decideCount(index, inB1, parseScan('ACME-9'))).toMatchObject({ kind: 'sku', sku: other, flag: 'not-in-scope' });
    expect(decideCount(index, inB1, parseScan('NOPE-1'))).toMatchObject({ kind: 'sku', sku: null, code: 'NOPE-1', flag: 'unknown' });
    expect(decideCount(index, inB1, parseScan('WMS00000011'))).toMatchObject({ kind: 'reject', reason: 'unit-label' });
  });

  it('tallies a non-serial bin per SKU against what was expected', () => {
    const index = indexPack(pack('non-serial'));
    expect(expectedIn(index, 'b1')).toBe(15);
    const counted = new Map([
      ['cable', { sku: cable, code: 'SKU-0002', quantity: 14 }],
      ['code:nope-1', { sku: null, code: 'NOPE-1', quantity: 2 }],
    ]);
    expect(skuTally(index, 'b1', counted).map((line) => [line.code, line.expected, line.counted])).toEqual([
      ['SKU-0002', 15, 14],
      ['NOPE-1', 0, 2],
    ]);
  });
});
