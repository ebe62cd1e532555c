import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { CatalogueListPage, catalogueSearch } from '../../../features/catalogues/catalogue-list-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/carrier')({
  validateSearch: catalogueSearch,
  staticData: { page: 'admin-carrier' },
  beforeLoad: guardPage('admin-carrier'),
  component: CarrierRoute,
});

function CarrierRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <CatalogueListPage catalogue="carrier" search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
