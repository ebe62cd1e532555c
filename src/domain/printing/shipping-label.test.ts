import { describe, expect, it } from 'vitest';
import { type ShippingLabel, isShippingLabelSize, shippingLabelZpl } from './shipping-label';

const label: ShippingLabel = {
  shipmentNumber: 'SH000001',
  from: { lines: ['Warehouse', 'Dock road 1'] },
  to: { lines: ['Ada Lovelace', '1 Main St', '10115 Berlin', 'DE'] },
  carrier: 'Own fleet',
  service: '',
  position: 1,
  count: 2,
  sscc: '000000000000000017',
  trackingNumber: 'OWN000001',
  weightG: 1250,
};

describe('shipping label ZPL', () => {
  it('fits 4 × 6 in and A6 (105 × 148 mm) at 203 and 300 dpi', () => {
    expect(shippingLabelZpl([label], '4x6in', 203)).toContain('^PW812\n^LL1218');
    // 105 mm and 148 mm at 203 dpi: 839 × 1183 dots.
    expect(shippingLabelZpl([label], 'a6', 203)).toContain('^PW839\n^LL1183');
    expect(shippingLabelZpl([label], 'a6', 300)).toContain('^PW1240\n^LL1748');
  });

  it('keeps the SSCC as GS1-128 and the tracking number on A6, one format a carton', () => {
    const zpl = shippingLabelZpl([label, { ...label, position: 2 }], 'a6', 203);
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl).toContain('^FD(00)000000000000000017^FS');
    expect(zpl).toContain('^FDOWN000001^FS');
  });

  it('the label page takes only the sizes a shipping label prints on', () => {
    expect(['4x6in', 'a6', '2x1in', 'A6', null].map(isShippingLabelSize)).toEqual([true, true, false, false, false]);
  });
});
