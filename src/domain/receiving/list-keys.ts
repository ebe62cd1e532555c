/*
 * The URL names of the receiving lists' sorts and filters, apart from their schemas: route files read
 * them in the first bundle.
 */

export const CONTROL_NUMBER_SORTS = ['number', 'status', 'client', 'createdAt'] as const;

/** The receiving list's filters, by their URL names; `from` and `to` are calendar days in the URL. */
export const CONTROL_NUMBER_FILTERS = ['status', 'client', 'sourceType', 'from', 'to'] as const;

export const RECEIVED_ITEM_SORTS = ['wmsNumber', 'sku', 'status', 'createdAt'] as const;
