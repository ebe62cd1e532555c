import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../../ui/screen-frame';
import { guardPage } from '../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/account/edit-temporary/$id')({
  staticData: { page: 'admin-account-edit-temporary' },
  beforeLoad: guardPage('admin-account-edit-temporary'),
  component: ScreenFrame,
});
