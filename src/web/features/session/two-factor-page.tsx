import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PIN_LENGTH, PinFormSchema, type PinFormInput } from '../../../domain/auth/schemas';
import { safeNext } from '../../../domain/guard';
import { api } from '../../lib/api/clients';
import { isApiError } from '../../lib/api/api-error';
import { session } from '../../lib/session/session';
import { verifySecondFactor } from '../../lib/session/session-actions';
import { apiErrorText } from '../../ui/api-error-text';
import { AuthCard } from '../../ui/auth-card';
import { Button } from '../../ui/button';
import { fieldErrorText } from '../../ui/form-errors';
import { TextField } from '../../ui/text-field';

const route = getRouteApi('/_auth/2fa-auth');

/** Second factor: QR code for enrolment (code 1001), then a 6-digit TOTP pin. */
export function TwoFactorPage() {
  const { t } = useLingui();
  const { token, qrcode, otpauthUrl, next } = route.useSearch();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<PinFormInput>({
    resolver: valibotResolver(PinFormSchema),
    defaultValues: { pin: '' },
  });

  const onSubmit = handleSubmit(async ({ pin }) => {
    setFormError(null);
    try {
      await verifySecondFactor(session, api, token, pin);
      router.history.push(safeNext(next));
    } catch (error) {
      if (isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'validation')) {
        setError('pin', { type: 'invalid_code', message: error.message });
        setFormError(t`The code is not valid or has expired.`);
      } else {
        setFormError(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
      }
    }
  });

  return (
    <AuthCard title={t`Two-step verification`}>
      {qrcode ? (
        <section aria-labelledby="enrol-heading" data-testid="two-factor-enrol">
          <h2 id="enrol-heading">{t`Set up your authenticator app`}</h2>
          <p>{t`Scan this QR code with an authenticator app, then enter the 6-digit code it shows.`}</p>
          <img className="qr-code" src={qrcode} alt={t`QR code for your authenticator app`} data-testid="two-factor-qrcode" />
          {otpauthUrl ? (
            <p className="otpauth-url">
              {t`Cannot scan? Enter this address in the app:`} <code data-testid="two-factor-otpauth">{otpauthUrl}</code>
            </p>
          ) : null}
        </section>
      ) : (
        <p>{t`Enter the 6-digit code from your authenticator app.`}</p>
      )}
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t`Two-step verification`}>
        <Controller
          name="pin"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              id="two-factor-code"
              label={t`Code`}
              value={field.value}
              onChange={(value) => field.onChange(value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
              onBlur={field.onBlur}
              error={fieldState.error?.type === 'regex' ? t`Enter the 6 digits of the code.` : fieldState.error?.type === 'invalid_code' ? undefined : fieldErrorText(fieldState.error)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={PIN_LENGTH}
              required
            />
          )}
        />
        {formError ? (
          <p className="form-error" role="alert" data-testid="two-factor-error">
            {formError}
          </p>
        ) : null}
        <Button type="submit" expand disabled={formState.isSubmitting}>
          {t`Verify`}
        </Button>
      </form>
      <p>
        <Link to="/login" search={next ? { next } : {}}>{t`Back to log in`}</Link>
      </p>
    </AuthCard>
  );
}
