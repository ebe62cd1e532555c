import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ITEM_CONDITIONS } from '../../../domain/inventory/item-conditions';
import { type ItemDetail, type ItemDetailEdit, ItemDetailEditSchema } from '../../../domain/inventory/item-detail';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { CheckListField } from '../../ui/form/check-list-field';
import { FormActions } from '../../ui/form/fields';
import { SerialNumberField } from '../../ui/form/serial-number-field';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { SelectField } from '../../ui/select-field';
import { FieldFrame, TextField } from '../../ui/text-field';
import { editItem, itemEditOptionsQuery } from './item-detail-api';
import { ITEM_CONDITION_LABELS } from '../../i18n/item-condition-labels';

/** Grade, error codes, tags and notes of a unit; its serial too, which asks why it changes. */
export function ItemEditForm({ item, onSaved, onCancel }: { item: ItemDetail; onSaved: (saved: ItemDetail) => void; onCancel: () => void }) {
  const { i18n, t } = useLingui();
  const options = useQuery(itemEditOptionsQuery(item.wmsNumber));
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<ItemDetailEdit>({
    resolver: valibotResolver(ItemDetailEditSchema),
    defaultValues: {
      condition: item.condition,
      errorCodeIds: item.errorCodes.map((e) => e.id),
      tagIds: item.tags.map((tag) => tag.id),
      notes: item.notes,
      serial: item.serial,
      serialReason: '',
    },
  });
  const serialChanged = (useWatch({ control, name: 'serial' }) ?? null) !== item.serial;

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      onSaved(await editItem(item.wmsNumber, values));
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, ['serial', 'serialReason', 'errorCodeIds', 'tagIds'], setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });

  // Chosen entries stay offered even when they were deactivated since.
  const errorCodeChoices = [...item.errorCodes, ...(options.data?.errorCodes ?? []).filter((e) => !item.errorCodes.some((own) => own.id === e.id))];
  const tagChoices = [...item.tags, ...(options.data?.tags ?? []).filter((tag) => !item.tags.some((own) => own.id === tag.id))];

  return (
    <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Edit item ${item.wmsNumber}`}>
      <Controller
        name="condition"
        control={control}
        render={({ field }) => (
          <SelectField
            id="item-condition"
            label={t`Condition`}
            value={field.value ?? ''}
            options={[{ value: '', label: t`Not graded` }, ...ITEM_CONDITIONS.map((c) => ({ value: c, label: i18n._(ITEM_CONDITION_LABELS[c]) }))]}
            onChange={(value) => field.onChange(value === '' ? null : value)}
            onBlur={field.onBlur}
          />
        )}
      />
      {item.sku?.serialised ? (
        <Controller
          name="serial"
          control={control}
          render={({ field, fieldState }) => <SerialNumberField field={field} fieldState={fieldState} />}
        />
      ) : null}
      {serialChanged ? (
        <Controller
          name="serialReason"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              id="item-serial-reason"
              label={t`Why the serial number changes`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error ? t`Say why the serial number changes.` : undefined}
            />
          )}
        />
      ) : null}
      <Controller
        name="errorCodeIds"
        control={control}
        render={({ field, fieldState }) => (
          <CheckListField
            id="item-error-codes"
            legend={t`Error codes`}
            options={errorCodeChoices.map((e) => ({ value: e.id, label: `${e.code} · ${e.name}` }))}
            value={field.value}
            onChange={field.onChange}
            hint={errorCodeChoices.length === 0 ? t`No error codes in the catalogue.` : undefined}
            error={fieldErrorText(fieldState.error)}
          />
        )}
      />
      <Controller
        name="tagIds"
        control={control}
        render={({ field, fieldState }) => (
          <CheckListField
            id="item-tags"
            legend={t`Tags`}
            options={tagChoices.map((tag) => ({ value: tag.id, label: tag.name }))}
            value={field.value}
            onChange={field.onChange}
            hint={tagChoices.length === 0 ? t`No tags defined.` : undefined}
            error={fieldErrorText(fieldState.error)}
          />
        )}
      />
      <Controller
        name="notes"
        control={control}
        render={({ field, fieldState }) => (
          <div className="entity-form__wide">
            <FieldFrame id="item-notes" label={t`Notes`} error={fieldErrorText(fieldState.error)}>
              {(props) => <textarea {...props} rows={3} maxLength={2000} value={field.value} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur} />}
            </FieldFrame>
          </div>
        )}
      />
      <FormActions error={problem} submitLabel={t`Save changes`} submitting={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
