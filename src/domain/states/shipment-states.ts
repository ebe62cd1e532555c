import type { ShipmentStatus } from '../shipping/statuses';
import { type StateInfo, defineStateMachine } from './state-machine';

/**
 * A shipment (issue 19): packing (its cartons are being filled) → packed (every unit of its orders is in
 * a closed carton) → labelled (the carrier gave tracking numbers and labels) → shipped (loaded out).
 * Voiding the label before it ships takes it back to packed; cancelled while nothing is labelled.
 */
export const shipmentStates = defineStateMachine({
  document: 'shipment',
  name: /*i18n*/ { id: 'document.shipment', message: 'Shipment' },
  states: {
    packing: { label: /*i18n*/ { id: 'state.shipment.packing', message: 'Packing' }, colour: 'warning' },
    packed: { label: /*i18n*/ { id: 'state.shipment.packed', message: 'Packed' }, colour: 'primary' },
    labelled: { label: /*i18n*/ { id: 'state.shipment.labelled', message: 'Labelled' }, colour: 'success' },
    shipped: { label: /*i18n*/ { id: 'state.shipment.shipped', message: 'Shipped' }, colour: 'muted' },
    cancelled: { label: /*i18n*/ { id: 'state.shipment.cancelled', message: 'Cancelled' }, colour: 'danger' },
  } satisfies Record<ShipmentStatus, StateInfo>,
  transitions: {
    pack: { from: ['packing'], to: 'packed', permission: 'SHIPMENT_PACKING_DETAIL' },
    label: { from: ['packed'], to: 'labelled', permission: 'SHIPMENT_PACKING_DETAIL' },
    'void-label': { from: ['labelled'], to: 'packed', permission: 'SHIPMENT_PACKING_DETAIL' },
    ship: { from: ['labelled'], to: 'shipped', permission: 'SHIPMENT_MOVEMENT' },
    cancel: { from: ['packing', 'packed'], to: 'cancelled', permission: 'SHIPMENT_PACKING_DETAIL' },
  },
  work: {
    /** Cartons may be opened, filled and closed. */
    pack: ['packing'],
  },
});
