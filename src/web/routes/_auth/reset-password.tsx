import { createFileRoute } from '@tanstack/react-router';
import { AuthMessagePage } from '../../features/status-pages/auth-message-page';
import { guardPage } from '../../lib/navigation/guard';

export const Route = createFileRoute('/_auth/reset-password')({
  staticData: { page: 'reset-password' },
  beforeLoad: guardPage('reset-password'),
  component: AuthMessagePage,
});
