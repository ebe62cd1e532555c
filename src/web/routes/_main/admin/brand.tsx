import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { CatalogueListPage, catalogueSearch } from '../../../features/catalogues/catalogue-list-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/brand')({
  validateSearch: catalogueSearch,
  staticData: { page: 'admin-brand' },
  beforeLoad: guardPage('admin-brand'),
  component: BrandRoute,
});

function BrandRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <CatalogueListPage catalogue="brand" search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
