import { describe, expect, it } from 'vitest';
import { GS } from './gs1';
import { type ParseScanOptions, parseScan } from './parse-scan';

const scan = (raw: string, options: ParseScanOptions = {}) => parseScan(raw, { referenceYear: 2026, ...options });

describe('parseScan: GS1', () => {
  it('classifies a GS1-128 scan and normalises it to the bracket form', () => {
    const raw = `]C1010950600013435217201225` + `10ABC123${GS}21XYZ\r\n`;
    expect(scan(raw)).toEqual({
      kind: 'gs1',
      raw,
      code: '(01)09506000134352(17)201225(10)ABC123(21)XYZ',
      elements: [
        { ai: '01', value: '09506000134352' },
        { ai: '17', value: '201225' },
        { ai: '10', value: 'ABC123' },
        { ai: '21', value: 'XYZ' },
      ],
      gtin: '09506000134352',
      expiry: '2020-12-25',
      lot: 'ABC123',
      serial: 'XYZ',
    });
  });

  it('gives the same code for the same data however it arrived', () => {
    const forms = [
      `]d2010950600013435210ABC123`,
      `010950600013435210ABC123${GS}`,
      `(01)09506000134352(10)ABC123`,
      `010950600013435210ABC123`,
    ];
    expect(forms.map((raw) => scan(raw))).toEqual(
      forms.map((raw) => expect.objectContaining({ kind: 'gs1', raw, code: '(01)09506000134352(10)ABC123' })),
    );
  });

  it('reads an SSCC sent without symbology identifier or separators', () => {
    expect(scan('00106141411234567897')).toMatchObject({ kind: 'gs1', sscc: '106141411234567897' });
  });

  it('turns a malformed scan that announces GS1 into an error with the parser\'s code', () => {
    expect(scan(']C10109506000134353')).toMatchObject({ kind: 'error', code: 'gs1.bad_check_digit', position: 18 });
    expect(scan('(17)201325')).toMatchObject({ kind: 'error', code: 'gs1.bad_date', message: expect.stringContaining('month 13') });
    expect(scan(`10${'A'.repeat(21)}${GS}17201225`)).toMatchObject({ kind: 'error', code: 'gs1.bad_length' });
  });

  it('reports error positions in the raw input, past stripped leading whitespace', () => {
    expect(scan('\r\n]C10109506000134353')).toMatchObject({ kind: 'error', code: 'gs1.bad_check_digit', position: 20 });
  });

  it('does not read ordinary numbers as lots or serials', () => {
    expect(scan('1012345')).toEqual({ kind: 'plain', raw: '1012345', code: '1012345' });
    expect(scan('2100012345')).toMatchObject({ kind: 'plain' });
    // Starts like a GTIN element but the check digit fails: just a number.
    expect(scan('0109506000134353')).toMatchObject({ kind: 'plain' });
  });

  it('does not take a bracketed number that is no AI for GS1', () => {
    expect(scan('(555)1234567')).toMatchObject({ kind: 'plain', code: '(555)1234567' });
  });
});

describe('parseScan: GTIN', () => {
  it.each([
    ['036000291452', 'UPC-A', '00036000291452'],
    ['4006381333931', 'EAN-13', '04006381333931'],
    ['96385074', 'GTIN-8', '00000096385074'],
    ['09506000134352', 'GTIN-14', '09506000134352'],
  ])('%s is a %s, code %s', (digits, format, code) => {
    expect(scan(digits)).toEqual({ kind: 'gtin', raw: digits, code, digits, format });
  });

  it('reads EAN/UPC symbology identifiers', () => {
    expect(scan(']E04006381333931')).toMatchObject({ kind: 'gtin', code: '04006381333931' });
    expect(scan(']E00036000291452')).toMatchObject({ kind: 'gtin', code: '00036000291452' });
    expect(scan(']E496385074')).toMatchObject({ kind: 'gtin', code: '00000096385074', format: 'GTIN-8' });
  });

  it('calls a bad check digit under an EAN/UPC identifier a misread', () => {
    expect(scan(']E04006381333932')).toMatchObject({ kind: 'error', code: 'scan.bad_check_digit', message: expect.stringContaining('4006381333932') });
  });

  it('treats GTIN-length digits with a wrong check digit as plain', () => {
    expect(scan('4006381333932')).toMatchObject({ kind: 'plain', code: '4006381333932' });
  });
});

