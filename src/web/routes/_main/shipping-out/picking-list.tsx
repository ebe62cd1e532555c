import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/picking-list')({
  staticData: { page: 'shipping-picking-list' },
  beforeLoad: guardPage('shipping-picking-list'),
  component: ScreenFrame,
});
