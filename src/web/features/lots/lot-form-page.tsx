import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { type LotForm, LotFormSchema } from '../../../domain/inventory/lots';
import { isApiError } from '../../lib/api/api-error';
import { useGoToPage } from '../../lib/navigation/use-go-to-page';
import { apiErrorText } from '../../ui/api-error-text';
import { FormActions } from '../../ui/form/fields';
import { UnsavedChangesGuard } from '../../ui/form/unsaved-changes';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { ScreenFrame } from '../../ui/screen-frame';
import { SelectField } from '../../ui/select-field';
import { FieldFrame, TextField } from '../../ui/text-field';
import { createLot, lotKeys, lotOptionsQuery, lotSkuOptionsQuery } from './lots-api';

const EMPTY: LotForm = { number: '', clientId: '', skuId: '', expiry: null, producedOn: null, notes: '' };
const FIELDS = ['number', 'clientId', 'skuId', 'expiry', 'producedOn', 'notes'] as const;

/** A new lot: the number as the supplier printed it, or none for the next of the lot sequence. */
export function LotCreatePage() {
  const { t } = useLingui();
  const clients = useQuery(lotOptionsQuery()).data?.clients;
  const queryClient = useQueryClient();
  const goTo = useGoToPage();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, setValue, reset } = useForm<LotForm>({ resolver: valibotResolver(LotFormSchema), defaultValues: EMPTY });
  const clientId = useWatch({ control, name: 'clientId' });
  const skus = useQuery(lotSkuOptionsQuery(clientId)).data;

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = await createLot(values);
      reset(values);
      await queryClient.invalidateQueries({ queryKey: lotKeys.all });
      await goTo('lot-detail', { lotNumber: saved.number }, { afterSave: true, search: { sku: saved.sku.id } });
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, FIELDS, setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });

  const day = (name: 'expiry' | 'producedOn', label: string, error: (type: string | undefined) => string | undefined) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          id={`lot-${name}`}
          type="date"
          label={label}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value || null)}
          onBlur={field.onBlur}
          error={error(typeof fieldState.error?.type === 'string' ? fieldState.error.type : undefined) ?? fieldErrorText(fieldState.error)}
        />
      )}
    />
  );

  return (
    <ScreenFrame>
      <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitting && !formState.isSubmitSuccessful} />
      <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Lot`}>
        <Controller
          name="clientId"
          control={control}
          render={({ field, fieldState }) => (
            <SelectField
              id="lot-clientId"
              label={t`Client`}
              value={field.value}
              options={[{ value: '', label: t`Choose a client` }, ...(clients ?? []).map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }))]}
              onChange={(value) => {
                field.onChange(value);
                // A SKU belongs to one client: the chosen one would be refused with another.
                setValue('skuId', '', { shouldDirty: true });
              }}
              onBlur={field.onBlur}
              error={fieldErrorText(fieldState.error)}
            />
          )}
        />
        <Controller
          name="skuId"
          control={control}
          render={({ field, fieldState }) => (
            <SelectField
              id="lot-skuId"
              label={t`SKU`}
              value={field.value}
              options={[
                { value: '', label: clientId ? t`Choose a SKU` : t`Choose a client first` },
                ...(skus ?? []).map((s) => ({ value: s.id, label: s.description ? `${s.code} · ${s.description}` : s.code })),
              ]}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.type === 'other_client' ? t`This SKU belongs to another client.` : fieldErrorText(fieldState.error)}
            />
          )}
        />
        <Controller
          name="number"
          control={control}
          render={({ field, fieldState }) => (
            <div>
              <TextField
                id="lot-number"
                label={t`Lot number`}
                value={field.value}
                autoComplete="off"
                maxLength={40}
                onChange={field.onChange}
                onBlur={field.onBlur}
                describedBy="lot-number-hint"
                error={fieldState.error?.type === 'unique' ? t`This SKU has a lot with this number already.` : fieldErrorText(fieldState.error)}
              />
              <p id="lot-number-hint" className="field-hint">{t`As printed by the supplier; leave empty to take the next number of the lot sequence.`}</p>
            </div>
          )}
        />
        {day('expiry', t`Expiry date`, () => undefined)}
        {day('producedOn', t`Production date`, (type) => (type === 'check' ? t`The production date is after the expiry date.` : undefined))}
        <Controller
          name="notes"
          control={control}
          render={({ field, fieldState }) => (
            <div className="entity-form__wide">
              <FieldFrame id="lot-notes" label={t`Notes`} error={fieldErrorText(fieldState.error)}>
                {(props) => <textarea {...props} rows={3} maxLength={2000} value={field.value} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur} />}
              </FieldFrame>
            </div>
          )}
        />
        <FormActions error={problem} submitLabel={t`Create lot`} submitting={formState.isSubmitting} />
      </form>
    </ScreenFrame>
  );
}
