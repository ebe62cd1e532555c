import { useLingui } from '@lingui/react/macro';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
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

const route = getRouteApi('/_auth/login');

export function LoginPage() {
  const { t } = useLingui();
  const { next, notice } = route.useSearch();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const { field, handleSubmit, applyServerErrors, submitting } = useSchemaForm(LoginSchema, { username: '', password: '' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await login(session, api, values, await describeDevice());
      if (result.kind === 'second-factor') {
        await router.navigate({
          to: '/2fa-auth',
          search: {
            token: result.token,
            ...(result.qrcode ? { qrcode: result.qrcode } : {}),
            ...(result.otpauthUrl ? { otpauthUrl: result.otpauthUrl } : {}),
            ...(next ? { next } : {}),
          },
        });
        return;
      }
      router.history.push(safeNext(next));
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
        <Link to="/request-reset-password" data-testid="forgot-password">{t`Forgot your password?`}</Link>
      </p>
    </AuthCard>
  );
}
