/**
 * The physical grade of a unit as a reverse-logistics warehouse records it: returns come back in every
 * state, and the grade decides what the client may sell it as. The database keeps the code; the web
 * labels each one.
 */
export const ITEM_CONDITIONS = ['new', 'like-new', 'used', 'refurbished', 'damaged', 'defective'] as const;
