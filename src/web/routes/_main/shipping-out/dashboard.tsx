import { createFileRoute } from '@tanstack/react-router';
import { ShippingDashboardPage } from '../../../features/shipping-dashboard/shipping-dashboard-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/dashboard')({
  staticData: { page: 'shipping-dashboard' },
  beforeLoad: guardPage('shipping-dashboard'),
  component: ShippingDashboardPage,
});
