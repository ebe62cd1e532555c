import { createFileRoute } from '@tanstack/react-router';
import { NoPermissionPage } from '../../features/status-pages/no-permission-page';
import { guardPage } from '../../lib/navigation/guard';

export const Route = createFileRoute('/_main/no-permission')({
  staticData: { page: 'no-permission' },
  beforeLoad: guardPage('no-permission'),
  component: NoPermissionPage,
});
