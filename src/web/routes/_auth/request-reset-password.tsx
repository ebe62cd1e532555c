import { createFileRoute } from '@tanstack/react-router';
import { RequestResetPage } from '../../features/account/request-reset-page';
import { guardPage } from '../../lib/navigation/guard';

export const Route = createFileRoute('/_auth/request-reset-password')({
  staticData: { page: 'request-reset-password' },
  beforeLoad: guardPage('request-reset-password'),
  component: RequestResetPage,
});
