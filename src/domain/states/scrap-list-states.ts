import type { ScrapListStatus } from '../scrap/statuses';
import { type StateInfo, defineStateMachine } from './state-machine';

/**
 * A scrap list (issue 20): draft (units are added and removed) → submitted (waiting for a second person)
 * → approved → destroyed (the units are scrapped, a certificate is printed) or shipped (to a recycler).
 * Cancelled before approval, which releases its units at once.
 */
export const scrapListStates = defineStateMachine({
  document: 'scrap-list',
  name: /*i18n*/ { id: 'document.scrap-list', message: 'Scrap list' },
  states: {
    draft: { label: /*i18n*/ { id: 'state.scrap-list.draft', message: 'Draft' }, colour: 'muted' },
    submitted: { label: /*i18n*/ { id: 'state.scrap-list.submitted', message: 'Submitted' }, colour: 'warning' },
    approved: { label: /*i18n*/ { id: 'state.scrap-list.approved', message: 'Approved' }, colour: 'primary' },
    destroyed: { label: /*i18n*/ { id: 'state.scrap-list.destroyed', message: 'Destroyed' }, colour: 'success' },
    shipped: { label: /*i18n*/ { id: 'state.scrap-list.shipped', message: 'Shipped' }, colour: 'success' },
    cancelled: { label: /*i18n*/ { id: 'state.scrap-list.cancelled', message: 'Cancelled' }, colour: 'danger' },
  } satisfies Record<ScrapListStatus, StateInfo>,
  transitions: {
    submit: { from: ['draft'], to: 'submitted', permission: 'SCRAP_LIST_EDIT' },
    /** Back to draft to change it: the approver found something to correct. */
    reopen: { from: ['submitted'], to: 'draft', permission: 'SCRAP_LIST_EDIT' },
    approve: { from: ['submitted'], to: 'approved', permission: 'SCRAP_LIST_APPROVE' },
    destroy: { from: ['approved'], to: 'destroyed', permission: 'SCRAP_LIST_DESTROY' },
    ship: { from: ['approved'], to: 'shipped', permission: 'SCRAP_LIST_SHIP' },
    cancel: { from: ['draft', 'submitted'], to: 'cancelled', permission: 'SCRAP_LIST_CANCEL' },
  },
  work: {
    /** Units added and removed, reason and notes changed. */
    edit: ['draft'],
  },
});
