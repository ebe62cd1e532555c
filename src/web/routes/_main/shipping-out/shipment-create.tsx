import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/shipment-create')({
  staticData: { page: 'shipping-shipment-create' },
  beforeLoad: guardPage('shipping-shipment-create'),
  component: ScreenFrame,
});
