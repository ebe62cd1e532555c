import type { MovementType, ReferenceType } from '../ledger/movement-types';
import { countingCycleStates } from '../states/counting-cycle-states';

/*
 * The states and words of counting cycles (DOMAIN.md), apart from their schemas: route files and the
 * first bundle read them.
 */

export const COUNTING_STATUSES = ['created', 'in_progress', 'completed', 'cancelled'] as const;
export type CountingStatus = (typeof COUNTING_STATUSES)[number];

export const COUNTING_MODES = ['serial', 'non-serial'] as const;
export type CountingMode = (typeof COUNTING_MODES)[number];

/** States in which devices may send count entries (the cycle's state machine's `count`). */
export const COUNTABLE_STATUSES: readonly CountingStatus[] = countingCycleStates.work.count;

/**
 * Why an entry stands out. It is still counted: the counter records what is there.
 * - wrong-bin: the unit was expected in another bin of the cycle, or elsewhere in the warehouse.
 * - other-client: the SKU belongs to a client outside the cycle's clients.
 * - not-in-scope: the SKU is outside the cycle's SKUs (or its mode: a counted SKU in a serial cycle).
 * - unknown: nothing in the warehouse carries this code.
 */
export const ENTRY_FLAGS = ['wrong-bin', 'other-client', 'not-in-scope', 'unknown'] as const;
export type EntryFlag = (typeof ENTRY_FLAGS)[number];

export const DISCREPANCY_TYPES = ['missing', 'unexpected', 'wrong-bin', 'over', 'under'] as const;
export type DiscrepancyType = (typeof DISCREPANCY_TYPES)[number];

export const RECOUNT_REASONS = ['counts-differ', 'serial-in-two-bins', 'ordered'] as const;
export type RecountReason = (typeof RECOUNT_REASONS)[number];

/** The movement type counting writes when discrepancies are accepted (reference type `counting`). */
export const COUNTING_ADJUSTMENT = 'adjust' satisfies MovementType;
export const COUNTING_REFERENCE = 'counting' satisfies ReferenceType;

/** Item statuses that sit in a bin and are therefore counted. */
export const COUNTED_ITEM_STATUSES = ['received', 'available', 'allocated', 'qc', 'repair', 'clean'] as const;

/** Mutation kinds of the count screens. */
export const COUNT_ENTRY = 'counting.entry.record';
export const VOID_ENTRY = 'counting.entry.void';
export const CLOSE_BIN = 'counting.bin.close';

export const COUNTING_SORTS = ['number', 'name', 'status', 'createdAt'] as const;
export const COUNTING_FILTERS = ['status', 'mode', 'from', 'to'] as const;
