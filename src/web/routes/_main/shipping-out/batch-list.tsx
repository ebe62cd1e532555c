import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { BATCH_FILTERS, BATCH_SORTS } from '../../../../domain/picking/statuses';
import { BatchListPage } from '../../../features/batches/batch-list-page';
import { guardPage } from '../../../lib/navigation/guard';
import { listSearch } from '../../../lib/navigation/list-search';

export const Route = createFileRoute('/_main/shipping-out/batch-list')({
  validateSearch: listSearch(BATCH_SORTS, BATCH_FILTERS),
  staticData: { page: 'shipping-batch-list' },
  beforeLoad: guardPage('shipping-batch-list'),
  component: BatchListRoute,
});

function BatchListRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <BatchListPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
