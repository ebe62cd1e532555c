import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/model')({
  staticData: { page: 'admin-model' },
  beforeLoad: guardPage('admin-model'),
  component: ScreenFrame,
});
