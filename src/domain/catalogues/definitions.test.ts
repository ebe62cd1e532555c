import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { catalogueImportColumns, catalogueImportRowSchema } from './catalogue-import';
import { CATALOGUE_KEYS, CATALOGUES, catalogueFormSchema, trackingUrl } from './definitions';

const BRAND_ID = '6f1c2a4e-8b1d-4c3e-9a2f-0d1e2f3a4b5c';

describe('catalogue definitions', () => {
  it('has one definition per key, with distinct page segments', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...CATALOGUE_KEYS].sort());
    for (const key of CATALOGUE_KEYS) expect(CATALOGUES[key].key).toBe(key);
    expect(new Set(CATALOGUE_KEYS.map((key) => CATALOGUES[key].segment)).size).toBe(CATALOGUE_KEYS.length);
  });

  it('upper-cases and checks codes; a model needs its brand', () => {
    const dealer = v.safeParse(catalogueFormSchema(CATALOGUES.dealer), { code: ' best-buy ', name: 'Best Buy' });
    expect(dealer.output).toEqual({ code: 'BEST-BUY', name: 'Best Buy', description: '', active: true });
    expect(v.safeParse(catalogueFormSchema(CATALOGUES.dealer), { code: 'with space', name: 'x' }).success).toBe(false);
    expect(v.safeParse(catalogueFormSchema(CATALOGUES.dealer), { code: 'A'.repeat(31), name: 'x' }).success).toBe(false);
    const model = catalogueFormSchema(CATALOGUES.model);
    const missing = v.safeParse(model, { code: 'M1', name: 'Model', parentId: '' });
    expect(missing.issues?.map((i) => [v.getDotPath(i), i.type])).toEqual([['parentId', 'non_empty']]);
    expect(v.safeParse(model, { code: 'M1', name: 'Model', parentId: BRAND_ID }).success).toBe(true);
  });

  it('accepts a carrier tracking template only with {tracking}, and fills it in', () => {
    const carrier = catalogueFormSchema(CATALOGUES.carrier);
    const base = { code: 'UPS', name: 'UPS' };
    expect(v.safeParse(carrier, { ...base, attributes: { trackingUrlTemplate: '' } }).success).toBe(true);
    expect(v.safeParse(carrier, { ...base, attributes: { trackingUrlTemplate: 'https://ups.example/t' } }).success).toBe(false);
    expect(v.safeParse(carrier, { ...base, attributes: { trackingUrlTemplate: 'ftp://x/{tracking}' } }).success).toBe(false);
    expect(trackingUrl('https://ups.example/t?n={tracking}', '1Z 99')).toBe('https://ups.example/t?n=1Z%2099');
    expect(trackingUrl('', '1Z')).toBeNull();
  });
});

describe('catalogue import rows', () => {
  it('names the parent column after the parent catalogue', () => {
    expect(catalogueImportColumns(CATALOGUES.model).map((c) => c.name)).toEqual(['code', 'name', 'description', 'active', 'brand']);
    expect(catalogueImportColumns(CATALOGUES.carrier).map((c) => c.name)).toContain('trackingUrlTemplate');
  });

  it('reads yes/no cells and reports bad cells by column', () => {
    const schema = catalogueImportRowSchema(CATALOGUES.model);
    expect(v.parse(schema, { code: 'm-1', name: 'One', brand: 'Apple', active: 'No' })).toEqual({
      code: 'M-1', name: 'One', description: '', active: false, parent: 'Apple', attributes: {},
    });
    expect(v.parse(schema, { code: 'M-2', name: 'Two', brand: 'Apple' }).active).toBe(true);
    const bad = v.safeParse(schema, { code: 'M 3', name: 'Three', brand: '', active: 'maybe' });
    expect(bad.issues?.map((i) => v.getDotPath(i))).toEqual(['code', 'active', 'brand']);
  });
});
