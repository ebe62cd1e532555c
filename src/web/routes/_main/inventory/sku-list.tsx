import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/sku-list')({
  staticData: { page: 'sku-list' },
  beforeLoad: guardPage('sku-list'),
  component: ScreenFrame,
});
