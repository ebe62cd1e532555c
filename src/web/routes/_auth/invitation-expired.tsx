import { createFileRoute } from '@tanstack/react-router';
import { InvitationExpiredPage } from '../../features/status-pages/auth-message-page';
import { guardPage } from '../../lib/navigation/guard';

export const Route = createFileRoute('/_auth/invitation-expired')({
  staticData: { page: 'invitation-expired' },
  beforeLoad: guardPage('invitation-expired'),
  component: InvitationExpiredPage,
});
