import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { ITEM_CONDITIONS } from '../../../domain/inventory/item-conditions';
import { type NonInventoryItemForm, NonInventoryItemFormSchema, type NonInventoryItemResult } from '../../../domain/inventory/non-inventory-item';
import { isApiError } from '../../lib/api/api-error';
import { useScans } from '../../scan/device';
import type { Scan } from '../../scan/scan-service';
import { apiErrorText } from '../../ui/api-error-text';
import { FormActions } from '../../ui/form/fields';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { NumberField } from '../../ui/number-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { createNonInventoryItem, itemFilterOptionsQuery } from './items-api';
import { ITEM_CONDITION_LABELS } from '../../i18n/item-condition-labels';

type Field = keyof NonInventoryItemForm;
const FIELDS: readonly Field[] = ['clientId', 'skuCode', 'serial', 'quantity', 'binCode', 'containerCode', 'condition', 'notes'];
const SCANNABLE = ['skuCode', 'serial', 'binCode', 'containerCode'] as const;

/**
 * A unit kept in the warehouse that is not the client's stock (a sample, customer property): the server
 * numbers it from the WMS sequence. SKU, bin and container are typed or scanned by their codes.
 */
export function NonInventoryItemFormView({ onSaved, onCancel }: { onSaved: (created: NonInventoryItemResult) => void; onCancel: () => void }) {
  const { i18n, t } = useLingui();
  const clients = useQuery(itemFilterOptionsQuery()).data?.clients ?? [];
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, setValue } = useForm<NonInventoryItemForm>({
    resolver: valibotResolver(NonInventoryItemFormSchema),
    defaultValues: { clientId: '', skuCode: '', serial: null, quantity: 1, binCode: null, containerCode: null, condition: null, notes: '' },
  });

  // The scanner's keys never reach a field (the scan service takes the burst): a scan fills the code
  // field in focus, or the SKU code when no code field is.
  useScans(
    useCallback(
      (scan: Scan) => {
        const focused = document.activeElement?.id;
        const field = SCANNABLE.find((name) => `non-inventory-${name}` === focused) ?? 'skuCode';
        setValue(field, scan.code, { shouldValidate: true });
      },
      [setValue],
    ),
  );

  // What the server alone can tell, in words that say what to fix.
  const serverRules: Partial<Record<string, string>> = {
    'skuCode:unknown': t`The client has no active SKU with this code.`,
    'serial:required': t`This SKU is serialised: scan or type the serial number.`,
    'serial:unique': t`A unit of this SKU with this serial number is in stock already.`,
    'quantity:serialised': t`A serialised unit is one unit.`,
    'binCode:unknown': t`No active bin has this code.`,
    'containerCode:unknown': t`No active container has this code.`,
    'clientId:unknown': t`Choose an active client.`,
  };
  const errorOf = (name: Field, error: FieldError | undefined) => (error ? (serverRules[`${name}:${String(error.type)}`] ?? fieldErrorText(error)) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      onSaved(await createNonInventoryItem(values));
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, FIELDS, setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
    }
  });

  // Optional codes: an empty box means none.
  const optional = (name: 'serial' | 'binCode' | 'containerCode', label: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          id={`non-inventory-${name}`}
          label={label}
          autoComplete="off"
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value.trim() ? value : null)}
          onBlur={field.onBlur}
          error={errorOf(name, fieldState.error)}
        />
      )}
    />
  );

  return (
    <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`New non-inventory item`}>
      <Controller
        name="clientId"
        control={control}
        render={({ field, fieldState }) => (
          <SelectField
            id="non-inventory-client"
            label={t`Client`}
            value={field.value}
            options={[{ value: '', label: t`Choose a client` }, ...clients.map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }))]}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error ? (serverRules[`clientId:${String(fieldState.error.type)}`] ?? t`Choose a client.`) : undefined}
          />
        )}
      />
      <Controller
        name="skuCode"
        control={control}
        render={({ field, fieldState }) => (
          <TextField id="non-inventory-skuCode" label={t`SKU code`} autoComplete="off" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errorOf('skuCode', fieldState.error)} />
        )}
      />
      {optional('serial', t`Serial number (serialised SKUs)`)}
      <Controller
        name="quantity"
        control={control}
        render={({ field, fieldState }) => (
          <NumberField id="non-inventory-quantity" label={t`Quantity`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errorOf('quantity', fieldState.error)} />
        )}
      />
      {optional('binCode', t`Bin code`)}
      {optional('containerCode', t`Container code`)}
      <Controller
        name="condition"
        control={control}
        render={({ field, fieldState }) => (
          <SelectField
            id="non-inventory-condition"
            label={t`Condition`}
            value={field.value ?? ''}
            options={[{ value: '', label: t`Not graded` }, ...ITEM_CONDITIONS.map((c) => ({ value: c, label: i18n._(ITEM_CONDITION_LABELS[c]) }))]}
            onChange={(value) => field.onChange(value || null)}
            onBlur={field.onBlur}
            error={errorOf('condition', fieldState.error)}
          />
        )}
      />
      <Controller
        name="notes"
        control={control}
        render={({ field, fieldState }) => (
          <TextField id="non-inventory-notes" label={t`Notes`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errorOf('notes', fieldState.error)} />
        )}
      />
      <FormActions error={problem} submitLabel={t`Create item`} submitting={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
