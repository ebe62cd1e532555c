import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../../ui/screen-frame';
import { guardPage } from '../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/role-list/$id/view')({
  staticData: { page: 'admin-role-view' },
  beforeLoad: guardPage('admin-role-view'),
  component: ScreenFrame,
});
