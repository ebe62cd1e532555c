import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { CatalogueListPage, catalogueSearch } from '../../../features/catalogues/catalogue-list-page';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/sku_type')({
  validateSearch: catalogueSearch,
  staticData: { page: 'admin-sku-type' },
  beforeLoad: guardPage('admin-sku-type'),
  component: SkuTypeRoute,
});

function SkuTypeRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <CatalogueListPage catalogue="sku-type" search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
