import { createFileRoute, useParams } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { OrderEditPage } from '../../../../../features/orders/order-form-page';
import { orderQuery } from '../../../../../features/orders/orders-api';
import { detailLoader } from '../../../../../lib/query/ensure-or-not-found';
import { guardPage } from '../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/order-summary/edit/$id')({
  staticData: { page: 'shipping-order-edit' },
  beforeLoad: guardPage('shipping-order-edit'),
  loader: detailLoader(orderQuery, 'id'),
  component: OrderEditRoute,
});

function OrderEditRoute(): ReactElement {
  // Read loosely, as useIdParam does: typing it through the route tree makes the tree's type circular.
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  return <OrderEditPage key={id} number={id} />;
}