describe('parseScan: own labels', () => {
  it('reads WMS numbers, bins and containers with the default prefixes', () => {
    expect(scan('WMS00001234')).toEqual({ kind: 'wms', raw: 'WMS00001234', code: 'WMS00001234', number: 1234 });
    expect(scan('BIN-A-01-02')).toEqual({ kind: 'bin', raw: 'BIN-A-01-02', code: 'BIN-A-01-02', location: 'A-01-02' });
    expect(scan('CNT-000123')).toEqual({ kind: 'container', raw: 'CNT-000123', code: 'CNT-000123', id: '000123' });
  });

  it('ignores case (Caps Lock on the host inverts a wedge scanner\'s letters)', () => {
    expect(scan('wms00001234')).toMatchObject({ kind: 'wms', code: 'WMS00001234', number: 1234 });
    expect(scan('bin-a-01-02')).toMatchObject({ kind: 'bin', code: 'BIN-A-01-02' });
  });

  it('uses configured prefixes', () => {
    const labels = { wms: 'W-', bin: 'L:', container: 'PAL' };
    expect(scan('W-42', { labels })).toMatchObject({ kind: 'wms', number: 42 });
    expect(scan('L:Z9', { labels })).toMatchObject({ kind: 'bin', location: 'Z9' });
    expect(scan('PAL77', { labels })).toMatchObject({ kind: 'container', id: '77' });
    expect(scan('WMS00001234', { labels })).toMatchObject({ kind: 'plain' });
  });

  it('strips a non-GS1 symbology identifier before matching', () => {
    expect(scan(']C0WMS00001234')).toMatchObject({ kind: 'wms', raw: ']C0WMS00001234', code: 'WMS00001234' });
    expect(scan(']Q1BIN-A-01-02')).toMatchObject({ kind: 'bin' });
  });

  it('leaves codes that only look like labels as plain', () => {
    expect(scan('WMS12AB')).toMatchObject({ kind: 'plain' });
    expect(scan('WMS')).toMatchObject({ kind: 'plain' });
    expect(scan('BIN-')).toMatchObject({ kind: 'plain' });
    expect(scan('CNT-12 3')).toMatchObject({ kind: 'plain' });
  });

  it('refuses unusable prefix settings', () => {
    expect(() => scan('X', { labels: { wms: '' } })).toThrow(RangeError);
    expect(() => scan('X', { labels: { bin: 'CNT-' } })).toThrow(/must differ/);
  });
});

describe('parseScan: plain, trimming and errors', () => {
  it('keeps anything else printable as plain', () => {
    expect(scan('1Z999AA10123456784')).toEqual({ kind: 'plain', raw: '1Z999AA10123456784', code: '1Z999AA10123456784' });
    expect(scan('SN: 12/34 é')).toMatchObject({ kind: 'plain', code: 'SN: 12/34 é' });
  });

  it('trims CR, LF and Tab sent around a code, keeping raw as received', () => {
    expect(scan('\tWMS00001234\r\n')).toMatchObject({ kind: 'wms', raw: '\tWMS00001234\r\n', code: 'WMS00001234' });
  });

  it('rejects control characters other than GS', () => {
    expect(scan('AB\u0004C')).toEqual({
      kind: 'error',
      raw: 'AB\u0004C',
      code: 'scan.control_character',
      message: "The scan contains control character U+0004 at position 2; check the scanner's keyboard and suffix settings.",
      position: 2,
    });
    expect(scan('AB\nCD')).toMatchObject({ kind: 'error', code: 'scan.control_character', position: 2 });
    expect(scan('AB\u007f')).toMatchObject({ kind: 'error', code: 'scan.control_character' });
  });

  it('reports an empty scan', () => {
    expect(scan('\r\n')).toMatchObject({ kind: 'error', code: 'scan.empty' });
    expect(scan('')).toMatchObject({ kind: 'error', code: 'scan.empty' });
  });
});
