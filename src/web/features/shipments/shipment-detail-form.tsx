import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type ShipmentDetail, type ShipmentEdit, ShipmentEditSchema } from '../../../domain/shipping/shipments';
import { isApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';
import { FormActions } from '../../ui/form/fields';
import { applyServerFieldErrors, fieldErrorText } from '../../ui/form-errors';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { orderOptionsQuery } from '../orders/public';
import { saveShipment, shipmentKeys } from './shipments-api';

const FIELDS = ['carrierId', 'service', 'declaredValue', 'currency'] as const;

/** Cents from what was typed ("125.50" or "125,50"); null when empty, NaN when it is no amount (the schema says so). */
const centsOf = (text: string): number | null => (text.trim() === '' ? null : Math.round(Number(text.trim().replace(',', '.')) * 100));

/** How the shipment goes: carrier (none is the own fleet), service, declared value; saved before the label is bought. */
export function ShipmentDetailForm({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const carriers = useQuery(orderOptionsQuery()).data?.carriers ?? [];
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [valueText, setValueText] = useState(shipment.declaredValue === null ? '' : (shipment.declaredValue / 100).toFixed(2));
  const { control, handleSubmit, formState, setError, setValue } = useForm<ShipmentEdit>({
    resolver: valibotResolver(ShipmentEditSchema),
    defaultValues: { carrierId: shipment.carrierId, service: shipment.service, declaredValue: shipment.declaredValue, currency: shipment.currency },
  });
  const locked = shipment.status !== 'packing' && shipment.status !== 'packed';
  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    setSaved(false);
    try {
      await saveShipment(shipment.number, values);
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error, FIELDS, setError) > 0) return;
      setProblem(isApiError(error) ? apiErrorText(error) : t`Something went wrong.`);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: shipmentKeys.all });
    setSaved(true);
  });
  return (
    <form className="entity-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`How it goes`}>
      <Controller
        name="carrierId"
        control={control}
        render={({ field, fieldState }) => (
          <SelectField
            id="shipment-carrier"
            label={t`Carrier`}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(value || null)}
            options={[{ value: '', label: t`Own fleet` }, ...carriers.map((carrier) => ({ value: carrier.id, label: carrier.name }))]}
            error={fieldErrorText(fieldState.error)}
          />
        )}
      />
      <Controller name="service" control={control} render={({ field, fieldState }) => <TextField id="shipment-service" label={t`Service`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} maxLength={60} />} />
      <Controller
        name="declaredValue"
        control={control}
        render={({ fieldState }) => (
          <TextField
            id="shipment-value"
            label={t`Declared value`}
            inputMode="decimal"
            value={valueText}
            onChange={(text) => {
              setValueText(text);
              setValue('declaredValue', centsOf(text));
            }}
            error={fieldErrorText(fieldState.error)}
          />
        )}
      />
      <Controller name="currency" control={control} render={({ field, fieldState }) => <TextField id="shipment-currency" label={t`Currency`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} maxLength={3} />} />
      {saved ? <p role="status">{t`Saved.`}</p> : null}
      {locked ? <p>{t`The label is bought: void it to change how the shipment goes.`}</p> : <FormActions error={problem} submitLabel={t`Save`} submitting={formState.isSubmitting} />}
    </form>
  );
}
