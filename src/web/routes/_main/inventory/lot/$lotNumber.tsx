import { createFileRoute, useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { LotDetailPage } from '../../../../features/lots/lot-detail-page';
import { lotLoader } from '../../../../features/lots/lots-api';
import { guardPage } from '../../../../lib/navigation/guard';

/** `sku` (a SKU id) names the lot when several SKUs share its number; without it the page may ask which. */
const validateSearch = (raw: Record<string, unknown>): { sku?: string } => (typeof raw.sku === 'string' && raw.sku !== '' ? { sku: raw.sku } : {});

export const Route = createFileRoute('/_main/inventory/lot/$lotNumber')({
  validateSearch,
  staticData: { page: 'lot-detail' },
  beforeLoad: guardPage('lot-detail'),
  loaderDeps: ({ search }) => ({ sku: search.sku }),
  loader: lotLoader,
  component: LotDetailRoute,
});

function LotDetailRoute(): ReactElement {
  // Read loosely, as useIdParam does: typing it through the route tree makes the tree's type circular.
  const { lotNumber = '' } = useParams({ strict: false }) as { lotNumber?: string };
  const { sku } = Route.useSearch();
  return <LotDetailPage key={`${lotNumber}:${sku ?? ''}`} lotNumber={lotNumber} sku={sku} />;
}
