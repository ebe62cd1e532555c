import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../validation';
import { barcodeKey, barcodeProblem, detectBarcodeKind, gtinForms, SkuBarcodeListSchema } from './barcodes';
import { SkuFormSchema } from './skus';

const fieldsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : fieldErrorsFromIssues(result.issues).map((f) => f.field);
};

describe('barcodes', () => {
  it('detects the kind from the length of a digit string', () => {
    expect(detectBarcodeKind('96385074')).toBe('GTIN-8');
    expect(detectBarcodeKind('036000291452')).toBe('UPC-A');
    expect(detectBarcodeKind('4006381333931')).toBe('EAN-13');
    expect(detectBarcodeKind('09506000134352')).toBe('GTIN-14');
    expect(detectBarcodeKind('ABC-123')).toBe('OTHER');
    expect(detectBarcodeKind('12345')).toBe('OTHER');
  });

  it('checks the GS1 check digit and the length of a GTIN kind', () => {
    expect(barcodeProblem('GTIN-14', '09506000134352')).toBeNull();
    expect(barcodeProblem('GTIN-14', '09506000134353')).toEqual({ rule: 'check_digit', expected: 2 });
    expect(barcodeProblem('UPC-A', '4006381333931')).toEqual({ rule: 'gtin_length', length: 12 });
    expect(barcodeProblem('OTHER', 'CLIENT code 7')).toBeNull();
    expect(barcodeProblem('OTHER', ' lead')).toEqual({ rule: 'printable' });
    expect(barcodeProblem('OTHER', 'x'.repeat(51))).toEqual({ rule: 'max_length' });
  });

  it('compares a UPC-A and the same GTIN as EAN-13 as one barcode', () => {
    expect(barcodeKey('UPC-A', '036000291452')).toBe(barcodeKey('EAN-13', '0036000291452'));
    expect(gtinForms('00036000291452')).toEqual(['00036000291452', '0036000291452', '036000291452']);
    expect(gtinForms('09506000134352')).toEqual(['09506000134352', '9506000134352']);
  });

  it('puts a wrong check digit and a repeated barcode on the row’s field', () => {
    expect(fieldsOf(SkuBarcodeListSchema, [{ kind: 'GTIN-14', barcode: '09506000134353' }])).toEqual(['0.barcode']);
    const twice = [
      { kind: 'UPC-A', barcode: '036000291452' },
      { kind: 'EAN-13', barcode: '0036000291452' },
    ];
    expect(fieldsOf(SkuBarcodeListSchema, twice)).toEqual(['1.barcode']);
  });

  it('asks for the brand of a chosen model', () => {
    const sku = {
      code: 'A1', description: '', clientId: '7f1b7a56-1111-4c1e-9c53-1d3a1f1a0001', skuTypeId: null, brandId: null,
      modelId: '7f1b7a56-1111-4c1e-9c53-1d3a1f1a0002', serialised: false, unit: 'EA', sapMaterialNumber: '12', unitValue: null, active: true,
      hsTariffNumber: '', originCountry: '',
      barcodes: [{ kind: 'GTIN-14', barcode: '09506000134353' }],
    };
    expect(fieldsOf(SkuFormSchema, sku)).toEqual(['barcodes.0.barcode', 'modelId']);
  });
});
