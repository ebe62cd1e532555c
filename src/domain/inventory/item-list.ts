import * as v from 'valibot';
import { IdSchema, flagFilter, listPageSchema, listQuerySchema } from '../lists/list-query';
import { ITEM_STATUSES } from '../receiving/statuses';
import { IsoInstantSchema } from '../scan/scan-log';
import { ITEM_CONDITIONS } from './item-conditions';
import { ITEM_SORTS } from './item-list-keys';

const lotOrCode = v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)));

/** `GET /v1/items`: the list query (item-list-keys names every filter). */
export const ItemListQuerySchema = listQuerySchema(ITEM_SORTS, {
  status: v.optional(v.picklist(ITEM_STATUSES)),
  client: v.optional(IdSchema),
  sku: v.optional(IdSchema),
  skuType: v.optional(IdSchema),
  brand: v.optional(IdSchema),
  model: v.optional(IdSchema),
  bin: v.optional(IdSchema),
  zone: v.optional(IdSchema),
  container: v.optional(IdSchema),
  lot: lotOrCode,
  tag: v.optional(IdSchema),
  condition: v.optional(v.picklist(ITEM_CONDITIONS)),
  inventory: flagFilter,
  code: lotOrCode,
  /** Goods receipt at or after this instant. */
  receivedFrom: v.optional(IsoInstantSchema),
  /** Goods receipt before this instant. */
  receivedTo: v.optional(IsoInstantSchema),
});
export type ItemListQuery = v.InferOutput<typeof ItemListQuerySchema>;

const RefSchema = v.object({ id: v.string(), code: v.string() });

export const ItemRowSchema = v.object({
  id: v.string(),
  wmsNumber: v.string(),
  client: RefSchema,
  sku: v.object({ id: v.string(), code: v.string(), description: v.string(), serialised: v.boolean() }),
  serial: v.nullable(v.string()),
  quantity: v.number(),
  lotNumber: v.nullable(v.string()),
  status: v.picklist(ITEM_STATUSES),
  condition: v.nullable(v.picklist(ITEM_CONDITIONS)),
  inventory: v.boolean(),
  bin: v.nullable(RefSchema),
  zone: v.nullable(RefSchema),
  container: v.nullable(RefSchema),
  tags: v.array(v.object({ id: v.string(), name: v.string(), colour: v.string() })),
  createdAt: v.string(),
  receiptAt: v.nullable(v.string()),
});
export type ItemRow = v.InferOutput<typeof ItemRowSchema>;

/** A page of items; `capped`: more items match than were counted (the total is a lower bound). */
export const ItemListSchema = v.object({ ...listPageSchema(ItemRowSchema).entries, capped: v.boolean() });

const OptionSchema = v.object({ id: v.string(), code: v.string(), name: v.string() });

/** What the item list's filters pick from. */
export const ItemFilterOptionsSchema = v.object({
  clients: v.array(OptionSchema),
  skuTypes: v.array(OptionSchema),
  brands: v.array(OptionSchema),
  models: v.array(OptionSchema),
  zones: v.array(OptionSchema),
  tags: v.array(v.object({ id: v.string(), name: v.string(), colour: v.string() })),
});
export type ItemFilterOptions = v.InferOutput<typeof ItemFilterOptionsSchema>;

/** At most this many items in one bulk action: a page of the list at its largest, ten times over. */
export const BULK_MAX_ITEMS = 1000;

/** `POST /v1/items/tags`: add a tag to, or take it off, the selected items. */
export const BulkTagSchema = v.object({
  action: v.picklist(['add', 'remove']),
  tagId: IdSchema,
  itemIds: v.pipe(v.array(IdSchema), v.minLength(1, 'Select at least one item.'), v.maxLength(BULK_MAX_ITEMS)),
});
export type BulkTag = v.InferOutput<typeof BulkTagSchema>;

export const BulkTagResultSchema = v.object({ changed: v.number() });
