import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PAGES, type PageName } from '../../lib/navigation/pages';
import { AuthCard } from '../../ui/auth-card';

/** An authentication-layout page that says what happened and what to do next. */
function AuthMessage({ page, children }: { page: PageName; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <AuthCard title={i18n._(PAGES[page].title)}>
      <div data-testid="auth-message" data-page={page}>
        {children}
      </div>
    </AuthCard>
  );
}

/** A used, replaced, unknown or expired password-reset link. */
export function InvalidResetTokenPage() {
  const { t } = useLingui();
  return (
    <AuthMessage page="invalid-reset-password-token">
      <p>{t`This link cannot be used any more: it was already used, a newer link replaced it, or it has expired.`}</p>
      <p>{t`A link to set a password works once and for a limited time. Ask for a new one: only the newest link works.`}</p>
      <p>
        <Link to="/request-reset-password" className="app-button app-button--solid app-button--block" data-testid="request-new-link">
          {t`Request a new link`}
        </Link>
      </p>
      <p>
        <Link to="/login">{t`Back to log in`}</Link>
      </p>
    </AuthMessage>
  );
}

/** An invitation link past its lifetime: only an administrator can invite again. */
export function InvitationExpiredPage() {
  const { t } = useLingui();
  return (
    <AuthMessage page="invitation-expired">
      <p>{t`Your invitation has expired: invitation links work for a limited time.`}</p>
      <p>
        <strong>{t`Ask your administrator to send you a new invitation.`}</strong>
      </p>
      <p>
        {t`If your account has an e-mail address, you can also send yourself a link:`}{' '}
        <Link to="/request-reset-password">{t`Forgot your password?`}</Link>
      </p>
      <p>
        {t`Already chose your password?`} <Link to="/login">{t`Log in`}</Link>
      </p>
    </AuthMessage>
  );
}

/** The signed-in account may not use the application at all. */
export function UnauthorizedPage() {
  const { t } = useLingui();
  return (
    <AuthMessage page="unauthorized">
      <p>{t`You are not authorised to use this application.`}</p>
      <p>{t`Your account may be inactive or have no access yet. If you think this is a mistake, contact your administrator.`}</p>
      <p>
        <Link to="/login">{t`Log in with another account`}</Link>
      </p>
    </AuthMessage>
  );
}
