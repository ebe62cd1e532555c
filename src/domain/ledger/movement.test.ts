import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Movement, MovementSchema } from './movement';

const bin = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const side = (status: 'received' | 'available', b: number, lotNumber: string | null = null) => ({ status, binId: bin(b), containerId: null, lotNumber });
const base: Movement = {
  type: 'receive', itemId: bin(9), skuId: bin(8), quantity: 2, change: false, from: null, to: side('received', 1),
  reference: { type: 'control-number', id: 'CN-1' }, sapStatus: 'not-required',
};
const problems = (m: Partial<Movement>) => {
  const result = v.safeParse(MovementSchema, { ...base, ...m });
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('a movement under its type’s rule', () => {
  it('takes a receive into stock with its control number', () => {
    expect(problems({})).toEqual([]);
  });

  it('takes a non-inventory unit in with a receive naming the item itself', () => {
    expect(problems({ to: side('available', 1), reference: { type: 'item', id: 'WMS-1' } })).toEqual([]);
  });

  it('refuses what the type rules out', () => {
    expect(problems({ from: side('received', 1) })).toEqual(['A receive movement has no from side (stock enters here).', 'A receive movement moves the units somewhere.']);
    expect(problems({ reference: null })).toEqual(['A receive movement needs a reference to a control-number or item.']);
    expect(problems({ itemId: null })).toEqual(['A receive movement needs an item.']);
    expect(problems({ type: 'transfer', from: side('available', 1), to: side('available', 1, 'L') })).toEqual(['A transfer movement takes the units to another place.']);
    expect(problems({ type: 'goods-receipt', from: side('received', 1), to: side('available', 2) })).toEqual(['A goods-receipt movement keeps the units in their place.']);
    expect(problems({ type: 'adjust', from: null, to: null })).toEqual(['A adjust movement needs a from or a to side.']);
  });

  it('changes a quantity in place only for corrections, from and to the same side', () => {
    const here = side('available', 1);
    expect(problems({ type: 'adjust', change: true, quantity: -3, from: here, to: here })).toEqual([]);
    expect(problems({ type: 'adjust', change: true, quantity: 1, from: here, to: side('available', 2) })).toEqual([
      'A adjust movement changes a quantity in place: from and to are the same side.',
    ]);
    expect(problems({ type: 'transfer', change: true, quantity: 1, from: here, to: here })).toEqual(['A transfer movement cannot change a quantity in place.']);
    expect(problems({ type: 'transfer', quantity: -1, from: here, to: side('available', 2) })).toEqual(['A transfer movement moves a positive quantity.']);
  });

  it('records a relabel in place, units unchanged', () => {
    const here = side('available', 1);
    expect(problems({ type: 'relabel', from: here, to: here, reference: null, labels: { from: 'WMS1', to: 'WMS2' } })).toEqual([]);
  });

  it('keeps the old and new label on a relabel, and on no other type', () => {
    const here = side('available', 1);
    expect(problems({ type: 'relabel', from: here, to: here, reference: null })).toEqual(['A relabel movement needs the old and new label.']);
    expect(problems({ type: 'transfer', from: here, to: side('available', 2), reference: null, labels: { from: 'WMS1', to: 'WMS1' } })).toEqual(['A transfer movement carries labels only for a relabel.']);
  });
});
