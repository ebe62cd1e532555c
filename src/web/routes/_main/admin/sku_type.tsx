import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/sku_type')({
  staticData: { page: 'admin-sku-type' },
  beforeLoad: guardPage('admin-sku-type'),
  component: ScreenFrame,
});
