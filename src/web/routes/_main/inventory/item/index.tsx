import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/item/')({
  staticData: { page: 'inventory-item-list' },
  beforeLoad: guardPage('inventory-item-list'),
  component: ScreenFrame,
});
