import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { ReceivedItem } from '../../../domain/receiving/control-numbers';
import { type ItemEdit, ItemEditSchema } from '../../../domain/receiving/items';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { FormActions } from '../../ui/form/fields';
import { SerialNumberField } from '../../ui/form/serial-number-field';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { NumberField } from '../../ui/number-field';
import { TextField } from '../../ui/text-field';
import { editReceivedItem } from './receiving-api';

/**
 * Corrects a received unit: the serial of a serialised one, the quantity of a counted one, lot and
 * expiry. Its place is kept (the unit is moved by scanning it to a bin); the API takes a new place too.
 */
export function ItemEditForm({ item, onSaved, onCancel }: { item: ReceivedItem; onSaved: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<ItemEdit>({
    resolver: valibotResolver(ItemEditSchema),
    defaultValues: {
      serial: item.serial,
      quantity: item.quantity,
      lotNumber: item.lotNumber,
      expiry: item.expiry,
      binId: item.bin?.id ?? null,
      containerId: item.container?.id ?? null,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await editReceivedItem(item.id, values);
      onSaved();
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, ['serial', 'quantity', 'lotNumber', 'expiry'], setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });

  // Optional texts: an empty box means none.
  const optional = (name: 'lotNumber' | 'expiry', label: string, type: 'text' | 'date') => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField id={`item-${name}`} label={label} type={type} value={field.value ?? ''} onChange={(value) => field.onChange(value.trim() ? value : null)} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} />
      )}
    />
  );

  return (
    <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Unit ${item.wmsNumber}`}>
      {item.sku.serialised ? (
        <Controller
          name="serial"
          control={control}
          render={({ field, fieldState }) => <SerialNumberField field={field} fieldState={fieldState} />}
        />
      ) : (
        <Controller
          name="quantity"
          control={control}
          render={({ field, fieldState }) => (
            <NumberField id="item-quantity" label={t`Quantity`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} />
          )}
        />
      )}
      {optional('lotNumber', t`Lot`, 'text')}
      {optional('expiry', t`Expiry date`, 'date')}
      <FormActions error={problem} submitLabel={t`Save changes`} submitting={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
