import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/session/login-page';
import { guardPage } from '../../lib/navigation/guard';
import { optionalString } from '../../lib/navigation/search';

/** `notice`: what the page says above the form after a password was set through a mailed link. */
export type LoginNotice = 'password-set' | 'invitation-accepted';

export interface LoginSearch {
  next?: string;
  notice?: LoginNotice;
}

export const Route = createFileRoute('/_auth/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...optionalString(search, 'next'),
    ...(search.notice === 'password-set' || search.notice === 'invitation-accepted' ? { notice: search.notice } : {}),
  }),
  staticData: { page: 'login' },
  beforeLoad: guardPage('login'),
  component: LoginPage,
});
