import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ClientStockPage } from '../../../features/client-portal/client-stock-page';
import { guardPage } from '../../../lib/navigation/guard';
import { listSearch } from '../../../lib/navigation/list-search';

export const Route = createFileRoute('/_portal/portal/stock')({
  validateSearch: listSearch([], ['clientId'] as const),
  staticData: { page: 'client-portal-stock' },
  beforeLoad: guardPage('client-portal-stock'),
  component: ClientStockRoute,
});

function ClientStockRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <ClientStockPage clientId={Route.useSearch().clientId} onClientChange={(clientId) => void navigate({ search: { clientId }, replace: true })} />;
}
