import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { SKU_MOVEMENT_SORTS } from '../../../../../../../domain/skus/list-keys';
import { SkuMovementPage } from '../../../../../../features/skus/sku-movement-page';
import { guardPage } from '../../../../../../lib/navigation/guard';
import { listSearch } from '../../../../../../lib/navigation/list-search';
import { useIdParam } from '../../../../../../lib/navigation/use-id-param';

export const Route = createFileRoute('/_main/inventory/sku/detail/$id/movement')({
  validateSearch: listSearch(SKU_MOVEMENT_SORTS, ['sapStatus']),
  staticData: { page: 'sku-detail-movement' },
  beforeLoad: guardPage('sku-detail-movement'),
  component: SkuMovementRoute,
});

function SkuMovementRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <SkuMovementPage id={useIdParam()} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
