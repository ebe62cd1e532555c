import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ORDER_SORTS } from '../../../../domain/orders/statuses';
import { ClientOrdersPage } from '../../../features/client-portal/client-orders-page';
import { guardPage } from '../../../lib/navigation/guard';
import { listSearch } from '../../../lib/navigation/list-search';

export const Route = createFileRoute('/_portal/portal/orders')({
  validateSearch: listSearch(ORDER_SORTS, ['status', 'clientId'] as const),
  staticData: { page: 'client-portal-orders' },
  beforeLoad: guardPage('client-portal-orders'),
  component: ClientOrdersRoute,
});

function ClientOrdersRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <ClientOrdersPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
