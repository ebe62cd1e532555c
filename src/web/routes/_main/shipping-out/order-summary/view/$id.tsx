import { createFileRoute, useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { orderQuery } from '../../../../../features/orders/orders-api';
import { OrderViewPage } from '../../../../../features/orders/order-view-page';
import { detailLoader } from '../../../../../lib/query/ensure-or-not-found';
import { guardPage } from '../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/order-summary/view/$id')({
  staticData: { page: 'shipping-order-view' },
  beforeLoad: guardPage('shipping-order-view'),
  loader: detailLoader(orderQuery, 'id'),
  component: OrderViewRoute,
});

function OrderViewRoute(): ReactElement {
  // Read loosely, as useIdParam does: typing it through the route tree makes the tree's type circular.
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  return <OrderViewPage key={id} number={id} />;
}
