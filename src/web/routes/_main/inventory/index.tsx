import { createFileRoute } from '@tanstack/react-router';
import { inventoryDashboardQuery } from '../../../features/inventory-dashboard/dashboard-api';
import { InventoryDashboardPage } from '../../../features/inventory-dashboard/inventory-dashboard-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/')({
  staticData: { page: 'inventory-dashboard' },
  beforeLoad: guardPage('inventory-dashboard'),
  loader: ({ context }) => context.queryClient.ensureQueryData(inventoryDashboardQuery()),
  component: InventoryDashboardPage,
});
