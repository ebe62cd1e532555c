import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/session/login-page';
import { parseLoginSearch } from '../../features/session/login-search';
import { guardPage } from '../../lib/navigation/guard';

export const Route = createFileRoute('/_auth/login')({
  validateSearch: parseLoginSearch,
  staticData: { page: 'login' },
  beforeLoad: guardPage('login'),
  component: LoginPage,
});
