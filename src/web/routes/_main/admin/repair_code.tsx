import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/repair_code')({
  staticData: { page: 'admin-repair-code' },
  beforeLoad: guardPage('admin-repair-code'),
  component: ScreenFrame,
});
