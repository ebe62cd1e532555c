import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../../ui/screen-frame';
import { guardPage } from '../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/order-summary/view/$id')({
  staticData: { page: 'shipping-order-view' },
  beforeLoad: guardPage('shipping-order-view'),
  component: ScreenFrame,
});
