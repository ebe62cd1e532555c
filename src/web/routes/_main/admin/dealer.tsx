import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { CatalogueListPage, catalogueSearch } from '../../../features/catalogues/catalogue-list-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/dealer')({
  validateSearch: catalogueSearch,
  staticData: { page: 'admin-dealer' },
  beforeLoad: guardPage('admin-dealer'),
  component: DealerRoute,
});

function DealerRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <CatalogueListPage catalogue="dealer" search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
