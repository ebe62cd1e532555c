import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { SCRAP_LIST_FILTERS, SCRAP_LIST_SORTS } from '../../../../../domain/scrap/statuses';
import { ScrapListPage } from '../../../../features/scrap/scrap-list-page';
import { guardPage } from '../../../../lib/navigation/guard';
import { listSearch } from '../../../../lib/navigation/list-search';

export const Route = createFileRoute('/_main/inventory/scrap/')({
  validateSearch: listSearch(SCRAP_LIST_SORTS, SCRAP_LIST_FILTERS),
  staticData: { page: 'scrap-list' },
  beforeLoad: guardPage('scrap-list'),
  component: ScrapListRoute,
});

function ScrapListRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return (
    <ScrapListPage
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search, replace: true })}
      onCreated={(number) => void navigate({ to: '/inventory/scrap/edit/detail/$id', params: { id: number } })}
    />
  );
}
