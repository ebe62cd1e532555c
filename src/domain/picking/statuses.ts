/*
 * The states of batches and pick tasks (DOMAIN.md "Shipping out") and the list's URL keys, apart from
 * their schemas: route files and the first bundle read them.
 */

export const BATCH_STATUSES = ['open', 'released', 'picking', 'picked', 'cancelled'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** A pick task is open until its units are all picked (done) or the picker reported the rest short. */
export const PICK_TASK_STATUSES = ['open', 'done', 'short'] as const;
export type PickTaskStatus = (typeof PICK_TASK_STATUSES)[number];

/** Why a picker could not take a task's units: the bin holds fewer than expected, or a unit is damaged. */
export const SHORT_PICK_REASONS = ['empty', 'damaged'] as const;
export type ShortPickReason = (typeof SHORT_PICK_REASONS)[number];

export const BATCH_SORTS = ['number', 'status', 'createdAt', 'releasedAt'] as const;
export const BATCH_FILTERS = ['status', 'client', 'picker'] as const;
