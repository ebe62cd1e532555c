import { controlNumberStates } from '../states/control-number-states';

/*
 * The states of receiving documents and items (DOMAIN.md), apart from their schemas: route files and
 * the first bundle read them.
 */

export const CONTROL_NUMBER_STATUSES = ['draft', 'receiving', 'received', 'closed', 'cancelled'] as const;
export type ControlNumberStatus = (typeof CONTROL_NUMBER_STATUSES)[number];

/** States in which units may still be scanned into a control number (its state machine's `scan`). */
export const SCANNABLE_STATUSES: readonly ControlNumberStatus[] = controlNumberStates.work.scan;

export const ITEM_STATUSES = ['received', 'available', 'qc', 'repair', 'clean', 'allocated', 'picked', 'packed', 'shipped', 'scrapped', 'missing'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
