import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/shipment-view-detail/$shipmentId')({
  staticData: { page: 'shipping-shipment-view-detail' },
  beforeLoad: guardPage('shipping-shipment-view-detail'),
  component: ScreenFrame,
});
