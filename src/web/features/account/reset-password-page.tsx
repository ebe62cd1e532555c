import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import type { AccountTokenInfo } from '../../../domain/accounts/account-tokens';
import { passwordSchemaFor } from '../../../domain/accounts/password';
import { api } from '../../lib/api/clients';
import { isApiError } from '../../lib/api/api-error';
import { session } from '../../lib/session/session';
import { apiErrorText } from '../../ui/api-error-text';
import { AuthCard } from '../../ui/auth-card';
import { Button } from '../../ui/button';
import { applyServerFieldErrors } from '../../ui/form-errors';
import { TextField } from '../../ui/text-field';
import { postInspectToken, postResetPassword, refusalPath, tokenRefusal } from './account-api';
import { PasswordRules, passwordErrorText } from './password-rules';

const route = getRouteApi('/_auth/reset-password');

/** New password twice; the rules need the username, which the token tells. */
export function setPasswordFormSchema(username: string) {
  return v.pipe(
    v.object({ password: passwordSchemaFor(username), confirm: v.string() }),
    v.forward(
      v.partialCheck([['password'], ['confirm']], (input) => input.password === input.confirm, 'The passwords do not match.'),
      ['confirm'],
    ),
  );
}
type SetPasswordInput = v.InferOutput<ReturnType<typeof setPasswordFormSchema>>;

type Check = { state: 'checking' } | { state: 'ready'; info: AccountTokenInfo } | { state: 'failed'; error: unknown };

/**
 * /reset-password?token=…, for invitations and password resets alike (the session is not loaded on
 * this page). The token is inspected first: a used, unknown or expired one leads (replacing this
 * page in the history) to the page that says what to do; a good one shows the form.
 */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const { token } = route.useSearch();
  const router = useRouter();
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) {
      void router.navigate({ to: '/invalid-reset-password-token', replace: true });
      return;
    }
    let live = true;
    postInspectToken(api, token).then(
      (info) => {
        if (live) setCheck({ state: 'ready', info });
      },
      (error: unknown) => {
        if (!live) return;
        const reason = tokenRefusal(error);
        if (reason) void router.navigate({ to: refusalPath(reason), replace: true });
        else setCheck({ state: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt, router]);

  if (check.state === 'ready' && token) return <SetPasswordForm token={token} info={check.info} />;
  return (
    <AuthCard title={t`Set your password`}>
      {check.state === 'failed' ? (
        <>
          <p className="form-error" role="alert" data-testid="token-check-error">
            {isApiError(check.error) ? apiErrorText(check.error) : t`Something went wrong.`}
          </p>
          <Button
            expand
            onClick={() => {
              setCheck({ state: 'checking' });
              setAttempt((n) => n + 1);
            }}
          >
            {t`Try again`}
          </Button>
        </>
      ) : (
        <p role="status">{t`Checking your link…`}</p>
      )}
    </AuthCard>
  );
}

function SetPasswordForm({ token, info }: { token: string; info: AccountTokenInfo }) {
  const { i18n, t } = useLingui();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => setPasswordFormSchema(info.username), [info.username]);
  const { control, handleSubmit, setError, formState } = useForm<SetPasswordInput>({
    resolver: valibotResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const invitation = info.kind === 'invitation';
  const username = info.username;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const done = await postResetPassword(api, token, values.password);
      // Every session of this account has just ended; a session kept in this browser (this account's or
      // another's) would also keep the login page from showing.
      session.clear();
      await router.navigate({ to: '/login', search: { notice: done.kind === 'invitation' ? 'invitation-accepted' : 'password-set' }, replace: true });
    } catch (error) {
      const reason = tokenRefusal(error);
      if (reason) {
        await router.navigate({ to: refusalPath(reason), replace: true });
      } else if (isApiError(error) && error.kind === 'validation' && applyServerFieldErrors(error, ['password'], setError) > 0) {
        return;
      } else {
        setFormError(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
        if (!isApiError(error)) console.error(error);
      }
    }
  });

  return (
    <AuthCard title={invitation ? t`Welcome! Choose your password` : t`Set a new password`}>
      <p data-testid="reset-account">
        {invitation ? t`Your username is ${username}. Choose the password you will log in with.` : t`Choose a new password for ${username}.`}
      </p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t`Set your password`}>
        {/* Lets a password manager store the new password under the right username. */}
        <input type="text" name="username" autoComplete="username" value={info.username} readOnly hidden />
        <Controller
          name="password"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              id="new-password"
              label={t`New password`}
              type="password"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error ? passwordErrorText(fieldState.error.type, (d) => i18n._(d)) : undefined}
              describedBy="new-password-rules"
              autoComplete="new-password"
              maxLength={128}
              required
            />
          )}
        />
        <PasswordRules id="new-password-rules" password={password} username={info.username} />
        <Controller
          name="confirm"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              id="confirm-password"
              label={t`Repeat the password`}
              type="password"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error ? t`The passwords do not match.` : undefined}
              autoComplete="new-password"
              maxLength={128}
              required
            />
          )}
        />
        {formError ? (
          <p className="form-error" role="alert" data-testid="reset-error">
            {formError}
          </p>
        ) : null}
        <Button type="submit" expand disabled={formState.isSubmitting}>
          {invitation ? t`Set my password` : t`Set the new password`}
        </Button>
      </form>
      <p>
        <Link to="/login">{t`Back to log in`}</Link>
      </p>
    </AuthCard>
  );
}
