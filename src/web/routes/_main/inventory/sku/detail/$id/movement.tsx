import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { SKU_MOVEMENT_SORTS } from '../../../../../../../domain/skus/list-keys';
import { SkuMovementPage } from '../../../../../../features/skus/sku-movement-page';
import { skuMovementsQuery } from '../../../../../../features/skus/skus-api';
import { guardPage } from '../../../../../../lib/navigation/guard';
import { listSearch } from '../../../../../../lib/navigation/list-search';
import { useIdParam } from '../../../../../../lib/navigation/use-id-param';
import { ensureOrNotFound } from '../../../../../../lib/query/ensure-or-not-found';

export const Route = createFileRoute('/_main/inventory/sku/detail/$id/movement')({
  validateSearch: listSearch(SKU_MOVEMENT_SORTS, ['sapStatus']),
  staticData: { page: 'sku-detail-movement' },
  beforeLoad: guardPage('sku-detail-movement'),
  // The movements answer carries the SKU's header: with it cached, the screen paints whole. Loading the SKU
  // itself would need SKU_MANAGEMENT, which this page (BIN_MANAGEMENT) does not.
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => ensureOrNotFound(context.queryClient, skuMovementsQuery((params as { id?: string }).id ?? '', deps)),
  component: SkuMovementRoute,
});

function SkuMovementRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <SkuMovementPage id={useIdParam()} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
