import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/packing-queue')({
  staticData: { page: 'shipping-packing-queue' },
  beforeLoad: guardPage('shipping-packing-queue'),
  component: ScreenFrame,
});
