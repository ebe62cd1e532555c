/*
 * The URL names of the SKU lists' sorts and filters, apart from their schemas: route files read them
 * in the first bundle, which must not carry the barcode and GS1 code.
 */

export const SKU_SORTS = ['code', 'description', 'client', 'brand', 'skuType', 'createdAt'] as const;

/** The list's filters, by their URL names. */
export const SKU_FILTERS = ['client', 'brand', 'type', 'serialised', 'active'] as const;

export const SKU_MOVEMENT_SORTS = ['at', 'type', 'quantity', 'sapStatus'] as const;
