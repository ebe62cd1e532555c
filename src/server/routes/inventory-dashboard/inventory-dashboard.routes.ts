import { InventoryDashboardSchema } from '../../../domain/inventory/dashboard';
import { defineRoute, named } from '../registry';
import { dashboardHandler } from './inventory-dashboard.handlers';

export const inventoryDashboardRoutes = [
  defineRoute({
    method: 'get',
    path: '/v1/inventory/dashboard',
    access: 'ITEM_DASHBOARD',
    tag: 'Inventory',
    summary:
      'The inventory dashboard: on-hand units (inventory items) by status, client and SKU type; units received and shipped per day over the last 30 days (ledger); age since receipt; lots expired or expiring within 30/60/90 days; bins empty, occupied and blocked; job-center queues; open counting discrepancies. Days in the TimeZone header\'s zone (else the company\'s).',
    payload: named(InventoryDashboardSchema, 'InventoryDashboard'),
    handler: dashboardHandler,
  }),
];
