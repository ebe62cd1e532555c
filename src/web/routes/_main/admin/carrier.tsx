import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/carrier')({
  staticData: { page: 'admin-carrier' },
  beforeLoad: guardPage('admin-carrier'),
  component: ScreenFrame,
});
