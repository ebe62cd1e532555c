/*
 * The states of client issues (DOMAIN.md "Client issue") and the list's URL keys, apart from their
 * schemas: route files and the first bundle read them.
 */

export const ISSUE_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** What an issue is about: one of the client's units (by WMS number or serial) or orders (by reference or tracking number). */
export const ISSUE_CONCERNS = ['wms-number', 'serial', 'order', 'tracking'] as const;
export type IssueConcern = (typeof ISSUE_CONCERNS)[number];

export const ISSUE_SORTS = ['number', 'status', 'createdAt', 'updatedAt'] as const;
export const ISSUE_FILTERS = ['status', 'clientId', 'assigned'] as const;
