import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/shipping-out/batch/$id')({
  staticData: { page: 'shipping-batch-overview' },
  beforeLoad: guardPage('shipping-batch-overview'),
  component: ScreenFrame,
});
