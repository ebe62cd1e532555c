/*
 * The URL names of the movement history's filters, apart from their schemas: the route file reads them
 * in the first bundle. `q` is the item (its WMS number or serial); `from` and `to` are calendar days in
 * the URL and instants in the API; `after` is the cursor of the page (see ./movement-history).
 */
export const MOVEMENT_HISTORY_FILTERS = [
  'type', 'from', 'to', 'user', 'device', 'sku', 'lot', 'bin', 'zone', 'container', 'referenceType', 'reference', 'after',
] as const;
