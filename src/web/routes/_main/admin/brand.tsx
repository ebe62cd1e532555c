import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/brand')({
  staticData: { page: 'admin-brand' },
  beforeLoad: guardPage('admin-brand'),
  component: ScreenFrame,
});
