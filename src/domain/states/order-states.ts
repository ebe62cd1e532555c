import type { OrderStatus } from '../orders/statuses';
import { type StateInfo, defineStateMachine } from './state-machine';

/**
 * Shipping-out order, DOMAIN.md: draft → open → allocated → picking → picked → packed → shipped,
 * cancelled from draft, open, allocated or picking. An open order may hold part of its units: it becomes
 * allocated only when every line is (ADR 0028).
 */
export const orderStates = defineStateMachine({
  document: 'order',
  name: /*i18n*/ { id: 'document.order', message: 'Order' },
  states: {
    draft: { label: /*i18n*/ { id: 'state.order.draft', message: 'Draft' }, colour: 'muted' },
    open: { label: /*i18n*/ { id: 'state.order.open', message: 'Open' }, colour: 'primary' },
    allocated: { label: /*i18n*/ { id: 'state.order.allocated', message: 'Allocated' }, colour: 'primary' },
    picking: { label: /*i18n*/ { id: 'state.order.picking', message: 'Picking' }, colour: 'warning' },
    picked: { label: /*i18n*/ { id: 'state.order.picked', message: 'Picked' }, colour: 'success' },
    packed: { label: /*i18n*/ { id: 'state.order.packed', message: 'Packed' }, colour: 'success' },
    shipped: { label: /*i18n*/ { id: 'state.order.shipped', message: 'Shipped' }, colour: 'muted' },
    cancelled: { label: /*i18n*/ { id: 'state.order.cancelled', message: 'Cancelled' }, colour: 'danger' },
  } satisfies Record<OrderStatus, StateInfo>,
  transitions: {
    /** The order is complete and may take stock. */
    open: { from: ['draft'], to: 'open', permission: 'SHIPMENT_ORDER_EDIT' },
    /** Every line holds all its units. */
    allocate: { from: ['open'], to: 'allocated', permission: 'SHIPMENT_ORDER_EDIT' },
    /** Gives the units back so the order can be edited again. */
    deallocate: { from: ['allocated'], to: 'open', permission: 'SHIPMENT_ORDER_EDIT' },
    'start-picking': { from: ['allocated'], to: 'picking', permission: 'SHIPMENT_PICKING_LIST' },
    'finish-picking': { from: ['picking'], to: 'picked', permission: 'SHIPMENT_PICKING_LIST' },
    /** The picker took back the pick that completed it (undo last), before packing began. */
    unpick: { from: ['picked'], to: 'picking', permission: 'SHIPMENT_PICKING_LIST' },
    pack: { from: ['picked'], to: 'packed', permission: 'SHIPMENT_PACKING_DETAIL' },
    ship: { from: ['packed'], to: 'shipped', permission: 'SHIPMENT_MOVEMENT' },
    cancel: { from: ['draft', 'open', 'allocated', 'picking'], to: 'cancelled', permission: 'SHIPMENT_ORDER_CANCEL' },
  },
  work: {
    edit: ['draft', 'open'],
    /** Taking units for the short lines; an open order may already hold some. */
    allocate: ['open'],
    /** Its picked units may go into cartons. */
    pack: ['picked'],
  },
});
