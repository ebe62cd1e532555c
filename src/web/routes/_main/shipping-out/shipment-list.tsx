import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/shipment-list')({
  staticData: { page: 'shipping-shipment-list' },
  beforeLoad: guardPage('shipping-shipment-list'),
  component: ScreenFrame,
});
