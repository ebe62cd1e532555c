import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type Control, Controller, type FieldError, useFieldArray } from 'react-hook-form';
import { type ControlNumberForm, EXPECTED_LINES_MAX } from '../../../domain/receiving/control-numbers';
import { Button } from '../../ui/button';
import { fieldErrorText } from '../../ui/form-errors';
import { NumberField } from '../../ui/number-field';
import { SelectField } from '../../ui/select-field';
import { receivingSkuOptionsQuery } from './receiving-api';

/** What the client announced: SKU (of the chosen client) and quantity per row; optional. */
export function ExpectedLinesField({ control, clientId, error }: { control: Control<ControlNumberForm>; clientId: string; error?: FieldError | undefined }) {
  const { t } = useLingui();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const skus = useQuery(receivingSkuOptionsQuery(clientId)).data ?? [];
  const choices = [{ value: '', label: clientId ? t`Choose a SKU` : t`Choose the client first` }, ...skus.map((s) => ({ value: s.id, label: `${s.code} · ${s.description}` }))];
  const skuError = (fieldError: FieldError | undefined) =>
    fieldError?.type === 'client' ? t`This SKU belongs to another client.` : fieldError?.type === 'unknown' ? t`This SKU no longer exists.` : fieldErrorText(fieldError);

  return (
    <fieldset className="entity-form__wide receiving-list-field">
      <legend>{t`Expected lines`}</legend>
      {fields.length === 0 ? <p className="field-hint">{t`Optional: without lines, nothing counts as more or less than expected.`}</p> : null}
      {fields.map((row, index) => {
        const n = index + 1;
        return (
          <div key={row.id} className="receiving-line-row" data-testid="expected-line">
            <Controller
              name={`lines.${index}.skuId`}
              control={control}
              render={({ field, fieldState }) => (
                <SelectField id={`line-sku-${row.id}`} label={t`SKU of line ${n}`} value={field.value} options={choices} onChange={field.onChange} onBlur={field.onBlur} error={skuError(fieldState.error)} />
              )}
            />
            <Controller
              name={`lines.${index}.quantity`}
              control={control}
              render={({ field, fieldState }) => (
                <NumberField id={`line-quantity-${row.id}`} label={t`Quantity of line ${n}`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} />
              )}
            />
            <Button variant="outline" size="small" onClick={() => remove(index)} aria-label={t`Remove line ${n}`}>
              {t`Remove`}
            </Button>
          </div>
        );
      })}
      {error ? <p className="field-error">{error.type === 'check' ? t`A SKU is on two lines: add the quantities up on one.` : fieldErrorText(error)}</p> : null}
      <Button variant="outline" size="small" disabled={!clientId || fields.length >= EXPECTED_LINES_MAX} onClick={() => append({ skuId: '', quantity: 1 })}>
        {t`Add line`}
      </Button>
    </fieldset>
  );
}
