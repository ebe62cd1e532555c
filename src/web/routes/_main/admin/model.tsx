import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { CatalogueListPage, catalogueSearch } from '../../../features/catalogues/catalogue-list-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/model')({
  validateSearch: catalogueSearch,
  staticData: { page: 'admin-model' },
  beforeLoad: guardPage('admin-model'),
  component: ModelRoute,
});

function ModelRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <CatalogueListPage catalogue="model" search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
