import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { TRACKING_FILTERS, TRACKING_SORTS } from '../../../../domain/tracking/list-keys';
import { TrackingManagementPage } from '../../../features/tracking/tracking-management-page';
import { guardPage } from '../../../lib/navigation/guard';
import { listSearch } from '../../../lib/navigation/list-search';

export const Route = createFileRoute('/_main/receiving/client-tracking-management')({
  validateSearch: listSearch(TRACKING_SORTS, TRACKING_FILTERS),
  staticData: { page: 'client-tracking-management' },
  beforeLoad: guardPage('client-tracking-management'),
  component: TrackingManagementRoute,
});

function TrackingManagementRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <TrackingManagementPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
