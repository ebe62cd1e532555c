import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { Controller, useForm } from 'react-hook-form';
import { type ShippingCredentialInput, ShippingCredentialSchema, type ShippingCredentialView } from '../../../domain/settings/shipping';
import { Button } from '../../ui/button';
import { fieldErrorText } from '../../ui/form-errors';
import { TextField } from '../../ui/text-field';
import { UnsavedChangesGuard } from '../../ui/form/unsaved-changes';
import { FormProblem, useSaveWithProblems } from './form-problem';

type TextName = 'carrier' | 'accountNumber' | 'apiUrl' | 'username' | 'secret';
const FIELDS = ['carrier', 'accountNumber', 'apiUrl', 'username', 'secret', 'active'] as const;

const blank: ShippingCredentialInput = { carrier: '', accountNumber: '', apiUrl: 'https://', username: '', secret: '', active: true };

interface Props {
  /** The credential being edited, or null for a new one. */
  editing: ShippingCredentialView | null;
  onSave: (input: ShippingCredentialInput) => Promise<void>;
  onCancel: () => void;
}

/** Add or edit a carrier credential. The secret is write-only: the field starts empty and, on an edit, empty keeps the stored one. */
export function ShippingCredentialForm({ editing, onSave, onCancel }: Props) {
  const { t } = useLingui();
  const defaults = editing ?? blank;
  const { control, handleSubmit, formState, setError } = useForm<ShippingCredentialInput>({
    resolver: valibotResolver(ShippingCredentialSchema),
    defaultValues: { carrier: defaults.carrier, accountNumber: defaults.accountNumber, apiUrl: defaults.apiUrl, username: defaults.username, secret: '', active: defaults.active },
  });
  const { problem, save } = useSaveWithProblems(FIELDS, setError);
  const onSubmit = handleSubmit((values) => save(() => onSave(values)));

  const text = (name: TextName, label: string, extra: { type?: string; autoComplete?: string; error?: string } = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField id={`shipping-${name}`} label={label} value={field.value} onChange={field.onChange} onBlur={field.onBlur}
          type={extra.type} autoComplete={extra.autoComplete ?? 'off'} error={fieldState.error ? (extra.error ?? fieldErrorText(fieldState.error)) : undefined} />
      )}
    />
  );

  const secretHint = editing?.hasSecret ? t`A secret is stored. Leave empty to keep it, or type a new one to replace it.` : t`No secret is stored yet.`;

  return (
    <form noValidate className="credential-form" aria-label={editing ? t`Edit shipping API credential` : t`New shipping API credential`} onSubmit={(event) => void onSubmit(event)}>
      <h2>{editing ? t`Edit ${editing.carrier}` : t`New credential`}</h2>
      {text('carrier', t`Carrier`)}
      {text('accountNumber', t`Account number`)}
      {text('apiUrl', t`API URL`, { type: 'url', error: t`Enter an https:// address (http:// only for localhost).` })}
      {text('username', t`Username`)}
      {text('secret', t`Secret`, { type: 'password', autoComplete: 'new-password' })}
      <p className="field-hint">{secretHint}</p>
      <Controller
        name="active"
        control={control}
        render={({ field }) => (
          <label className="check-field">
            <input type="checkbox" checked={field.value} onChange={(event) => field.onChange(event.target.checked)} /> {t`Active`}
          </label>
        )}
      />
      <FormProblem text={problem} />
      <div className="settings-actions">
        <Button type="submit" disabled={formState.isSubmitting}>
          {t`Save credential`}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
      <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitting && !formState.isSubmitSuccessful} />
    </form>
  );
}
