import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/accessory-list')({
  staticData: { page: 'admin-accessory-list' },
  beforeLoad: guardPage('admin-accessory-list'),
  component: ScreenFrame,
});
