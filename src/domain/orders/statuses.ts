/*
 * The states of a shipping-out order (DOMAIN.md) and the list's URL keys, apart from their schemas:
 * route files and the first bundle read them.
 */

export const ORDER_STATUSES = ['draft', 'open', 'allocated', 'picking', 'picked', 'packed', 'shipped', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type OrderPriority = (typeof ORDER_PRIORITIES)[number];

export const ORDER_SORTS = ['number', 'status', 'client', 'shipBy', 'priority', 'createdAt'] as const;

/** The order list's filters by their URL names; `shipBy` is a calendar day, `late` and `short` yes/no, `batch` a batch number. */
export const ORDER_FILTERS = ['status', 'client', 'carrier', 'priority', 'shipBy', 'late', 'short', 'batch'] as const;

/** Why a line could not be fully allocated (ADR 0028). */
export const SHORT_REASONS = ['no-stock', 'unit-not-found', 'unit-unavailable'] as const;
export type ShortReason = (typeof SHORT_REASONS)[number];
