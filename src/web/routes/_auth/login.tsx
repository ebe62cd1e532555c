import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/session/login-page';
import { guardPage } from '../../lib/navigation/guard';
import { optionalString } from '../../lib/navigation/search';

export const Route = createFileRoute('/_auth/login')({
  validateSearch: (search: Record<string, unknown>): { next?: string } => optionalString(search, 'next'),
  staticData: { page: 'login' },
  beforeLoad: guardPage('login'),
  component: LoginPage,
});
