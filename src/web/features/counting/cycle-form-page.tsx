import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldError, type Path, useForm, useWatch } from 'react-hook-form';
import { type CountingCycleForm, CountingCycleFormSchema } from '../../../domain/counting/cycles';
import { COUNTING_MODES } from '../../../domain/counting/statuses';
import { isApiError } from '../../lib/api/api-error';
import { useGoToPage } from '../../lib/navigation/use-go-to-page';
import { apiErrorText } from '../../ui/api-error-text';
import { CheckField, FormActions } from '../../ui/form/fields';
import { UnsavedChangesGuard } from '../../ui/form/unsaved-changes';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { ScreenFrame } from '../../ui/screen-frame';
import { TextField } from '../../ui/text-field';
import { COUNTING_MODE_LABELS } from './counting-texts';
import { countingCycleKeys } from './cycle-page/cycle-api';
import { createCycle } from './cycles-api';
import { BinPicker, ClientPicker, CounterPicker, SkuPicker, ZonePicker } from './scope-pickers';

const EMPTY: CountingCycleForm = { name: '', mode: 'serial', blind: false, scope: { zoneIds: [], binIds: [], skuIds: [], clientIds: [] }, counterIds: [] };
const FIELDS = ['name', 'mode', 'blind', 'scope.zoneIds', 'scope.binIds', 'scope.skuIds', 'scope.clientIds', 'counterIds'] as const satisfies readonly Path<CountingCycleForm>[];
type ListField = 'scope.zoneIds' | 'scope.binIds' | 'scope.skuIds' | 'scope.clientIds' | 'counterIds';

/** A new counting cycle: name, mode, blind, what it counts and who counts it; then back to the list. */
export function CycleFormPage() {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const goTo = useGoToPage();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, setValue, reset } = useForm<CountingCycleForm>({
    resolver: valibotResolver(CountingCycleFormSchema),
    defaultValues: EMPTY,
  });
  const mode = useWatch({ control, name: 'mode' });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await createCycle(values);
      reset(values);
      await queryClient.invalidateQueries({ queryKey: countingCycleKeys.lists() });
      await goTo('counting-list', undefined, { afterSave: true });
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, FIELDS, setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });

  /** A list's error: the server's own rules in words, else valibot's (a malformed id). */
  const listError = (error: FieldError | undefined) => {
    if (!error) return undefined;
    switch (error.type) {
      case 'unknown':
        return t`Some of these no longer exist. Reload the page and choose again.`;
      case 'mode':
        return mode === 'serial' ? t`A serial cycle counts serialised SKUs only.` : t`A non-serial cycle counts SKUs without serials only.`;
      case 'counter':
        return t`Only active staff allowed to count can be counters.`;
      default:
        return fieldErrorText(error);
    }
  };
  const picker = (name: ListField, Picker: typeof ZonePicker) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => <Picker value={field.value} onChange={field.onChange} error={listError(fieldState.error)} />}
    />
  );

  return (
    <ScreenFrame>
      <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitting && !formState.isSubmitSuccessful} />
      <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Counting cycle`}>
        <Controller
          name="name"
          control={control}
          render={({ field, fieldState }) => (
            <TextField id="cycle-name" label={t`Name`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={120} autoComplete="off" error={fieldErrorText(fieldState.error)} />
          )}
        />
        <Controller
          name="mode"
          control={control}
          render={({ field, fieldState }) => (
            <fieldset className="choice-field" aria-describedby={fieldState.error ? 'cycle-mode-error' : undefined}>
              <legend>{t`Mode`}</legend>
              {COUNTING_MODES.map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name="cycle-mode"
                    checked={field.value === value}
                    onChange={() => {
                      field.onChange(value);
                      // SKUs of the other mode would all be refused: the choice starts over.
                      setValue('scope.skuIds', [], { shouldDirty: true });
                    }}
                  />{' '}
                  {i18n._(COUNTING_MODE_LABELS[value])}
                </label>
              ))}
              {fieldState.error ? (
                <p id="cycle-mode-error" className="field-error">
                  {t`Choose serial or non-serial.`}
                </p>
              ) : null}
            </fieldset>
          )}
        />
        <Controller
          name="blind"
          control={control}
          render={({ field }) => (
            <CheckField id="cycle-blind" label={t`Blind count`} hint={t`Counters do not see the expected units or quantities.`} checked={field.value} onChange={field.onChange} />
          )}
        />
        {picker('scope.zoneIds', ZonePicker)}
        {picker('scope.binIds', BinPicker)}
        <Controller
          name="scope.skuIds"
          control={control}
          render={({ field, fieldState }) => <SkuPicker mode={mode} value={field.value} onChange={field.onChange} error={listError(fieldState.error)} />}
        />
        {picker('scope.clientIds', ClientPicker)}
        {picker('counterIds', CounterPicker)}
        <FormActions error={problem} submitLabel={t`Create counting cycle`} submitting={formState.isSubmitting} />
      </form>
    </ScreenFrame>
  );
}
