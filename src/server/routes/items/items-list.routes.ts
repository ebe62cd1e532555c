import * as v from 'valibot';
import { BulkTagResultSchema, BulkTagSchema, ItemFilterOptionsSchema, ItemListQuerySchema, ItemListSchema } from '../../../domain/inventory/item-list';
import { NonInventoryItemFormSchema, NonInventoryItemResultSchema } from '../../../domain/inventory/non-inventory-item';
import { defineRoute, named } from '../registry';
import { bulkTagHandler } from './items-bulk.handlers';
import { exportItemsHandler, itemFilterOptionsHandler, listItemsHandler } from './items-list.handlers';
import { createNonInventoryHandler } from './non-inventory.handlers';

const tag = 'Items';
const filters =
  'q: exact WMS number, serial or barcode, or part of an SKU code; filters status, client, sku, skuType, brand, model, bin, zone, container, lot, tag, condition, ' +
  'inventory (yes/no), code (exact WMS number or serial), receivedFrom / receivedTo (goods receipt instants)';

/**
 * The item list's routes. Their static paths (/v1/items/export, /options, /tags, /non-inventory) must be
 * mounted before any /v1/items/:wmsNumber route: Hono tries routes in the order they were added.
 */
export const itemListRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/items',
    access: 'ITEM_LIST',
    tag,
    summary: `Items, one page, newest first; the total is counted up to 100,000. ${filters}.`,
    query: ItemListQuerySchema,
    payload: named(ItemListSchema, 'ItemList'),
    handler: listItemsHandler,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/items/export',
    access: 'ITEM_LIST',
    tag,
    summary: 'Every item matching the same filter as the list (up to 100,000), as CSV written as it is read (tags |-separated).',
    query: ItemListQuerySchema,
    payload: v.string(),
    handler: exportItemsHandler,
  }),
  defineRoute({
    method: 'get',
    path: '/v1/items/options',
    access: 'ITEM_LIST',
    tag,
    summary: 'What the item list filters on: active clients, SKU types, brands, models, zones and tags.',
    payload: named(ItemFilterOptionsSchema, 'ItemFilterOptions'),
    handler: itemFilterOptionsHandler,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/items/tags',
    access: 'ITEM_DETAIL_EDIT',
    tag,
    summary: 'Adds a tag to, or removes it from, up to 1,000 items; each item changed is audited. Answers how many changed.',
    body: BulkTagSchema,
    payload: BulkTagResultSchema,
    errors: { 404: 'No such tag, or an item is unknown', 409: 'The tag is inactive (adding only)' },
    handler: bulkTagHandler,
  }),
  defineRoute({
    method: 'post',
    path: '/v1/items/non-inventory',
    access: 'CREATE_NON_INVENTORY_ITEM',
    tag,
    summary: 'A non-inventory unit (sample, customer property): numbered from the WMS sequence, available, never on hand nor allocated.',
    body: NonInventoryItemFormSchema,
    payload: named(NonInventoryItemResultSchema, 'NonInventoryItemResult'),
    handler: createNonInventoryHandler,
  }),
];
