import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/account/$id')({
  staticData: { page: 'admin-account-detail' },
  beforeLoad: guardPage('admin-account-detail'),
  component: ScreenFrame,
});
