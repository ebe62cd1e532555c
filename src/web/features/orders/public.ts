/**
 * What other features may use from orders (ADR 0018): batches pick orders by their clients, carriers and
 * priorities; a scrap list's ship step asks for the recycler's address and carrier as an order does.
 */
export { usePriorityLabel } from './order-labels';
export { orderKeys, orderOptionsQuery } from './orders-api';
export { CarrierFields, ShipToFields } from './ship-to-fields';
