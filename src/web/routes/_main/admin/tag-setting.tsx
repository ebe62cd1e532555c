import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/tag-setting')({
  staticData: { page: 'admin-tag-setting' },
  beforeLoad: guardPage('admin-tag-setting'),
  component: ScreenFrame,
});
