import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/order-summary/create')({
  staticData: { page: 'shipping-order-create' },
  beforeLoad: guardPage('shipping-order-create'),
  component: ScreenFrame,
});
