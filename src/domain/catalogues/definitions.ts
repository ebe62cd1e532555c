import * as v from 'valibot';
import { QUEUE_STATUSES } from '../inventory/dashboard';
import { ERROR_CODE_ROUTES } from '../job-center/job-types';
import { flagFilter, IdSchema, listPageSchema, listQuerySchema } from '../lists/list-query';

/**
 * The small catalogues of master data: one generic module, one definition each. Every entry lives in
 * `catalogue_entries` under its catalogue's key; what differs between catalogues (a model's brand,
 * a carrier's tracking URL) is declared here, once, for the form, the server and the CSV import.
 * Titles and labels are the web's business (features/catalogues/catalogue-texts.ts).
 */

export const CATALOGUE_KEYS = [
  'accessory', 'source-type', 'dealer', 'carrier', 'model', 'sku-type', 'brand', 'error-code', 'area-code', 'repair-code',
] as const;
export type CatalogueKey = (typeof CATALOGUE_KEYS)[number];

/** Codes are what people type and print on labels: short, upper case, no spaces. */
const CatalogueCodeSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.minLength(1), v.maxLength(30), v.regex(/^[A-Z0-9._-]+$/));

export const CatalogueBaseSchema = v.object({
  code: CatalogueCodeSchema,
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120)),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), ''),
  active: v.optional(v.boolean(), true),
});

/** `{tracking}` in a carrier's template is replaced by the parcel's tracking number. */
export const TRACKING_PLACEHOLDER = '{tracking}';

const trackingUrlTemplate = v.optional(
  v.union([
    v.literal(''),
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(300),
      v.regex(/^https?:\/\/\S+$/),
      v.check((text) => text.includes(TRACKING_PLACEHOLDER), 'The template must contain {tracking}.'),
    ),
  ]),
  '',
);

/** The day's last pickup of a carrier, HH:MM in the company's zone; the shipping dashboard counts down to it. */
const cutoffTime = v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time as HH:MM, e.g. 16:30'))]), '');

/** A QC fail with this error code goes to repair, clean or a scrap list whatever the general rule says; empty: the rule decides. */
const onQcFail = v.optional(v.picklist(['', ...ERROR_CODE_ROUTES]), '');

/** Units that came in under this source type (returns) enter this job-center queue at goods receipt; empty: stock. */
const afterReceipt = v.optional(v.picklist(['', ...QUEUE_STATUSES]), '');

/** A field of one catalogue only, kept in the entry's `attributes`. */
export interface ExtraField {
  name: string;
  schema: v.GenericSchema<unknown, string>;
  /** The values it takes, when it is a choice: the form shows a select. */
  options?: readonly string[];
}

export interface CatalogueDefinition {
  key: CatalogueKey;
  /** The page's path segment under /admin (the spec's URL). */
  segment: string;
  /** The catalogue an entry belongs to (a model's brand), kept in `parentId`. */
  parent: CatalogueKey | null;
  extraFields: readonly ExtraField[];
}

const plain = (key: CatalogueKey, segment: string = key): CatalogueDefinition => ({ key, segment, parent: null, extraFields: [] });

export const CATALOGUES: Record<CatalogueKey, CatalogueDefinition> = {
  accessory: plain('accessory', 'accessory-list'),
  'source-type': { ...plain('source-type'), extraFields: [{ name: 'afterReceipt', schema: afterReceipt, options: ['', ...QUEUE_STATUSES] }] },
  dealer: plain('dealer'),
  carrier: { ...plain('carrier'), extraFields: [{ name: 'trackingUrlTemplate', schema: trackingUrlTemplate }, { name: 'cutoffTime', schema: cutoffTime }] },
  model: { ...plain('model'), parent: 'brand' },
  'sku-type': plain('sku-type', 'sku_type'),
  brand: plain('brand'),
  'error-code': { ...plain('error-code', 'error_code'), extraFields: [{ name: 'onQcFail', schema: onQcFail, options: ['', ...ERROR_CODE_ROUTES] }] },
  'area-code': plain('area-code', 'area_code'),
  'repair-code': plain('repair-code', 'repair_code'),
};

/** What the form and POST / PUT carry, whatever the catalogue; its own schema says which parts it takes. */
export interface CatalogueFormInput {
  code: string;
  name: string;
  description: string;
  active: boolean;
  parentId?: string | null;
  attributes?: Record<string, string>;
}

/** The form schema of one catalogue: the base plus its parent and extra fields. Form and server use it alike. */
export function catalogueFormSchema(definition: CatalogueDefinition): v.GenericSchema<CatalogueFormInput, CatalogueFormInput> {
  const extras = Object.fromEntries(definition.extraFields.map((field) => [field.name, field.schema]));
  return v.object({
    ...CatalogueBaseSchema.entries,
    // nonEmpty first: an unchosen parent reads "required", not "wrong format".
    ...(definition.parent ? { parentId: v.config(v.pipe(v.string(), v.nonEmpty(), v.uuid()), { abortPipeEarly: true }) } : {}),
    // Every extra field has a default, so a client that sends none (an older one, a script) still saves.
    ...(definition.extraFields.length > 0 ? { attributes: v.optional(v.object(extras), {}) } : {}),
  }) as v.GenericSchema<CatalogueFormInput, CatalogueFormInput>;
}

/** The widest body any catalogue takes: the route checks this first, the handler then the catalogue's own schema. */
export const CatalogueAnyFormSchema = v.object({
  ...CatalogueBaseSchema.entries,
  parentId: v.optional(v.nullable(IdSchema)),
  attributes: v.optional(v.record(v.pipe(v.string(), v.maxLength(60)), v.pipe(v.string(), v.maxLength(500)))),
});

export const CatalogueParamsSchema = v.object({ catalogue: v.picklist(CATALOGUE_KEYS) });
export const CatalogueEntryParamsSchema = v.object({ ...CatalogueParamsSchema.entries, id: IdSchema });

export const CATALOGUE_SORTS = ['code', 'name', 'parent', 'active', 'createdAt'] as const;

export const CatalogueListQuerySchema = listQuerySchema(CATALOGUE_SORTS, { active: flagFilter, parent: v.optional(IdSchema) });
export type CatalogueListQuery = v.InferOutput<typeof CatalogueListQuerySchema>;

export const CatalogueOptionsQuerySchema = v.object({ parent: v.optional(IdSchema) });

export const CatalogueEntrySchema = v.object({
  id: v.string(),
  catalogue: v.picklist(CATALOGUE_KEYS),
  code: v.string(),
  name: v.string(),
  description: v.string(),
  active: v.boolean(),
  parentId: v.nullable(v.string()),
  parentName: v.nullable(v.string()),
  attributes: v.record(v.string(), v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type CatalogueEntry = v.InferOutput<typeof CatalogueEntrySchema>;

export const CatalogueListSchema = listPageSchema(CatalogueEntrySchema);

/** An active entry for pickers (SKU forms, receiving). */
export const CatalogueOptionSchema = v.object({ id: v.string(), code: v.string(), name: v.string(), parentId: v.nullable(v.string()) });
export type CatalogueOption = v.InferOutput<typeof CatalogueOptionSchema>;

/** A carrier's tracking link for one parcel, or null when the carrier has no template. */
export function trackingUrl(template: string | undefined, trackingNumber: string): string | null {
  if (!template) return null;
  return template.split(TRACKING_PLACEHOLDER).join(encodeURIComponent(trackingNumber));
}
