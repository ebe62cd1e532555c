import { queryOptions } from '@tanstack/react-query';
import type { InventoryDashboard } from '../../../domain/inventory/dashboard';
import { api } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';

const dashboardKeys = entityKeys('inventory-dashboard');

export const inventoryDashboardQuery = () =>
  queryOptions({ queryKey: dashboardKeys.all, queryFn: () => api.get<InventoryDashboard>('/inventory/dashboard') });
