import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/item/$wmsNumber')({
  staticData: { page: 'inventory-item-detail' },
  beforeLoad: guardPage('inventory-item-detail'),
  component: ScreenFrame,
});
