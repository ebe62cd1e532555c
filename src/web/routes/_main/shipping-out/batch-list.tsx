import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/batch-list')({
  staticData: { page: 'shipping-batch-list' },
  beforeLoad: guardPage('shipping-batch-list'),
  component: ScreenFrame,
});
