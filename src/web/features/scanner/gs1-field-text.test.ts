import { afterAll, describe, expect, it } from 'vitest';
import { describeGs1Fields } from '../../../domain/scan/gs1-fields';
import { activateLocale, i18n } from '../../i18n/i18n';
import { gs1FieldName, gs1FieldValue } from './gs1-field-text';

const SCAN = [
  ['01', '09506000134352'],
  ['00', '106141411234567891'],
  ['10', 'LOT42A'],
  ['17', '270600'],
  ['11', '260300'],
  ['37', '1200'],
  ['3103', '012500'],
  ['3201', '000155'],
  ['8200', 'https://example.com/p'],
  ['99', 'X1'],
] as const;

function rows(): [string, string][] {
  return describeGs1Fields(SCAN.map(([ai, value]) => ({ ai, value })), 2026).map((field) => [gs1FieldName(i18n, field), gs1FieldValue(i18n, field)]);
}

afterAll(() => activateLocale('en'));

describe('GS1 fields as the scanner page shows them', () => {
  it('names every field and writes its value readably in English', async () => {
    await activateLocale('en');
    expect(rows()).toEqual([
      ['GTIN (trade item) (01)', '09506000134352, check digit correct'],
      ['SSCC (logistic unit) (00)', '106141411234567891, check digit wrong (should be 7)'],
      ['Batch or lot (10)', 'LOT42A'],
      ['Expiry date (17)', '2027/06/30'],
      ['Production date (11)', '2026/03 (no day given)'],
      ['Count of trade items (37)', '1,200'],
      ['Net weight (3103)', '12.500 kg'],
      ['Measure (3201)', '15.5'],
      ['Product URL (8200)', 'https://example.com/p'],
      ['Company internal (99)', 'X1'],
    ]);
  });

  it('translates names and verdicts and formats numbers in Spanish', async () => {
    await activateLocale('es');
    const [gtin, , lot, expiry, production, count, weight] = rows();
    expect(gtin).toEqual(['GTIN (artículo comercial) (01)', '09506000134352, dígito de control correcto']);
    expect(lot).toEqual(['Lote (10)', 'LOT42A']);
    expect(expiry).toEqual(['Fecha de caducidad (17)', '2027/06/30']);
    expect(production).toEqual(['Fecha de producción (11)', '2026/03 (sin día)']);
    expect(count?.[1]).toBe('1200');
    expect(weight).toEqual(['Peso neto (3103)', '12,500 kg']);
  });
});
