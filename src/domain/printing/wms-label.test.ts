import { describe, expect, it } from 'vitest';
import { code128Modules, type WmsLabel, wmsLabelText, wmsLabelZpl, zplBarcodeData, zplText } from './wms-label';

const unit: WmsLabel = { wmsNumber: 'WMS00001234', skuCode: 'SKU-42', description: 'Router AX3000', serial: 'SN123', quantity: 1, lotNumber: null };
const bulk: WmsLabel = { wmsNumber: 'WMS00001235', skuCode: 'CABLE-1', description: '', serial: null, quantity: 25, lotNumber: 'L-7' };

/** The formats (^XA…^XZ) of a ZPL document. */
const formats = (zpl: string) => zpl.split('^XZ').filter((part) => part.trim()).map((part) => `${part.trim()}\n^XZ`);
/** The field data of every ^FD, in order. */
const fields = (zpl: string) => [...zpl.matchAll(/\^FD(.*?)\^FS/g)].map((m) => m[1]);

describe('WMS label text', () => {
  it('shows the serial of a serialised unit, the quantity and lot of the others', () => {
    expect(wmsLabelText(unit)).toEqual({ title: 'SKU SKU-42', lines: ['S/N SN123', 'Router AX3000'] });
    expect(wmsLabelText(bulk)).toEqual({ title: 'SKU CABLE-1', lines: ['Qty 25', 'Lot L-7'] });
  });
});

describe('ZPL field data', () => {
  it('hex-escapes the characters that would start a command, and the escape character itself', () => {
    expect(zplText('A^B~C_D')).toBe('A_5EB_7EC_5FD');
    expect(zplText('tab\there\nnew')).toBe('tabherenew');
    expect(zplText('Café 5 µm')).toBe('Café 5 µm');
  });

  it('keeps only what a subset B barcode encodes as typed', () => {
    expect(zplBarcodeData('WMS-0001')).toBe('WMS-0001');
    expect(zplBarcodeData('A^XZ~B>:C')).toBe('AXZB:C');
    expect(zplBarcodeData('Ñ12\n3')).toBe('123');
  });

  it('counts Code 128 modules: 11 per character plus start, check and stop', () => {
    expect(code128Modules(11)).toBe(156);
  });
});

describe('wmsLabelZpl', () => {
  it('makes one format per label with the barcode, its human-readable line, SKU and serial or quantity', () => {
    const zpl = wmsLabelZpl([unit, bulk], '2x1in', 203);
    const [first, second] = formats(zpl);
    expect(formats(zpl)).toHaveLength(2);
    expect(first).toMatch(/^\^XA\n\^CI28\n\^PW406\n\^LL203\n/);
    // Code 128, normal orientation, interpretation line below (Y), not above (N), no UCC check digit (N).
    expect(first).toMatch(/\^BY2\^BCN,64,Y,N,N\^FDWMS00001234\^FS/);
    expect(fields(first!)).toEqual(['WMS00001234', 'SKU SKU-42', 'S/N SN123']);
    expect(fields(second!)).toEqual(['WMS00001235', 'SKU CABLE-1', 'Qty 25']);
    expect(second!.endsWith('^XZ')).toBe(true);
  });

  it('sizes the label in dots for the printer resolution and shows more lines on 4×6 in', () => {
    const large = wmsLabelZpl([bulk], '4x6in', 300);
    expect(large).toContain('^PW1200\n^LL1800');
    expect(large).toMatch(/\^BY6\^BCN,443,Y,N,N/);
    expect(fields(large)).toEqual(['WMS00001235', 'SKU CABLE-1', 'Qty 25', 'Lot L-7']);
    expect(wmsLabelZpl([bulk], '50x25mm', 203)).toContain('^PW400\n^LL200');
  });

  it('narrows the bars of a long number so the symbol stays on the label', () => {
    const long = { ...unit, wmsNumber: 'WMS-2025-000000000123' };
    const zpl = wmsLabelZpl([long], '2x1in', 203);
    const module = Number(/\^BY(\d+)/.exec(zpl)?.[1]);
    const x = Number(/\^FO(\d+),\d+\^A0N,\d+,\d+\^BY/.exec(zpl)?.[1]);
    expect(module).toBe(1);
    expect(x + code128Modules(long.wmsNumber.length) * module).toBeLessThanOrEqual(406);
  });

  it('never lets label data end the format or start a command', () => {
    const hostile = { ...unit, wmsNumber: 'W^XZ1', skuCode: 'X^XZ^XA~JR', serial: 'S~N', description: '^FO0,0' };
    const zpl = wmsLabelZpl([hostile], '4x6in', 203);
    expect(formats(zpl)).toHaveLength(1);
    expect(zpl.match(/\^XA/g)).toHaveLength(1);
    expect(zpl).not.toContain('~');
    expect(fields(zpl)).toEqual(['WXZ1', 'SKU X_5EXZ_5EXA_7EJR', 'S/N S_7EN', '_5EFO0,0']);
  });

  it('shortens a text line that would run past the edge', () => {
    const wordy = { ...bulk, skuCode: 'A-VERY-LONG-SKU-CODE-THAT-DOES-NOT-FIT' };
    const [, sku] = fields(wmsLabelZpl([wordy], '2x1in', 203));
    // 382 dots between the margins hold 24 characters of a 26-dot font.
    expect(sku).toBe('SKU A-VERY-LONG-SKU-C...');
    expect(sku).toHaveLength(24);
  });
});
