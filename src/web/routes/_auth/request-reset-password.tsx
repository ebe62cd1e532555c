import { createFileRoute } from '@tanstack/react-router';
import { AuthMessagePage } from '../../features/status-pages/auth-message-page';
import { guardPage } from '../../lib/navigation/guard';

export const Route = createFileRoute('/_auth/request-reset-password')({
  staticData: { page: 'request-reset-password' },
  beforeLoad: guardPage('request-reset-password'),
  component: AuthMessagePage,
});
