import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldError, type Path, useForm, useWatch } from 'react-hook-form';
import { type ControlNumberDetail, type ControlNumberForm, ControlNumberFormSchema } from '../../../domain/receiving/control-numbers';
import { SCANNABLE_STATUSES } from '../../../domain/receiving/statuses';
import { isApiError } from '../../lib/api/api-error';
import { useGoToPage } from '../../lib/navigation/use-go-to-page';
import { apiErrorText } from '../../ui/api-error-text';
import { FormActions } from '../../ui/form/fields';
import { UnsavedChangesGuard } from '../../ui/form/unsaved-changes';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { ScreenFrame } from '../../ui/screen-frame';
import { SelectField } from '../../ui/select-field';
import { FieldFrame } from '../../ui/text-field';
import { CatalogueSelect } from '../catalogues/public';
import { ExpectedLinesField } from './expected-lines-field';
import { controlNumberKeys, controlNumberQuery, createControlNumber, formOf, receivingOptionsQuery, updateControlNumber } from './receiving-api';
import { TrackingNumbersField } from './tracking-numbers-field';
import './receiving.css';
import { NONE } from '../../i18n/none-label';

const EMPTY: ControlNumberForm = { clientId: '', sourceTypeId: null, dealerId: null, carrierId: null, trackingNumbers: [], lines: [], notes: '' };
const FIELDS = ['clientId', 'sourceTypeId', 'dealerId', 'carrierId', 'trackingNumbers', 'lines', 'notes'] as const;

/** The error of a list itself (a repeat), not of one of its entries. */
const ownError = (error: unknown): FieldError | undefined =>
  typeof (error as FieldError | undefined)?.type === 'string' ? (error as FieldError) : undefined;

export function ControlNumberCreatePage() {
  return <ControlNumberFormView />;
}

/** The edit page: only while units may still arrive (draft or receiving); the server refuses otherwise too. */
export function ControlNumberEditPage({ number }: { number: string }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(controlNumberQuery(number));
  if (!SCANNABLE_STATUSES.includes(data.status)) {
    return (
      <ScreenFrame title={data.number}>
        <p role="alert">{t`This control number can no longer be edited: only draft and receiving ones can.`}</p>
      </ScreenFrame>
    );
  }
  return <ControlNumberFormView cn={data} />;
}

function ControlNumberFormView({ cn }: { cn?: ControlNumberDetail }) {
  const { t } = useLingui();
  const clients = useQuery(receivingOptionsQuery()).data?.clients;
  const queryClient = useQueryClient();
  const goTo = useGoToPage();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, setValue, reset } = useForm<ControlNumberForm>({
    resolver: valibotResolver(ControlNumberFormSchema),
    defaultValues: cn ? formOf(cn) : EMPTY,
  });
  const clientId = useWatch({ control, name: 'clientId' });
  const clientLocked = (cn?.items ?? 0) > 0;

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = cn ? await updateControlNumber(cn.number, values) : await createControlNumber(values);
      reset(formOf(saved));
      await queryClient.invalidateQueries({ queryKey: controlNumberKeys.all });
      await goTo('receiving-control-number-view', { controlNumber: saved.number }, { afterSave: true });
    } catch (error) {
      const fields: Path<ControlNumberForm>[] = [
        ...FIELDS,
        ...values.lines.flatMap((_, i) => [`lines.${i}.skuId`, `lines.${i}.quantity`] as const),
        ...values.trackingNumbers.map((_, i) => `trackingNumbers.${i}` as const),
      ];
      if (isApiError(error) && applyServerFieldErrors(error, fields, setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });

  const catalogue = (name: 'sourceTypeId' | 'dealerId' | 'carrierId', key: 'source-type' | 'dealer' | 'carrier', label: string, current: string | undefined) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <CatalogueSelect
          catalogue={key}
          id={`cn-${name}`}
          label={label}
          value={field.value ?? ''}
          emptyLabel={t(NONE.masculine)}
          currentLabel={current}
          onChange={(id) => field.onChange(id || null)}
          onBlur={field.onBlur}
          error={fieldErrorText(fieldState.error)}
        />
      )}
    />
  );

  return (
    <ScreenFrame title={cn ? t`Edit ${cn.number}` : undefined}>
      <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitting && !formState.isSubmitSuccessful} />
      <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Control number`}>
        <Controller
          name="clientId"
          control={control}
          render={({ field, fieldState }) => (
            <SelectField
              id="cn-clientId"
              label={t`Client`}
              value={field.value}
              options={[
                { value: '', label: t`Choose a client` },
                ...(clients ?? []).map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` })),
                ...(cn && !clients?.some((c) => c.id === cn.client.id) ? [{ value: cn.client.id, label: `${cn.client.code} · ${cn.client.name}` }] : []),
              ]}
              onChange={(value) => {
                if (clientLocked) return;
                field.onChange(value);
                // Expected SKUs belong to a client: another client's lines would all be refused.
                setValue('lines', [], { shouldDirty: true });
              }}
              onBlur={field.onBlur}
              error={
                fieldState.error?.type === 'has_items'
                  ? t`Units were scanned into this control number: its client cannot change.`
                  : fieldState.error?.type === 'unknown'
                    ? t`This client no longer exists. Reload the page.`
                    : fieldErrorText(fieldState.error)
              }
            />
          )}
        />
        {clientLocked ? <p className="field-hint">{t`Units were scanned into this control number: its client cannot change.`}</p> : null}
        {catalogue('sourceTypeId', 'source-type', t`Source type`, cn?.sourceType?.name)}
        {catalogue('dealerId', 'dealer', t`Dealer`, cn?.dealer?.name)}
        {catalogue('carrierId', 'carrier', t`Carrier`, cn?.carrier?.name)}
        <Controller
          name="trackingNumbers"
          control={control}
          render={({ field }) => (
            <TrackingNumbersField
              value={field.value}
              onChange={field.onChange}
              error={ownError(formState.errors.trackingNumbers)}
              entryError={(index) => formState.errors.trackingNumbers?.[index]}
            />
          )}
        />
        <ExpectedLinesField control={control} clientId={clientId} error={formState.errors.lines?.root ?? ownError(formState.errors.lines)} />
        <Controller
          name="notes"
          control={control}
          render={({ field, fieldState }) => (
            <div className="entity-form__wide">
              <FieldFrame id="cn-notes" label={t`Notes`} error={fieldErrorText(fieldState.error)}>
                {(props) => <textarea {...props} rows={3} maxLength={2000} value={field.value} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur} />}
              </FieldFrame>
            </div>
          )}
        />
        <FormActions error={problem} submitLabel={cn ? t`Save changes` : t`Create control number`} submitting={formState.isSubmitting} />
      </form>
    </ScreenFrame>
  );
}
