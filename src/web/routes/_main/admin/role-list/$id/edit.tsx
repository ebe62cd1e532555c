import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../../ui/screen-frame';
import { guardPage } from '../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/role-list/$id/edit')({
  staticData: { page: 'admin-role-edit' },
  beforeLoad: guardPage('admin-role-edit'),
  component: ScreenFrame,
});
