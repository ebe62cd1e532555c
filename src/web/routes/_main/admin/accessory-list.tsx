import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { CatalogueListPage, catalogueSearch } from '../../../features/catalogues/catalogue-list-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/accessory-list')({
  validateSearch: catalogueSearch,
  staticData: { page: 'admin-accessory-list' },
  beforeLoad: guardPage('admin-accessory-list'),
  component: AccessoryRoute,
});

function AccessoryRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <CatalogueListPage catalogue="accessory" search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
