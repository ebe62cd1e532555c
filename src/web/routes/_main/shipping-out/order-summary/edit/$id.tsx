import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../../ui/screen-frame';
import { guardPage } from '../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/order-summary/edit/$id')({
  staticData: { page: 'shipping-order-edit' },
  beforeLoad: guardPage('shipping-order-edit'),
  component: ScreenFrame,
});
