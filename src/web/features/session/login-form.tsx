import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { LoginSchema } from '../../../domain/auth/schemas';
import { safeNext } from '../../../domain/guard';
import { api } from '../../lib/api/clients';
import { isApiError } from '../../lib/api/api-error';
import { describeDevice } from '../../lib/session/device';
import { session } from '../../lib/session/session';
import { login } from '../../lib/session/session-actions';
import { apiErrorText } from '../../ui/api-error-text';
import { AuthCard } from '../../ui/auth-card';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useSchemaForm } from '../../ui/use-schema-form';
import type { LoginNotice } from './login-search';

/** What the second step needs: the pending token, the enrolment QR code, and where to go after. */
export interface SecondFactorSearch {
  token: string;
  qrcode?: string;
  otpauthUrl?: string;
  next?: string;
}

interface LoginFormProps {
  next: string | undefined;
  notice: LoginNotice | undefined;
  /** Where the app goes once signed in, or to the second factor: the router in the app, the address bar on the first load. */
  onSignedIn: (next: string) => void;
  onSecondFactor: (search: SecondFactorSearch) => void;
  forgotPassword: (text: string) => ReactNode;
}

/**
 * The form itself, with no router: the first load of /login runs it from its own small entry
 * (login-main.tsx, ADR 0023), the app from its route.
 */
export function LoginForm({ next, notice, onSignedIn, onSecondFactor, forgotPassword }: LoginFormProps) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const { field, handleSubmit, applyServerErrors, submitting } = useSchemaForm(LoginSchema, { username: '', password: '' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await login(session, api, values, await describeDevice());
      if (result.kind === 'second-factor') {
        onSecondFactor({
          token: result.token,
          ...(result.qrcode ? { qrcode: result.qrcode } : {}),
          ...(result.otpauthUrl ? { otpauthUrl: result.otpauthUrl } : {}),
          ...(next ? { next } : {}),
        });
        return;
      }
      onSignedIn(safeNext(next));
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(t`Something went wrong.`);
        console.error(error);
      } else if (error.kind === 'validation' && applyServerErrors(error) > 0) {
        return;
      } else if (error.kind === 'unauthorized') {
        setFormError(t`Wrong username or password.`);
      } else {
        setFormError(apiErrorText(error));
      }
    }
  });

  return (
    <AuthCard title={t`Log in`}>
      {notice ? (
        <p className="form-notice" role="status" data-testid="login-notice">
          {notice === 'invitation-accepted'
            ? t`Welcome! Your account is ready: log in with your username and the password you just chose.`
            : t`Password set. Log in with your new password.`}
        </p>
      ) : null}
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t`Log in`}>
        <TextField id="login-username" label={t`Username`} {...field('username')} autoComplete="username" required />
        <TextField id="login-password" label={t`Password`} type="password" {...field('password')} autoComplete="current-password" required />
        {formError ? (
          <p className="form-error" role="alert" data-testid="login-error">
            {formError}
          </p>
        ) : null}
        <Button type="submit" expand disabled={submitting}>
          {t`Log in`}
        </Button>
      </form>
      <p className="auth-secondary-link">
        {forgotPassword(t`Forgot your password?`)}
      </p>
    </AuthCard>
  );
}
