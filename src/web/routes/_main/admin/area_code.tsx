import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/area_code')({
  staticData: { page: 'admin-area-code' },
  beforeLoad: guardPage('admin-area-code'),
  component: ScreenFrame,
});
