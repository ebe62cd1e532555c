import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type ScrapListDetail, type ScrapListForm as ScrapListValues, ScrapListFormSchema } from '../../../domain/scrap/scrap-lists';
import { SCRAP_REASONS } from '../../../domain/scrap/statuses';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { FormActions } from '../../ui/form/fields';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { SelectField } from '../../ui/select-field';
import { FieldFrame } from '../../ui/text-field';
import { createScrapList, scrapKeys, updateScrapList } from './scrap-api';
import { SCRAP_REASON_LABELS } from './scrap-texts';

/** Reason and notes: a new draft (its units are scanned next), or a draft's own corrected. */
export function ScrapListForm({ list, submitLabel, onSaved, onCancel }: { list?: ScrapListDetail; submitLabel: string; onSaved: (number: string) => void; onCancel?: () => void }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<ScrapListValues>({
    resolver: valibotResolver(ScrapListFormSchema),
    defaultValues: { reason: list?.reason ?? 'damaged', notes: list?.notes ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = list ? await updateScrapList(list.number, values) : await createScrapList({ ...values, units: [] });
      await queryClient.invalidateQueries({ queryKey: scrapKeys.all });
      onSaved(saved.number);
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, ['reason', 'notes'], setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });

  return (
    <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={submitLabel}>
      <Controller
        name="reason"
        control={control}
        render={({ field, fieldState }) => (
          <SelectField
            id="scrap-reason"
            label={t`Reason`}
            value={field.value}
            options={SCRAP_REASONS.map((reason) => ({ value: reason, label: i18n._(SCRAP_REASON_LABELS[reason]) }))}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldErrorText(fieldState.error)}
          />
        )}
      />
      <Controller
        name="notes"
        control={control}
        render={({ field, fieldState }) => (
          <FieldFrame id="scrap-notes" label={t`Notes`} error={fieldErrorText(fieldState.error)}>
            {(props) => <textarea {...props} rows={3} maxLength={2000} value={field.value} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur} />}
          </FieldFrame>
        )}
      />
      <FormActions error={problem} submitLabel={submitLabel} submitting={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
