import { createFileRoute } from '@tanstack/react-router';
import { AuthMessagePage } from '../../features/status-pages/auth-message-page';
import { guardPage } from '../../lib/navigation/guard';

export const Route = createFileRoute('/_auth/unauthorized')({
  staticData: { page: 'unauthorized' },
  beforeLoad: guardPage('unauthorized'),
  component: AuthMessagePage,
});
