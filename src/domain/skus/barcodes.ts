import * as v from 'valibot';
import { gs1CheckDigit, isValidGtin, toGtin14 } from '../scan/gs1';

/**
 * A SKU's barcodes: the four GTIN lengths (check digit validated with GS1 mod 10, the same code the
 * scanner uses) and OTHER, a client's own code. GTINs are stored as printed and compared as GTIN-14,
 * so a UPC-A read as EAN-13 with a leading zero is the same barcode.
 */

const GTIN_KINDS = ['GTIN-8', 'UPC-A', 'EAN-13', 'GTIN-14'] as const;
export const BARCODE_KINDS = [...GTIN_KINDS, 'OTHER'] as const;
export type BarcodeKind = (typeof BARCODE_KINDS)[number];

const GTIN_LENGTHS: Readonly<Record<(typeof GTIN_KINDS)[number], number>> = { 'GTIN-8': 8, 'UPC-A': 12, 'EAN-13': 13, 'GTIN-14': 14 };
const KIND_OF_LENGTH: Readonly<Record<number, BarcodeKind>> = { 8: 'GTIN-8', 12: 'UPC-A', 13: 'EAN-13', 14: 'GTIN-14' };

const OTHER_BARCODE_MAX = 50;
/** Printable ASCII without space at either end: what a label prints and a wedge scanner types. */
const PRINTABLE = /^[!-~](?:[ -~]*[!-~])?$/;

const isGtinKind = (kind: BarcodeKind): kind is (typeof GTIN_KINDS)[number] => kind !== 'OTHER';

/** The kind a typed or scanned code most likely is: digits of a GTIN length are that GTIN, the rest OTHER. */
export function detectBarcodeKind(code: string): BarcodeKind {
  return /^\d+$/.test(code) ? (KIND_OF_LENGTH[code.length] ?? 'OTHER') : 'OTHER';
}

export type BarcodeProblem =
  | { rule: 'gtin_length'; length: number }
  | { rule: 'check_digit'; expected: number }
  | { rule: 'printable' }
  | { rule: 'max_length' }
  | { rule: 'non_empty' };

/** What is wrong with a barcode of a kind, or null; the form shows it on the row, the server answers it. */
export function barcodeProblem(kind: BarcodeKind, code: string): BarcodeProblem | null {
  if (code === '') return { rule: 'non_empty' };
  if (isGtinKind(kind)) {
    const length = GTIN_LENGTHS[kind];
    if (!/^\d+$/.test(code) || code.length !== length) return { rule: 'gtin_length', length };
    return isValidGtin(code) ? null : { rule: 'check_digit', expected: gs1CheckDigit(code.slice(0, -1)) };
  }
  if (code.length > OTHER_BARCODE_MAX) return { rule: 'max_length' };
  return PRINTABLE.test(code) ? null : { rule: 'printable' };
}

/** The value two barcodes of one client are compared by: a GTIN as GTIN-14, another code as it is. */
export function barcodeKey(kind: BarcodeKind, code: string): string {
  return isGtinKind(kind) && isValidGtin(code) ? toGtin14(code) : code;
}

/** Every way a GTIN-14 can be printed (GTIN-14, EAN-13, UPC-A, GTIN-8), for an index-friendly lookup. */
export function gtinForms(gtin14: string): string[] {
  const forms = [gtin14];
  for (const length of [13, 12, 8]) {
    const lead = gtin14.slice(0, 14 - length);
    if (/^0+$/.test(lead)) forms.push(gtin14.slice(14 - length));
  }
  return forms;
}

const SkuBarcodeSchema = v.pipe(
  v.object({
    kind: v.picklist(BARCODE_KINDS),
    barcode: v.pipe(v.string(), v.trim()),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { kind, barcode } = dataset.value;
    const problem = barcodeProblem(kind, barcode);
    if (!problem) return;
    const message =
      problem.rule === 'check_digit'
        ? `Wrong check digit: a ${kind} ending in ${problem.expected} is expected.`
        : problem.rule === 'gtin_length'
          ? `A ${kind} has ${problem.length} digits.`
          : 'Use 1 to 50 printable characters.';
    addIssue({ message, path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'barcode', value: barcode }] });
  }),
);

export const SKU_BARCODES_MAX = 10;

/** Up to ten barcodes, none twice (also not as the same GTIN printed two ways); the duplicate row is named. */
export const SkuBarcodeListSchema = v.pipe(
  v.array(SkuBarcodeSchema),
  v.maxLength(SKU_BARCODES_MAX),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<string>();
    dataset.value.forEach((item, index) => {
      const key = barcodeKey(item.kind, item.barcode);
      if (seen.has(key)) {
        addIssue({
          message: 'This barcode is in the list already.',
          path: [
            { type: 'array', origin: 'value', input: dataset.value, key: index, value: item },
            { type: 'object', origin: 'value', input: item, key: 'barcode', value: item.barcode },
          ],
        });
      }
      seen.add(key);
    });
  }),
);
