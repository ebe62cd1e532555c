/*
 * The states of scrap lists (DOMAIN.md "Scrap list") and the list's URL keys, apart from their schemas:
 * route files and the first bundle read them.
 */

export const SCRAP_LIST_STATUSES = ['draft', 'submitted', 'approved', 'shipping', 'destroyed', 'shipped', 'cancelled'] as const;
export type ScrapListStatus = (typeof SCRAP_LIST_STATUSES)[number];

/** Why units are written off; `other` needs the notes to say more. */
export const SCRAP_REASONS = ['damaged', 'expired', 'obsolete', 'failed-qc', 'client-request', 'other'] as const;

export const SCRAP_LIST_SORTS = ['number', 'status', 'createdAt', 'approvedAt'] as const;
export const SCRAP_LIST_FILTERS = ['status', 'reason'] as const;
