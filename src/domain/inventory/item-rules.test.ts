import { describe, expect, it } from 'vitest';
import { type ItemDocumentLink, mayConvert, mayDeleteWithoutForce, revertBlocker, revertTargets } from './item-rules';

const link = (document: ItemDocumentLink['document'], state: string, open: boolean): ItemDocumentLink => ({ document, number: 'DOC-1', state, open });

describe('item rules', () => {
  it('offers a revert to statuses held before, never the current one nor those only shipping sets', () => {
    expect(revertTargets('qc', ['received', 'available', 'qc', 'available', 'allocated'])).toEqual(['received', 'available']);
    expect(revertTargets('received', ['received'])).toEqual([]);
  });

  it('refuses a revert while an open order or shipment holds the unit, and for a scrapped unit of a destroyed scrap list', () => {
    expect(revertBlocker('picked', [link('shipment', 'open', true)])).toMatchObject({ document: 'shipment' });
    expect(revertBlocker('shipped', [link('shipment', 'cancelled', false)])).toBeNull();
    expect(revertBlocker('scrapped', [link('scrap-list', 'destroyed', false)])).toMatchObject({ document: 'scrap-list' });
    expect(revertBlocker('available', [link('scrap-list', 'approved', true)])).toMatchObject({ document: 'scrap-list' });
    expect(revertBlocker('available', [link('scrap-list', 'cancelled', false)])).toBeNull();
    expect(revertBlocker('available', [link('shipment', 'open', true)])).toBeNull();
  });

  it('converts anything but an allocated unit; deletes without force only non-inventory or missing units', () => {
    expect([mayConvert('allocated'), mayConvert('available')]).toEqual([false, true]);
    expect(mayDeleteWithoutForce({ inventory: false, status: 'available' })).toBe(true);
    expect(mayDeleteWithoutForce({ inventory: true, status: 'missing' })).toBe(true);
    expect(mayDeleteWithoutForce({ inventory: true, status: 'available' })).toBe(false);
  });
});
