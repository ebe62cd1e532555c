import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { CLIENT_SORTS } from '../../../../domain/clients/clients';
import { ClientListPage } from '../../../features/clients/client-list-page';
import { guardPage } from '../../../lib/navigation/guard';
import { listSearch } from '../../../lib/navigation/list-search';

export const Route = createFileRoute('/_main/client/')({
  validateSearch: listSearch(CLIENT_SORTS, ['active']),
  staticData: { page: 'client-list' },
  beforeLoad: guardPage('client-list'),
  component: ClientsRoute,
});

function ClientsRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <ClientListPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
