import { createFileRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../../ui/screen-frame';
import { guardPage } from '../../../lib/navigation/guard';

export const Route = createFileRoute('/_main/admin/error_code')({
  staticData: { page: 'admin-error-code' },
  beforeLoad: guardPage('admin-error-code'),
  component: ScreenFrame,
});
