import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { SHIPMENT_FILTERS, SHIPMENT_SORTS } from '../../../../domain/shipping/statuses';
import { ShipmentListPage } from '../../../features/shipments/shipment-list-page';
import { guardPage } from '../../../lib/navigation/guard';
import { listSearch } from '../../../lib/navigation/list-search';

export const Route = createFileRoute('/_main/shipping-out/shipment-list')({
  validateSearch: listSearch(SHIPMENT_SORTS, SHIPMENT_FILTERS),
  staticData: { page: 'shipping-shipment-list' },
  beforeLoad: guardPage('shipping-shipment-list'),
  component: ShipmentListRoute,
});

function ShipmentListRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <ShipmentListPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
