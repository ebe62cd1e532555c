/*
 * The URL names of the item list's sorts and filters, apart from their schemas: the route file reads
 * them in the first bundle, and the dashboard links to the list with them
 * (`/inventory/item?status=available&client=<id>`).
 */

export const ITEM_SORTS = ['wmsNumber', 'sku', 'client', 'status', 'bin', 'createdAt', 'receiptAt'] as const;

/**
 * The item list's filters by their URL names. Ids (uuid): client, sku, skuType, brand, model, bin, zone,
 * container, tag. Text: lot (the lot number on items, any case), code (exactly one WMS number or serial,
 * any case). Picklists: status, condition, inventory (yes / no). receivedFrom / receivedTo are calendar
 * days (YYYY-MM-DD, both inclusive) in the URL, instants in the API.
 */
export const ITEM_FILTERS = [
  'status', 'client', 'sku', 'skuType', 'brand', 'model', 'bin', 'zone', 'container', 'lot', 'tag', 'condition', 'inventory', 'code',
  'receivedFrom', 'receivedTo',
] as const;
