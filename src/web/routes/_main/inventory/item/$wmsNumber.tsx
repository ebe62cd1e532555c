import { createFileRoute, useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ItemDetailPage } from '../../../../features/item-detail/item-detail-page';
import { itemQuery } from '../../../../features/item-detail/item-detail-api';
import { detailLoader } from '../../../../lib/query/ensure-or-not-found';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/item/$wmsNumber')({
  staticData: { page: 'inventory-item-detail' },
  beforeLoad: guardPage('inventory-item-detail'),
  loader: detailLoader(itemQuery, 'wmsNumber'),
  component: ItemDetailRoute,
});

function ItemDetailRoute(): ReactElement {
  // Read loosely, as useIdParam does: typing it through the route tree makes the tree's type circular.
  const { wmsNumber = '' } = useParams({ strict: false }) as { wmsNumber?: string };
  return <ItemDetailPage key={wmsNumber} wmsNumber={wmsNumber} />;
}
