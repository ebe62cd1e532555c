import type { ControlNumberStatus } from '../receiving/statuses';
import { type StateInfo, defineStateMachine } from './state-machine';

/** Control number (receiving), DOMAIN.md: draft → receiving → received → closed, cancelled from draft or receiving. */
export const controlNumberStates = defineStateMachine({
  document: 'control-number',
  name: /*i18n*/ { id: 'document.control-number', message: 'Control number' },
  states: {
    draft: { label: /*i18n*/ { id: 'state.control-number.draft', message: 'Draft' }, colour: 'muted' },
    receiving: { label: /*i18n*/ { id: 'state.control-number.receiving', message: 'Receiving' }, colour: 'primary' },
    received: { label: /*i18n*/ { id: 'state.control-number.received', message: 'Received' }, colour: 'success' },
    closed: { label: /*i18n*/ { id: 'state.control-number.closed', message: 'Closed' }, colour: 'muted' },
    cancelled: { label: /*i18n*/ { id: 'state.control-number.cancelled', message: 'Cancelled' }, colour: 'danger' },
  } satisfies Record<ControlNumberStatus, StateInfo>,
  transitions: {
    /** The first unit scanned into it. */
    'start-receiving': { from: ['draft'], to: 'receiving', permission: 'RECEIVING_DETAIL_SCAN' },
    /** Goods receipt of the whole control number. */
    'goods-receipt': { from: ['receiving'], to: 'received', permission: 'RECEIVING_GR_RECEIVING' },
    close: { from: ['received'], to: 'closed', permission: 'RECEIVING_DETAIL_EDIT' },
    cancel: { from: ['draft', 'receiving'], to: 'cancelled', permission: 'RECEIVING_DETAIL_EDIT' },
  },
  work: {
    edit: ['draft', 'receiving'],
    scan: ['draft', 'receiving'],
  },
});
