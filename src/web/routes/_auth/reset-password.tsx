import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/account/reset-password-page';
import { guardPage } from '../../lib/navigation/guard';
import { optionalString } from '../../lib/navigation/search';

export const Route = createFileRoute('/_auth/reset-password')({
  /** `token`: the invitation or reset token of the mailed link. */
  validateSearch: (search: Record<string, unknown>): { token?: string } => optionalString(search, 'token'),
  staticData: { page: 'reset-password' },
  beforeLoad: guardPage('reset-password'),
  component: ResetPasswordPage,
});
