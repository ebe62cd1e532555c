import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/dealer')({
  staticData: { page: 'admin-dealer' },
  beforeLoad: guardPage('admin-dealer'),
  component: ScreenFrame,
});
