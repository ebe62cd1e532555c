import { useLingui } from '@lingui/react/macro';
import { type Control, Controller, type FieldError, useFieldArray, type UseFormSetValue, useWatch } from 'react-hook-form';
import { type BarcodeKind, barcodeProblem, BARCODE_KINDS, detectBarcodeKind, SKU_BARCODES_MAX } from '../../../domain/skus/barcodes';
import type { SkuFormInput } from '../../../domain/skus/skus';
import { Button } from '../../ui/button';
import { fieldErrorText } from '../../ui/form-errors';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';

/** Whether a digit string has reached a GTIN length: only then is a wrong check digit worth showing while typing. */
const complete = (kind: BarcodeKind, code: string) => kind !== 'OTHER' && detectBarcodeKind(code) === kind;

/**
 * The SKU's barcodes as rows to add and remove. Typing a code sets its kind from length and check
 * digit (the kind can still be changed, e.g. to OTHER for a client's own 13-digit code); a wrong
 * check digit shows on its row as soon as the code is complete.
 */
export function BarcodeListField({ control, setValue, error }: { control: Control<SkuFormInput>; setValue: UseFormSetValue<SkuFormInput>; error?: FieldError | undefined }) {
  const { t } = useLingui();
  const { fields, append, remove } = useFieldArray({ control, name: 'barcodes' });
  const rows = useWatch({ control, name: 'barcodes' });

  const problemText = (kind: BarcodeKind, code: string, fieldError: FieldError | undefined): string | undefined => {
    const problem = barcodeProblem(kind, code);
    if (problem?.rule === 'check_digit' && (fieldError || complete(kind, code))) return t`Wrong check digit: a valid ${kind} ends in ${problem.expected}.`;
    if (!fieldError) return undefined;
    switch (problem?.rule) {
      case 'gtin_length':
        return t`A ${kind} has ${problem.length} digits.`;
      case 'printable':
        return t`Use printable characters only, with no space at either end.`;
      case 'max_length':
        return t`Use at most 50 characters.`;
      case 'non_empty':
        return t`Enter the barcode or remove the row.`;
      default:
        // The server names the SKU that holds the barcode; a repeat in this list is caught here.
        return fieldError.type === 'unique' ? fieldError.message : fieldError.type === 'raw_check' ? t`This barcode is in the list already.` : fieldErrorText(fieldError);
    }
  };

  const kinds = BARCODE_KINDS.map((kind) => ({ value: kind, label: kind === 'OTHER' ? t`Other code` : kind }));

  return (
    <fieldset className="entity-form__wide barcode-list">
      <legend>{t`Barcodes`}</legend>
      {fields.length === 0 ? <p className="field-hint">{t`No barcodes yet.`}</p> : null}
      {fields.map((row, index) => {
        const n = index + 1;
        const kind = rows[index]?.kind ?? 'OTHER';
        return (
          <div key={row.id} className="barcode-row" data-testid="barcode-row">
            <Controller
              name={`barcodes.${index}.barcode`}
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  id={`sku-barcode-${row.id}`}
                  label={t`Barcode ${n}`}
                  value={field.value}
                  autoComplete="off"
                  onChange={(value) => {
                    field.onChange(value);
                    setValue(`barcodes.${index}.kind`, detectBarcodeKind(value.trim()), { shouldDirty: true });
                  }}
                  onBlur={field.onBlur}
                  error={problemText(kind, field.value.trim(), fieldState.error)}
                />
              )}
            />
            <Controller
              name={`barcodes.${index}.kind`}
              control={control}
              render={({ field }) => (
                <SelectField id={`sku-barcode-kind-${row.id}`} label={t`Kind of barcode ${n}`} value={field.value} options={kinds} onChange={(value) => field.onChange(value as BarcodeKind)} />
              )}
            />
            <Button variant="outline" size="small" onClick={() => remove(index)} aria-label={t`Remove barcode ${n}`}>
              {t`Remove`}
            </Button>
          </div>
        );
      })}
      {error ? <p className="field-error">{fieldErrorText(error)}</p> : null}
      <Button variant="outline" size="small" disabled={fields.length >= SKU_BARCODES_MAX} onClick={() => append({ kind: 'OTHER', barcode: '' })}>
        {t`Add barcode`}
      </Button>
    </fieldset>
  );
}
