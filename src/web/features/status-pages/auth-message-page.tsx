import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCurrentPage } from '../../lib/navigation/use-current-page';
import { AuthCard } from '../../ui/auth-card';

const MESSAGES: Record<string, MessageDescriptor> = {
  unauthorized: msg`You are not authorised to use this application. Contact your administrator.`,
  'invitation-expired': msg`This invitation has expired. Ask your administrator to send a new one.`,
  'invalid-reset-password-token': msg`This password reset link is not valid or has expired. Request a new one.`,
};

/** The authentication layout's simple pages: title, a sentence where there is one, a way back. */
export function AuthMessagePage() {
  const { i18n, t } = useLingui();
  const { page } = useCurrentPage();
  if (!page) return null;
  const message = MESSAGES[page.name];
  return (
    <AuthCard title={i18n._(page.title)}>
      {message ? <p data-testid="auth-message">{i18n._(message)}</p> : null}
      {page.name === 'invalid-reset-password-token' ? (
        <p>
          <Link to="/request-reset-password">{t`Request a new link`}</Link>
        </p>
      ) : null}
      <p>
        <Link to="/login">{t`Back to log in`}</Link>
      </p>
    </AuthCard>
  );
}
