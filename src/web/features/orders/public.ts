/** What other features may use from orders (ADR 0018): batches pick orders by their clients, carriers and priorities. */
export { usePriorityLabel } from './order-labels';
export { orderKeys, orderOptionsQuery } from './orders-api';
