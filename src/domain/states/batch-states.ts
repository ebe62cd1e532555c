import type { BatchStatus } from '../picking/statuses';
import { type StateInfo, defineStateMachine } from './state-machine';

/**
 * A batch of allocated orders picked together: open (orders may be added or taken out) → released (pick
 * tasks exist, in walking order) → picking (the first unit is picked) → picked (every task is done or
 * short, or order cancels took the open ones away); cancelled while open, which hands its orders back
 * unbatched.
 */
export const batchStates = defineStateMachine({
  document: 'batch',
  name: /*i18n*/ { id: 'document.batch', message: 'Batch' },
  states: {
    open: { label: /*i18n*/ { id: 'state.batch.open', message: 'Open' }, colour: 'primary' },
    released: { label: /*i18n*/ { id: 'state.batch.released', message: 'Released' }, colour: 'primary' },
    picking: { label: /*i18n*/ { id: 'state.batch.picking', message: 'Picking' }, colour: 'warning' },
    picked: { label: /*i18n*/ { id: 'state.batch.picked', message: 'Picked' }, colour: 'success' },
    cancelled: { label: /*i18n*/ { id: 'state.batch.cancelled', message: 'Cancelled' }, colour: 'danger' },
  } satisfies Record<BatchStatus, StateInfo>,
  transitions: {
    release: { from: ['open'], to: 'released', permission: 'SHIPMENT_BATCH_MANAGEMENT' },
    'start-picking': { from: ['released'], to: 'picking', permission: 'SHIPMENT_PICKING_LIST' },
    'finish-picking': { from: ['picking'], to: 'picked', permission: 'SHIPMENT_PICKING_LIST' },
    /** The picker took back the pick that completed it (undo last). */
    unpick: { from: ['picked'], to: 'picking', permission: 'SHIPMENT_PICKING_LIST' },
    /** System: cancelled orders took the last open tasks away, so nothing is left to pick, whoever cancelled. */
    close: { from: ['released', 'picking'], to: 'picked', permission: null },
    cancel: { from: ['open'], to: 'cancelled', permission: 'SHIPMENT_BATCH_MANAGEMENT' },
  },
  work: {
    /** Orders may be added to or taken out of the batch. */
    edit: ['open'],
    /** Pickers may open it on a handheld and pick. */
    pick: ['released', 'picking'],
  },
});
