import { createFileRoute } from '@tanstack/react-router';
import { InvalidResetTokenPage } from '../../features/status-pages/auth-message-page';
import { guardPage } from '../../lib/navigation/guard';

export const Route = createFileRoute('/_auth/invalid-reset-password-token')({
  staticData: { page: 'invalid-reset-password-token' },
  beforeLoad: guardPage('invalid-reset-password-token'),
  component: InvalidResetTokenPage,
});
