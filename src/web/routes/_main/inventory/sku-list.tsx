import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { SKU_FILTERS, SKU_SORTS } from '../../../../domain/skus/list-keys';
import { SkuListPage } from '../../../features/skus/sku-list-page';
import { guardPage } from '../../../lib/navigation/guard';
import { listSearch } from '../../../lib/navigation/list-search';

export const Route = createFileRoute('/_main/inventory/sku-list')({
  validateSearch: listSearch(SKU_SORTS, SKU_FILTERS),
  staticData: { page: 'sku-list' },
  beforeLoad: guardPage('sku-list'),
  component: SkuListRoute,
});

function SkuListRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <SkuListPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
