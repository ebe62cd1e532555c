import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/account/')({
  staticData: { page: 'admin-account-list' },
  beforeLoad: guardPage('admin-account-list'),
  component: ScreenFrame,
});
