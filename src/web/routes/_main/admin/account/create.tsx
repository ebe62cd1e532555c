import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/account/create')({
  staticData: { page: 'admin-account-create' },
  beforeLoad: guardPage('admin-account-create'),
  component: ScreenFrame,
});
