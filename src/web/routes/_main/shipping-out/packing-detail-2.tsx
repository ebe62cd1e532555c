import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/packing-detail-2')({
  staticData: { page: 'shipping-packing-detail-2' },
  beforeLoad: guardPage('shipping-packing-detail-2'),
  component: ScreenFrame,
});
