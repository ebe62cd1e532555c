import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../../ui/screen-frame';
import { guardPage } from '../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/account/edit/$id')({
  staticData: { page: 'admin-account-edit' },
  beforeLoad: guardPage('admin-account-edit'),
  component: ScreenFrame,
});
