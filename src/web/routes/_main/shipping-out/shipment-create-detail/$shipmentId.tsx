import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/shipment-create-detail/$shipmentId')({
  staticData: { page: 'shipping-shipment-create-detail' },
  beforeLoad: guardPage('shipping-shipment-create-detail'),
  component: ScreenFrame,
});
