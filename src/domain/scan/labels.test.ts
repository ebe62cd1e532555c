import { describe, expect, it } from 'vitest';
import { formatBinCode, formatContainerCode, formatNumbered, formatWmsNumber, matchLabel } from './labels';
import { parseScan } from './parse-scan';

describe('label formats', () => {
  it('pads WMS numbers and container codes', () => {
    expect(formatWmsNumber(1234)).toBe('WMS00001234');
    expect(formatWmsNumber(7, 4)).toBe('WMS0007');
    expect(formatWmsNumber(7, 4, 'W-')).toBe('W-0007');
    expect(formatContainerCode(123)).toBe('CNT-000123');
    expect(formatNumbered('LOT', 0, 3)).toBe('LOT000');
  });

  it('never cuts a number wider than the width', () => {
    expect(formatWmsNumber(123456789, 4)).toBe('WMS123456789');
  });

  it.each([-1, 1.5, Number.NaN, 2 ** 53])('refuses the number %s', (n) => {
    expect(() => formatWmsNumber(n)).toThrow(RangeError);
  });

  it('refuses a width below 1', () => {
    expect(() => formatWmsNumber(1, 0)).toThrow(RangeError);
  });

  it('joins bin path parts', () => {
    expect(formatBinCode(['A', '01', '02'])).toBe('BIN-A-01-02');
    expect(formatBinCode(['z1'], 'L:')).toBe('L:Z1');
    expect(() => formatBinCode([])).toThrow(RangeError);
    expect(() => formatBinCode(['A', ''])).toThrow(RangeError);
    expect(() => formatBinCode(['A B'])).toThrow(RangeError);
  });

  it('prints labels that scan back to what was printed', () => {
    for (const n of [0, 1, 1234, 99_999_999, 123_456_789]) {
      expect(parseScan(formatWmsNumber(n))).toMatchObject({ kind: 'wms', number: n });
      expect(parseScan(formatContainerCode(n))).toMatchObject({ kind: 'container', id: String(n).padStart(6, '0') });
    }
    expect(parseScan(formatBinCode(['B', '12', '03']))).toMatchObject({ kind: 'bin', location: 'B-12-03' });
  });
});

describe('matchLabel', () => {
  it('prefers the longest matching prefix', () => {
    const prefixes = { wms: 'W', bin: 'WB-', container: 'C' };
    expect(matchLabel('WB-A1', prefixes)).toEqual({ kind: 'bin', code: 'WB-A1', location: 'A1' });
    expect(matchLabel('W123', prefixes)).toEqual({ kind: 'wms', code: 'W123', number: 123 });
  });

  it('falls back to a shorter prefix when the longer one does not fit', () => {
    const prefixes = { wms: 'C', bin: 'B', container: 'CN' };
    expect(matchLabel('CN', prefixes)).toBeNull();
    expect(matchLabel('CN7', prefixes)).toMatchObject({ kind: 'container', id: '7' });
    expect(matchLabel('C12', prefixes)).toMatchObject({ kind: 'wms', number: 12 });
  });

  it('refuses WMS numbers too large to count exactly', () => {
    expect(matchLabel('WMS99999999999999999')).toBeNull();
  });
});
