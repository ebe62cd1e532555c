import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../../../ui/screen-frame';
import { guardPage } from '../../../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/account/view-temporary/$id')({
  staticData: { page: 'admin-account-view-temporary' },
  beforeLoad: guardPage('admin-account-view-temporary'),
  component: ScreenFrame,
});
