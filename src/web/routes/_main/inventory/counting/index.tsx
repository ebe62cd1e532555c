import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { COUNTING_FILTERS, COUNTING_SORTS } from '../../../../../domain/counting/statuses';
import { CountingListPage } from '../../../../features/counting/counting-list-page';
import { guardPage } from '../../../../lib/navigation/guard';
import { listSearch } from '../../../../lib/navigation/list-search';

const search = listSearch(COUNTING_SORTS, COUNTING_FILTERS);

export const Route = createFileRoute('/_main/inventory/counting/')({
  validateSearch: search,
  staticData: { page: 'counting-list' },
  beforeLoad: guardPage('counting-list'),
  component: CountingListRoute,
});

function CountingListRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <CountingListPage search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
