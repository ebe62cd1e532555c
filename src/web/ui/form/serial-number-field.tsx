import { useLingui } from '@lingui/react/macro';
import type { ControllerFieldState, ControllerRenderProps, FieldValues, Path } from 'react-hook-form';
import { fieldErrorText } from '../form-errors';
import { TextField } from '../text-field';

/**
 * A unit's serial number in a form that edits a unit (receiving's correction, the item detail): the
 * server's `unique` refusal reads as the unit already in stock.
 */
export function SerialNumberField<T extends FieldValues>({ field, fieldState }: { field: ControllerRenderProps<T, Path<T>>; fieldState: ControllerFieldState }) {
  const { t } = useLingui();
  return (
    <TextField
      id="item-serial"
      label={t`Serial number`}
      value={(field.value as string | null) ?? ''}
      autoComplete="off"
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      error={fieldState.error?.type === 'unique' ? t`A unit of this SKU with this serial number is in stock already.` : fieldErrorText(fieldState.error)}
    />
  );
}
