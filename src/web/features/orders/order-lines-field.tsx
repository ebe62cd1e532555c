import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type Control, Controller, type FieldError, useFieldArray } from 'react-hook-form';
import { ORDER_LINES_MAX, type OrderForm } from '../../../domain/orders/orders';
import { Button } from '../../ui/button';
import { fieldErrorText } from '../../ui/form-errors';
import { NumberField } from '../../ui/number-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { orderSkuOptionsQuery } from './orders-api';

/** SKU (of the chosen client) and quantity per row, optionally a lot or one unit by WMS number or serial. */
export function OrderLinesField({ control, clientId, error }: { control: Control<OrderForm>; clientId: string; error?: FieldError | undefined }) {
  const { t } = useLingui();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const skus = useQuery(orderSkuOptionsQuery(clientId)).data ?? [];
  const choices = [{ value: '', label: clientId ? t`Choose a SKU` : t`Choose the client first` }, ...skus.map((s) => ({ value: s.id, label: `${s.code} · ${s.description}` }))];
  const skuError = (fieldError: FieldError | undefined) =>
    fieldError?.type === 'client' ? t`This SKU belongs to another client.` : fieldError?.type === 'unknown' ? t`This SKU no longer exists.` : fieldErrorText(fieldError);

  return (
    <fieldset className="entity-form__wide order-fieldset">
      <legend>{t`Lines`}</legend>
      {fields.map((row, index) => {
        const n = index + 1;
        const optional = (name: 'lotNumber' | 'unit', label: string) => (
          <Controller
            name={`lines.${index}.${name}`}
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                id={`order-line-${name}-${row.id}`}
                label={label}
                value={field.value ?? ''}
                maxLength={60}
                onChange={(value) => field.onChange(value.trim() === '' ? null : value)}
                onBlur={field.onBlur}
                error={fieldErrorText(fieldState.error)}
              />
            )}
          />
        );
        return (
          <div key={row.id} className="order-line-row" data-testid="order-line">
            <Controller
              name={`lines.${index}.skuId`}
              control={control}
              render={({ field, fieldState }) => (
                <SelectField id={`order-line-sku-${row.id}`} label={t`SKU of line ${n}`} value={field.value} options={choices} onChange={field.onChange} onBlur={field.onBlur} error={skuError(fieldState.error)} />
              )}
            />
            <Controller
              name={`lines.${index}.quantity`}
              control={control}
              render={({ field, fieldState }) => (
                <NumberField id={`order-line-quantity-${row.id}`} label={t`Quantity of line ${n}`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} />
              )}
            />
            {optional('lotNumber', t`Lot of line ${n} (optional)`)}
            {optional('unit', t`WMS number or serial of line ${n} (optional)`)}
            <Button variant="outline" size="small" onClick={() => remove(index)} aria-label={t`Remove line ${n}`}>
              {t`Remove`}
            </Button>
          </div>
        );
      })}
      {error ? <p className="field-error">{fieldErrorText(error)}</p> : null}
      <Button variant="outline" size="small" disabled={!clientId || fields.length >= ORDER_LINES_MAX} onClick={() => append({ skuId: '', quantity: 1, lotNumber: null, unit: null })}>
        {t`Add line`}
      </Button>
    </fieldset>
  );
}
