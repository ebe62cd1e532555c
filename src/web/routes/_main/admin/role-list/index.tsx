import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/role-list/')({
  staticData: { page: 'admin-role-list' },
  beforeLoad: guardPage('admin-role-list'),
  component: ScreenFrame,
});
