import { describe, expect, it } from 'vitest';
import { describeGs1Fields } from './gs1-fields';

const fields = (pairs: [string, string][]) => describeGs1Fields(pairs.map(([ai, value]) => ({ ai, value })), 2026);

describe('describeGs1Fields', () => {
  it('reads a day 00 on an expiry, best-before or sell-by date as the last day of that month', () => {
    expect(fields([['17', '270600'], ['15', '280200'], ['16', '271200']]).map((f) => f.value)).toEqual([
      { type: 'date', date: '2027-06-30' },
      { type: 'date', date: '2028-02-29' },
      { type: 'date', date: '2027-12-31' },
    ]);
  });

  it('keeps a day 00 on a production date as a month, and a full date as it is', () => {
    expect(fields([['11', '260300'], ['13', '260315']]).map((f) => f.value)).toEqual([
      { type: 'month', month: '2026-03' },
      { type: 'date', date: '2026-03-15' },
    ]);
  });

  it('gives a GTIN or SSCC its check-digit verdict', () => {
    const [gtin, bad] = fields([['01', '09506000134352'], ['00', '106141411234567891']]);
    expect(gtin).toEqual({ ai: '01', title: 'GTIN', value: { type: 'key', digits: '09506000134352', valid: true, expected: 2 } });
    expect(bad?.value).toEqual({ type: 'key', digits: '106141411234567891', valid: false, expected: 7 });
  });

  it('reads counts as quantities and measures with their implied decimals and unit', () => {
    expect(fields([['37', '0024'], ['3103', '012500'], ['3302', '001050'], ['3201', '000155']]).map((f) => f.value)).toEqual([
      { type: 'quantity', quantity: 24 },
      { type: 'measure', value: 12.5, decimals: 3, unit: 'kg' },
      { type: 'measure', value: 10.5, decimals: 2, unit: 'kg' },
      { type: 'measure', value: 15.5, decimals: 1, unit: null },
    ]);
  });

  it('keeps lots, serials and other text as scanned, with the standard title', () => {
    expect(fields([['10', 'LOT42A'], ['21', 'SN-0001']])).toEqual([
      { ai: '10', title: 'BATCH/LOT', value: { type: 'text', text: 'LOT42A' } },
      { ai: '21', title: 'SERIAL', value: { type: 'text', text: 'SN-0001' } },
    ]);
  });
});
