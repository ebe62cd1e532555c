import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ContainerManagementPage } from '../../../features/locations/container-management-page';
import { LOCATION_FILTERS, LOCATION_SORTS } from '../../../features/locations/location-panels';
import { guardPage } from '../../../lib/navigation/guard';
import { listSearch } from '../../../lib/navigation/list-search';

export const Route = createFileRoute('/_main/inventory/container-management')({
  validateSearch: listSearch(LOCATION_SORTS, LOCATION_FILTERS),
  staticData: { page: 'container-management' },
  beforeLoad: guardPage('container-management'),
  component: ContainerManagementRoute,
});

function ContainerManagementRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <ContainerManagementPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
