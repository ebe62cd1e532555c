import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { CatalogueListPage, catalogueSearch } from '../../../features/catalogues/catalogue-list-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/area_code')({
  validateSearch: catalogueSearch,
  staticData: { page: 'admin-area-code' },
  beforeLoad: guardPage('admin-area-code'),
  component: AreaCodeRoute,
});

function AreaCodeRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <CatalogueListPage catalogue="area-code" search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
