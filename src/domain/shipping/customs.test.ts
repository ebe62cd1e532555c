import { describe, expect, it } from 'vitest';
import { crossesBorder, customsItems, type CustomsUnits, shareCents } from './customs';

const units = (overrides: Partial<CustomsUnits> & Pick<CustomsUnits, 'code' | 'quantityByCarton'>): CustomsUnits => ({
  description: `${overrides.code} description`,
  hsTariffNumber: '6109.10',
  originCountry: 'PT',
  unitValue: null,
  ...overrides,
});

describe('customs lines', () => {
  it('shares cents exactly, the remainder to the largest fractions', () => {
    expect(shareCents(10_000, [1, 1, 1])).toEqual([3334, 3333, 3333]);
    expect(shareCents(101, [1, 3])).toEqual([25, 76]);
    expect(shareCents(500, [0, 0])).toEqual([0, 0]);
  });

  it('splits the declared value by unit values when every SKU has one, the weight by units in each carton', () => {
    const lines = customsItems(
      [units({ code: 'A', unitValue: 10, quantityByCarton: { c1: 2 } }), units({ code: 'B', unitValue: 30, quantityByCarton: { c1: 1, c2: 3 } })],
      14_000,
      { c1: 1_500, c2: 600 },
      'USD',
    );
    // Worth 2 × 10 and 4 × 30: 20/140 and 120/140 of 140.00. Carton 1: 1,500 g over 3 units, carton 2: 600 g over 3;
    // A has 1,000 g, B 500 + 600 g, in ounces rounded up to the thousandth.
    expect(lines.map((l) => [l.code, l.quantity, l.value])).toEqual([['A', 2, '20.00'], ['B', 4, '120.00']]);
    expect(lines[0]!.weightOz).toBe(35.274);
    expect(lines[1]!.weightOz).toBe(38.802);
    expect(lines[0]).toMatchObject({ description: 'A description', hsTariffNumber: '6109.10', originCountry: 'PT', currency: 'USD' });
  });

  it('splits evenly by units when a SKU has no unit value, and takes unit values when nothing is declared', () => {
    const skus = [units({ code: 'A', unitValue: 10, quantityByCarton: { c1: 1 } }), units({ code: 'B', quantityByCarton: { c1: 2 } })];
    expect(customsItems(skus, 9_000, { c1: 300 }, 'EUR').map((l) => l.value)).toEqual(['30.00', '60.00']);
    expect(customsItems(skus, 0, { c1: 0 }, 'EUR').map((l) => [l.value, l.weightOz])).toEqual([['10.00', 0.1], ['0.00', 0.1]]);
  });

  it('needs customs only across a border the company has named', () => {
    expect(crossesBorder('US', 'GB')).toBe(true);
    expect(crossesBorder('ES', 'ES')).toBe(false);
    expect(crossesBorder('', 'GB')).toBe(false);
  });
});
