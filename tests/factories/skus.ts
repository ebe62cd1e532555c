import { gs1CheckDigit } from '../../src/domain/scan/gs1';
import type { SkuFormInput } from '../../src/domain/skus/skus';
import { uniqueCode } from './unique';

/** The SKU form's body (src/domain/skus/skus.ts) for `clientId`: a fresh code, not serialised, unit value unknown, catalogue links and barcodes empty. */
export const skuBody = (fields: Partial<SkuFormInput> & Pick<SkuFormInput, 'clientId'>): SkuFormInput => ({
  code: uniqueCode('T-'), description: 'Test SKU', skuTypeId: null, brandId: null, modelId: null, serialised: false, unit: 'EA',
  sapMaterialNumber: '', unitValue: null, hsTariffNumber: '', originCountry: '', active: true, barcodes: [], ...fields,
});

/** A GTIN nobody else in this run holds: `length` digits, the first an 8, the last a correct check digit. */
export function freshGtin(length: 8 | 12 | 13 | 14 = 13): string {
  const digits = Array.from(crypto.getRandomValues(new Uint8Array(length - 2)), (byte) => byte % 10);
  const body = `8${digits.join('')}`;
  return `${body}${gs1CheckDigit(body)}`;
}
