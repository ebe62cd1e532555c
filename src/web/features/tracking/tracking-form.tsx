import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type ClientTracking, type TrackingFormInput, TrackingFormSchema, TRACKING_NUMBER_MAX } from '../../../domain/tracking/client-tracking';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { FormActions } from '../../ui/form/fields';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { CatalogueSelect } from '../catalogues/public';
import { createTracking, formOf, trackingKeys, trackingOptionsQuery, updateTracking } from './tracking-api';

const EMPTY: TrackingFormInput = { clientId: '', trackingNumber: '', carrierId: null, expectedOn: null, reference: '', notes: '' };
const FIELDS = ['clientId', 'trackingNumber', 'carrierId', 'expectedOn', 'reference', 'notes'] as const;

/** Registers an expected parcel, or edits one (also gives an unexpected parcel its client). */
export function TrackingForm({ tracking, onDone, onCancel }: { tracking?: ClientTracking | undefined; onDone: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const options = useQuery(trackingOptionsQuery());
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<TrackingFormInput>({
    resolver: valibotResolver(TrackingFormSchema),
    defaultValues: tracking ? formOf(tracking) : EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await (tracking ? updateTracking(tracking.id, values) : createTracking(values));
      await queryClient.invalidateQueries({ queryKey: trackingKeys.all });
      onDone();
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, FIELDS, setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });

  const clients = [
    { value: '', label: options.isPending ? t`Loading…` : t`Choose a client` },
    ...(options.data?.clients ?? []).map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` })),
  ];
  return (
    <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Tracking number`}>
      <Controller
        name="clientId"
        control={control}
        render={({ field, fieldState }) => (
          <SelectField id="tracking-client" label={t`Client`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} options={clients} error={fieldState.error ? t`Choose the client.` : undefined} />
        )}
      />
      <Controller
        name="trackingNumber"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            id="tracking-number"
            label={t`Tracking number`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            maxLength={TRACKING_NUMBER_MAX}
            autoComplete="off"
            error={fieldState.error?.type === 'regex' ? t`Letters, digits and dashes only.` : fieldErrorText(fieldState.error)}
          />
        )}
      />
      <Controller
        name="carrierId"
        control={control}
        render={({ field, fieldState }) => (
          <CatalogueSelect
            catalogue="carrier"
            id="tracking-carrier"
            label={t`Carrier`}
            value={field.value ?? ''}
            onChange={(id) => field.onChange(id || null)}
            onBlur={field.onBlur}
            emptyLabel={t`No carrier`}
            currentLabel={tracking?.carrier?.name ?? null}
            error={fieldErrorText(fieldState.error)}
          />
        )}
      />
      <Controller
        name="expectedOn"
        control={control}
        render={({ field, fieldState }) => (
          <TextField id="tracking-expected" type="date" label={t`Expected on`} value={field.value ?? ''} onChange={(day) => field.onChange(day || null)} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} />
        )}
      />
      <Controller
        name="reference"
        control={control}
        render={({ field, fieldState }) => <TextField id="tracking-reference" label={t`Reference`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={60} error={fieldErrorText(fieldState.error)} />}
      />
      <Controller
        name="notes"
        control={control}
        render={({ field, fieldState }) => <TextField id="tracking-notes" label={t`Notes`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={500} error={fieldErrorText(fieldState.error)} />}
      />
      <FormActions error={problem} submitLabel={tracking ? t`Save changes` : t`Register`} submitting={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
