import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ORDER_FILTERS, ORDER_SORTS } from '../../../../../domain/orders/statuses';
import { OrderListPage } from '../../../../features/orders/order-list-page';
import { guardPage } from '../../../../lib/navigation/guard';
import { listSearch } from '../../../../lib/navigation/list-search';

export const Route = createFileRoute('/_main/shipping-out/order-summary/')({
  validateSearch: listSearch(ORDER_SORTS, ORDER_FILTERS),
  staticData: { page: 'shipping-order-list' },
  beforeLoad: guardPage('shipping-order-list'),
  component: OrderListRoute,
});

function OrderListRoute(): ReactElement {
  const navigate = Route.useNavigate();
  return <OrderListPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />;
}
