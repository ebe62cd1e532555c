import * as v from 'valibot';
import { flagFilter, IdSchema, listPageSchema, listQuerySchema } from '../lists/list-query';
import { HsTariffNumberSchema, OptionalCountryCodeSchema } from '../shipping/customs';
import { BARCODE_KINDS, SkuBarcodeListSchema } from './barcodes';
import { SKU_SORTS } from './list-keys';

export const SKU_UNITS = ['EA', 'BOX', 'CASE', 'PALLET', 'KG', 'M', 'L'] as const;
export type SkuUnit = (typeof SKU_UNITS)[number];

/** The catalogues a SKU refers to (rows of catalogue_entries with this `catalogue`). */
export const SKU_CATALOGUES = { brand: 'brand', model: 'model', skuType: 'sku-type' } as const;

const optionalId = v.nullable(IdSchema);

/** The most a unit may be worth (numeric(14, 2) in the database). */
export const UNIT_VALUE_MAX = 999_999_999_999.99;

/** What one unit is worth, in cents at most; null when unknown (counting values its discrepancies with it). */
export const UnitValueSchema = v.nullable(
  v.pipe(
    v.number('Enter a number'),
    v.minValue(0, 'Zero or more'),
    v.maxValue(UNIT_VALUE_MAX, 'Too large'),
    v.check((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Two decimals at most'),
  ),
);

const skuEntries = {
  code: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40)),
  description: v.pipe(v.string(), v.trim(), v.maxLength(200)),
  clientId: v.pipe(v.string(), v.nonEmpty(), v.uuid()),
  skuTypeId: optionalId,
  brandId: optionalId,
  modelId: optionalId,
  serialised: v.boolean(),
  unit: v.picklist(SKU_UNITS),
  sapMaterialNumber: v.pipe(v.string(), v.trim(), v.regex(/^\d{0,18}$/, 'Up to 18 digits')),
  unitValue: UnitValueSchema,
  /** For customs when a unit leaves the country: the HS tariff code and where it was made ('' unknown). */
  hsTariffNumber: HsTariffNumberSchema,
  originCountry: OptionalCountryCodeSchema,
  active: v.boolean(),
  barcodes: SkuBarcodeListSchema,
};

type SkuFields = v.InferOutput<v.ObjectSchema<typeof skuEntries, undefined>>;

const modelNeedsBrand = v.forward<SkuFields, v.CheckIssue<SkuFields>, ['modelId']>(
  v.check((sku) => sku.modelId === null || sku.brandId !== null, 'Choose the brand of the model'),
  ['modelId'],
);

/**
 * The SKU form (create and edit). The server adds what needs the database: the client and catalogue
 * entries exist, the model belongs to the brand, codes are unique.
 */
export const SkuFormSchema = v.pipe(v.object(skuEntries), modelNeedsBrand);

/** The body of POST / PUT /v1/skus: the form, where callers written before the unit value and customs fields existed may leave them out (unknown). */
export const SkuBodySchema = v.pipe(
  v.object({ ...skuEntries, unitValue: v.optional(UnitValueSchema, null), hsTariffNumber: v.optional(HsTariffNumberSchema, ''), originCountry: v.optional(OptionalCountryCodeSchema, '') }),
  modelNeedsBrand,
);

export type SkuFormInput = v.InferOutput<typeof SkuFormSchema>;

export const SkuActiveSchema = v.object({ active: v.boolean() });

export { SKU_FILTERS, SKU_SORTS } from './list-keys';

export const SkuListQuerySchema = listQuerySchema(SKU_SORTS, {
  client: v.optional(IdSchema),
  brand: v.optional(IdSchema),
  type: v.optional(IdSchema),
  serialised: flagFilter,
  active: flagFilter,
});
export type SkuListQuery = v.InferOutput<typeof SkuListQuerySchema>;

const RefSchema = v.object({ id: v.string(), code: v.string(), name: v.string() });
export type SkuRef = v.InferOutput<typeof RefSchema>;

export const SkuSchema = v.object({
  id: v.string(),
  code: v.string(),
  description: v.string(),
  client: RefSchema,
  skuType: v.nullable(RefSchema),
  brand: v.nullable(RefSchema),
  model: v.nullable(RefSchema),
  serialised: v.boolean(),
  unit: v.picklist(SKU_UNITS),
  sapMaterialNumber: v.string(),
  unitValue: v.nullable(v.number()),
  hsTariffNumber: v.string(),
  originCountry: v.string(),
  active: v.boolean(),
  barcodes: v.array(v.object({ kind: v.picklist(BARCODE_KINDS), barcode: v.string() })),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Sku = v.InferOutput<typeof SkuSchema>;

export const SkuListSchema = listPageSchema(SkuSchema);

/** What the SKU form picks from: active clients and catalogue entries, each model with its brand. */
export const SkuOptionsSchema = v.object({
  clients: v.array(RefSchema),
  brands: v.array(RefSchema),
  models: v.array(v.object({ ...RefSchema.entries, brandId: v.nullable(v.string()) })),
  skuTypes: v.array(RefSchema),
});
export type SkuOptions = v.InferOutput<typeof SkuOptionsSchema>;

/** The SKUs a scan names (a barcode is unique per client, so one per client at most). */
export const SkuLookupQuerySchema = v.object({ clientId: v.optional(IdSchema) });
export const SkuLookupParamsSchema = v.object({ barcode: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });
export const SkuLookupSchema = v.object({ code: v.string(), skus: v.array(SkuSchema) });
export type SkuLookup = v.InferOutput<typeof SkuLookupSchema>;
