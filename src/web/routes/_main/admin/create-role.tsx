import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/create-role')({
  staticData: { page: 'admin-role-create' },
  beforeLoad: guardPage('admin-role-create'),
  component: ScreenFrame,
});
