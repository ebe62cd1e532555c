import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { CatalogueListPage, catalogueSearch } from '../../../features/catalogues/catalogue-list-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/source-type')({
  validateSearch: catalogueSearch,
  staticData: { page: 'admin-source-type' },
  beforeLoad: guardPage('admin-source-type'),
  component: SourceTypeRoute,
});

function SourceTypeRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <CatalogueListPage catalogue="source-type" search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
