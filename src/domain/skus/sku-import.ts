import * as v from 'valibot';
import { type ImportColumn, YesNoCellSchema } from '../import/columns';
import { type BarcodeKind, detectBarcodeKind, SkuBarcodeListSchema } from './barcodes';
import { SkuFormSchema, SKU_UNITS, type SkuUnit, UnitValueSchema } from './skus';

/**
 * The SKU import's columns: those of the SKU export, so an exported file imports again. References
 * are codes (client, type, brand, model); barcodes are `|`-separated, each of the kind its digits say.
 */
export const SKU_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: 'client_code', required: true },
  { name: 'code', required: true },
  { name: 'description', required: false },
  { name: 'type_code', required: false },
  { name: 'brand_code', required: false },
  { name: 'model_code', required: false },
  { name: 'serialised', required: false },
  { name: 'unit', required: false },
  { name: 'sap_material_number', required: false },
  { name: 'unit_value', required: false },
  { name: 'barcodes', required: false },
  { name: 'active', required: false },
  { name: 'hs_tariff_number', required: false },
  { name: 'origin_country', required: false },
];

export interface SkuImportRow {
  clientCode: string;
  code: string;
  description: string;
  typeCode: string | null;
  brandCode: string | null;
  modelCode: string | null;
  serialised: boolean;
  unit: SkuUnit;
  sapMaterialNumber: string;
  unitValue: number | null;
  barcodes: { kind: BarcodeKind; barcode: string }[];
  active: boolean;
  hsTariffNumber: string;
  originCountry: string;
}

const { code, description, sapMaterialNumber, hsTariffNumber, originCountry } = SkuFormSchema.entries;
const optionalCode = v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(120), v.transform((text) => text || null));

export const SkuImportRowSchema = v.pipe(
  v.object({
    client_code: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120)),
    code,
    description: v.pipe(v.optional(v.string(), ''), description),
    type_code: optionalCode,
    brand_code: optionalCode,
    model_code: optionalCode,
    serialised: YesNoCellSchema,
    unit: v.pipe(v.optional(v.string(), ''), v.trim(), v.toUpperCase(), v.transform((text) => text || 'EA'), v.picklist(SKU_UNITS)),
    sap_material_number: v.pipe(v.optional(v.string(), ''), sapMaterialNumber),
    // Empty is unknown; a decimal comma is read as spreadsheets in Spanish write it.
    unit_value: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.transform((text) => (text === '' ? null : /^-?\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN)),
      UnitValueSchema,
    ),
    barcodes: v.pipe(
      v.optional(v.string(), ''),
      v.transform((text) => text.split('|').map((b) => b.trim()).filter(Boolean).map((barcode) => ({ kind: detectBarcodeKind(barcode), barcode }))),
      SkuBarcodeListSchema,
    ),
    active: YesNoCellSchema,
    // For customs (ADR 0030); files written before these columns existed leave them out.
    hs_tariff_number: v.pipe(v.optional(v.string(), ''), hsTariffNumber),
    origin_country: v.pipe(v.optional(v.string(), ''), v.trim(), originCountry),
  }),
  v.transform(
    (row): SkuImportRow => ({
      clientCode: row.client_code,
      code: row.code,
      description: row.description,
      typeCode: row.type_code,
      brandCode: row.brand_code,
      modelCode: row.model_code,
      serialised: row.serialised ?? false,
      unit: row.unit,
      sapMaterialNumber: row.sap_material_number,
      unitValue: row.unit_value,
      barcodes: row.barcodes,
      active: row.active ?? true,
      hsTariffNumber: row.hs_tariff_number,
      originCountry: row.origin_country,
    }),
  ),
) as v.GenericSchema<Record<string, string>, SkuImportRow>;
