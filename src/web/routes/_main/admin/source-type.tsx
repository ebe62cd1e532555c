import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/source-type')({
  staticData: { page: 'admin-source-type' },
  beforeLoad: guardPage('admin-source-type'),
  component: ScreenFrame,
});
