import type { CountingStatus } from '../counting/statuses';
import { type StateInfo, defineStateMachine } from './state-machine';

/** Counting cycle, DOMAIN.md: created → in_progress → completed, cancelled from created or in_progress. */
export const countingCycleStates = defineStateMachine({
  document: 'counting-cycle',
  name: /*i18n*/ { id: 'document.counting-cycle', message: 'Counting cycle' },
  states: {
    created: { label: /*i18n*/ { id: 'state.counting-cycle.created', message: 'Created' }, colour: 'muted' },
    in_progress: { label: /*i18n*/ { id: 'state.counting-cycle.in_progress', message: 'In progress' }, colour: 'primary' },
    completed: { label: /*i18n*/ { id: 'state.counting-cycle.completed', message: 'Completed' }, colour: 'success' },
    cancelled: { label: /*i18n*/ { id: 'state.counting-cycle.cancelled', message: 'Cancelled' }, colour: 'danger' },
  } satisfies Record<CountingStatus, StateInfo>,
  transitions: {
    /** Fixes the bins to count and the expected stock. */
    start: { from: ['created'], to: 'in_progress', permission: 'COUNTING_CYCLE_START' },
    /** Computes and stores the discrepancies. */
    complete: { from: ['in_progress'], to: 'completed', permission: 'COUNTING_CYCLE_COMPLETE' },
    cancel: { from: ['created', 'in_progress'], to: 'cancelled', permission: 'COUNTING_CYCLE_CANCEL' },
  },
  work: {
    /** Devices send count entries and close bins. */
    count: ['in_progress'],
    'order-recount': ['in_progress'],
    'accept-discrepancies': ['completed'],
  },
});
