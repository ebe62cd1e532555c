import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { CatalogueListPage, catalogueSearch } from '../../../features/catalogues/catalogue-list-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/error_code')({
  validateSearch: catalogueSearch,
  staticData: { page: 'admin-error-code' },
  beforeLoad: guardPage('admin-error-code'),
  component: ErrorCodeRoute,
});

function ErrorCodeRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <CatalogueListPage catalogue="error-code" search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
