import { createFileRoute } from '@tanstack/react-router';
import { UnauthorizedPage } from '../../features/status-pages/auth-message-page';
import { guardPage } from '../../lib/navigation/guard';

export const Route = createFileRoute('/_auth/unauthorized')({
  staticData: { page: 'unauthorized' },
  beforeLoad: guardPage('unauthorized'),
  component: UnauthorizedPage,
});
