import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/order-summary/')({
  staticData: { page: 'shipping-order-list' },
  beforeLoad: guardPage('shipping-order-list'),
  component: ScreenFrame,
});
