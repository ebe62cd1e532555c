import { useLingui } from '@lingui/react/macro';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import type { ShipTo } from '../../../domain/orders/orders';
import { NONE } from '../../i18n/none-label';
import { fieldErrorText } from '../../ui/form-errors';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';

type ShipToKey = keyof ShipTo;

/** Where the order goes: recipient, address, country code and how to reach them (an order's form, a scrap list's recycler). */
export function ShipToFields<T extends FieldValues & { shipTo: ShipTo }>({ control }: { control: Control<T> }) {
  const { t } = useLingui();
  const field = (name: ShipToKey, label: string, more: { maxLength: number; autoComplete?: string; type?: 'email' | 'tel' }) => (
    <Controller
      name={`shipTo.${name}` as Path<T>}
      control={control}
      render={({ field: f, fieldState }) => (
         <TextField id={`order-ship-to-${name}`} label={label} value={f.value as string} onChange={f.onChange} onBlur={f.onBlur} error={fieldErrorText(fieldState.error)} {...more} />
      )}
    />
  );
  return (
    <fieldset className="entity-form__wide order-fieldset">
      <legend>{t`Ship to`}</legend>
      {field('name', t`Recipient`, { maxLength: 120, autoComplete: 'shipping name' })}
      {field('company', t`Company (optional)`, { maxLength: 120, autoComplete: 'shipping organization' })}
      {field('street1', t`Street`, { maxLength: 120, autoComplete: 'shipping address-line1' })}
      {field('street2', t`Street, second line (optional)`, { maxLength: 120, autoComplete: 'shipping address-line2' })}
      {field('city', t`City`, { maxLength: 80, autoComplete: 'shipping address-level2' })}
      {field('region', t`Region (optional)`, { maxLength: 80, autoComplete: 'shipping address-level1' })}
      {field('postalCode', t`Postal code`, { maxLength: 20, autoComplete: 'shipping postal-code' })}
      {field('country', t`Country code (ISO, e.g. ES)`, { maxLength: 2, autoComplete: 'shipping country' })}
      {field('phone', t`Phone (optional)`, { maxLength: 40, type: 'tel' })}
      {field('email', t`E-mail (optional)`, { maxLength: 254, type: 'email' })}
    </fieldset>
  );
}

/** Who carries it and with which service: the order form's and a scrap list's recycler step. */
export function CarrierFields<T extends FieldValues & { carrierId: string | null; service: string }>({ control, carriers, idPrefix }: { control: Control<T>; carriers: readonly { id: string; name: string }[]; idPrefix: string }) {
  const { t } = useLingui();
  return (
    <>
      <Controller
        name={'carrierId' as Path<T>}
        control={control}
        render={({ field, fieldState }) => (
          <SelectField
            id={`${idPrefix}-carrierId`}
            label={t`Carrier`}
            value={(field.value as string | null) ?? ''}
            options={[{ value: '', label: t(NONE.masculine) }, ...carriers.map((c) => ({ value: c.id, label: c.name }))]}
            onChange={(value) => field.onChange(value || null)}
            onBlur={field.onBlur}
            error={fieldErrorText(fieldState.error)}
          />
        )}
      />
      <Controller
        name={'service' as Path<T>}
        control={control}
        render={({ field, fieldState }) => (
          <TextField id={`${idPrefix}-service`} label={t`Service (optional)`} value={field.value as string} maxLength={60} onChange={field.onChange} onBlur={field.onBlur} error={fieldErrorText(fieldState.error)} />
        )}
      />
    </>
  );
}
