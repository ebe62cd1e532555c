import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { RequestResetSchema, type RequestResetInput } from '../../../domain/accounts/account-tokens';
import { api } from '../../lib/api/clients';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { AuthCard } from '../../ui/auth-card';
import { Button } from '../../ui/button';
import { fieldErrorText } from '../../ui/form-errors';
import { TextField } from '../../ui/text-field';
import { postRequestReset } from './account-api';

/**
 * "Forgot your password?": asks for a reset link by username or e-mail. Whatever the server answers,
 * the page says the same (it cannot tell, and must not, whether the account exists); only a request
 * that got no answer at all is reported as a failure.
 */
export function RequestResetPage() {
  const { t } = useLingui();
  const [requested, setRequested] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<RequestResetInput>({
    resolver: valibotResolver(RequestResetSchema),
    defaultValues: { login: '' },
  });

  const onSubmit = handleSubmit(async ({ login }) => {
    setFormError(null);
    try {
      await postRequestReset(api, login);
      setRequested(true);
    } catch (error) {
      if (isApiError(error) && error.status !== null) {
        setRequested(true);
      } else {
        setFormError(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
        if (!isApiError(error)) console.error(error);
      }
    }
  });

  if (requested) {
    return (
      <AuthCard title={t`Check your e-mail`}>
        <p role="status" data-testid="reset-requested">
          {t`If an account matches, we sent a link to set a new password to its e-mail address. The link works once and for a limited time.`}
        </p>
        <p>{t`No mail after a few minutes? Check your spam folder, or ask your administrator for help.`}</p>
        <p>
          <Link to="/login">{t`Back to log in`}</Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t`Forgot your password?`}>
      <p>{t`Enter your username or e-mail address. If it matches an account, we send a link to set a new password.`}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t`Request a password reset link`}>
        <Controller
          name="login"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              id="reset-login"
              label={t`Username or e-mail`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldErrorText(fieldState.error)}
              autoComplete="username"
              maxLength={254}
              required
            />
          )}
        />
        {formError ? (
          <p className="form-error" role="alert" data-testid="reset-request-error">
            {formError}
          </p>
        ) : null}
        <Button type="submit" expand disabled={formState.isSubmitting}>
          {t`Send the link`}
        </Button>
      </form>
      <p>
        <Link to="/login">{t`Back to log in`}</Link>
      </p>
    </AuthCard>
  );
}
