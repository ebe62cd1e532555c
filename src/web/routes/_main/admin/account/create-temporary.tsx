import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { guardPage } from '../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/account/create-temporary')({
  staticData: { page: 'admin-account-create-temporary' },
  beforeLoad: guardPage('admin-account-create-temporary'),
  component: ScreenFrame,
});
