import type { ScrapListStatus } from '../scrap/statuses';
import { type StateInfo, defineStateMachine } from './state-machine';

/**
 * A scrap list (issue 20): draft (units are added and removed) → submitted (waiting for a second person)
 * → approved → destroyed (the units are scrapped, a certificate is printed) or shipping (an order to a
 * recycler takes its units through picking, packing and load-out) → shipped when that order's shipment
 * leaves (ADR 0034). Cancelled before approval, which releases its units at once.
 */
export const scrapListStates = defineStateMachine({
  document: 'scrap-list',
  name: /*i18n*/ { id: 'document.scrap-list', message: 'Scrap list' },
  states: {
    draft: { label: /*i18n*/ { id: 'state.scrap-list.draft', message: 'Draft' }, colour: 'muted' },
    submitted: { label: /*i18n*/ { id: 'state.scrap-list.submitted', message: 'Submitted' }, colour: 'warning' },
    approved: { label: /*i18n*/ { id: 'state.scrap-list.approved', message: 'Approved' }, colour: 'primary' },
    destroyed: { label: /*i18n*/ { id: 'state.scrap-list.destroyed', message: 'Destroyed' }, colour: 'success' },
    shipping: { label: /*i18n*/ { id: 'state.scrap-list.shipping', message: 'Shipping' }, colour: 'warning' },
    shipped: { label: /*i18n*/ { id: 'state.scrap-list.shipped', message: 'Shipped' }, colour: 'success' },
    cancelled: { label: /*i18n*/ { id: 'state.scrap-list.cancelled', message: 'Cancelled' }, colour: 'danger' },
  } satisfies Record<ScrapListStatus, StateInfo>,
  transitions: {
    submit: { from: ['draft'], to: 'submitted', permission: 'SCRAP_LIST_EDIT' },
    /** Back to draft to change it: the approver found something to correct. */
    reopen: { from: ['submitted'], to: 'draft', permission: 'SCRAP_LIST_EDIT' },
    approve: { from: ['submitted'], to: 'approved', permission: 'SCRAP_LIST_APPROVE' },
    destroy: { from: ['approved'], to: 'destroyed', permission: 'SCRAP_LIST_DESTROY' },
    /** Creates the recycler's order for exactly the units the list holds. */
    ship: { from: ['approved'], to: 'shipping', permission: 'SCRAP_LIST_SHIP' },
    /** System: the recycler's order shipped with its shipment, whoever confirmed the load-out. */
    'order-shipped': { from: ['shipping'], to: 'shipped', permission: null },
    /** System: the recycler's order was cancelled; the list still holds its units, to be shipped again or destroyed. */
    'order-cancelled': { from: ['shipping'], to: 'approved', permission: null },
    cancel: { from: ['draft', 'submitted'], to: 'cancelled', permission: 'SCRAP_LIST_CANCEL' },
  },
  work: {
    /** Units added and removed, reason and notes changed. */
    edit: ['draft'],
  },
});
