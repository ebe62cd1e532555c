import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type LotDetail, type LotExpiry, LotExpirySchema } from '../../../domain/inventory/lots';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { TextField } from '../../ui/text-field';
import { correctLotExpiry, lotKeys } from './lots-api';

/** Corrects the lot's expiry, and with it its units' (LOT_MANAGEMENT, audited with the reason). */
export function LotExpiryForm({ lot }: { lot: LotDetail }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, formState, setError, reset } = useForm<LotExpiry>({
    resolver: valibotResolver(LotExpirySchema),
    defaultValues: { expiry: lot.expiry, reason: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    setSaved(false);
    try {
      const corrected = await correctLotExpiry(lot.id, values);
      reset({ expiry: corrected.expiry, reason: '' });
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: lotKeys.all });
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, ['expiry', 'reason'], setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });

  return (
    <section className="lot-section" aria-labelledby="lot-expiry-title">
      <h2 id="lot-expiry-title">{t`Correct the expiry`}</h2>
      <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="lot-expiry-title">
        <Controller
          name="expiry"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              id="lot-new-expiry"
              type="date"
              label={t`New expiry date`}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value || null)}
              onBlur={field.onBlur}
              error={fieldErrorText(fieldState.error)}
            />
          )}
        />
        <Controller
          name="reason"
          control={control}
          render={({ field, fieldState }) => (
            <TextField id="lot-expiry-reason" label={t`Reason`} value={field.value} maxLength={500} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} />
          )}
        />
        <div className="form-actions">
          {problem ? (
            <p role="alert" className="form-error">
              {problem}
            </p>
          ) : null}
          <p role="status">{saved ? t`Expiry corrected on the lot and its units.` : ''}</p>
          <div className="form-actions__buttons">
            <Button type="submit" disabled={formState.isSubmitting}>
              {t`Correct expiry`}
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
