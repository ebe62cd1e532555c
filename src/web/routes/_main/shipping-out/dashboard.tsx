import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/dashboard')({
  staticData: { page: 'shipping-dashboard' },
  beforeLoad: guardPage('shipping-dashboard'),
  component: ScreenFrame,
});
