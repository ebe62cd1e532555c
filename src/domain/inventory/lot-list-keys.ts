/*
 * The URL names of the lot list's sorts and filters, apart from its schemas: route files read them in
 * the first bundle.
 */

export const LOT_SORTS = ['number', 'sku', 'client', 'expiry', 'onHand', 'createdAt'] as const;

/** The list's filters, by their URL names. */
export const LOT_FILTERS = ['client', 'expiry'] as const;

/** `expiry` filter: lots past their expiry, or expiring within so many days from today (the company's day). */
export const EXPIRY_STATES = ['expired', 'within-30', 'within-60', 'within-90'] as const;

/** Within this many days a lot is flagged as expiring. */
export const EXPIRING_DAYS = 90;
