import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { CatalogueListPage, catalogueSearch } from '../../../features/catalogues/catalogue-list-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/repair_code')({
  validateSearch: catalogueSearch,
  staticData: { page: 'admin-repair-code' },
  beforeLoad: guardPage('admin-repair-code'),
  component: RepairCodeRoute,
});

function RepairCodeRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <CatalogueListPage catalogue="repair-code" search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
