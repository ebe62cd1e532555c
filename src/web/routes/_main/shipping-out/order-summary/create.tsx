import { createFileRoute } from '@tanstack/react-router';
import { OrderCreatePage } from '../../../../features/orders/order-form-page';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/order-summary/create')({
  staticData: { page: 'shipping-order-create' },
  beforeLoad: guardPage('shipping-order-create'),
  component: OrderCreatePage,
});
