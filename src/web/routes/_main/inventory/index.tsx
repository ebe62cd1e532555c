import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/inventory/')({
  staticData: { page: 'inventory-dashboard' },
  beforeLoad: guardPage('inventory-dashboard'),
  component: ScreenFrame,
});
