import { createFileRoute, redirect } from '@tanstack/react-router';
import { TwoFactorPage } from '../../features/session/two-factor-page';
import { guardPage } from '../../lib/navigation/guard';
import { optionalString } from '../../lib/navigation/search';

export interface TwoFactorSearch {
  /** The pending token of a login answered 1001/1002 (never stored). */
  token: string;
  /** Data-URL image of the otpauth URI (code 1001, not enrolled yet). */
  qrcode?: string;
  otpauthUrl?: string;
  next?: string;
}

export const Route = createFileRoute('/_auth/2fa-auth')({
  validateSearch: (search: Record<string, unknown>): TwoFactorSearch => ({
    token: typeof search.token === 'string' ? search.token : '',
    ...optionalString(search, 'qrcode'),
    ...optionalString(search, 'otpauthUrl'),
    ...optionalString(search, 'next'),
  }),
  staticData: { page: '2fa-auth' },
  beforeLoad: (ctx) => {
    guardPage('2fa-auth')(ctx);
    if (!ctx.search.token) throw redirect({ to: '/login' });
  },
  component: TwoFactorPage,
});
