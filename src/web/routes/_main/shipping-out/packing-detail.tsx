import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/packing-detail')({
  staticData: { page: 'shipping-packing-detail' },
  beforeLoad: guardPage('shipping-packing-detail'),
  component: ScreenFrame,
});
