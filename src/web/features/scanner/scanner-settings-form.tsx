import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { Controller, useForm } from 'react-hook-form';
import { type DeviceSettings, DeviceSettingsSchema } from '../../../domain/scan/device-settings';
import { saveDeviceSettings } from '../../scan/device';
import { Button } from '../../ui/button';
import { fieldErrorText } from '../../ui/form-errors';
import { TextField } from '../../ui/text-field';

type NumberField = 'maxInterKeyMs' | 'minLength' | 'duplicateWindowMs';
type TextFieldName = 'deviceName' | 'prefix' | 'suffix' | 'groupSeparator';

/** The handheld's own settings: kept in this browser's IndexedDB, not on the account. */
export function ScannerSettingsForm({ settings }: { settings: DeviceSettings }) {
  const { t } = useLingui();
  const { control, handleSubmit, formState, reset } = useForm<DeviceSettings>({
    resolver: valibotResolver(DeviceSettingsSchema),
    defaultValues: settings,
  });
  const onSubmit = handleSubmit(async (values) => {
    await saveDeviceSettings(values);
    reset(values);
  });

  const text = (name: TextFieldName, label: string, describedBy?: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          id={`scanner-${name}`}
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldErrorText(fieldState.error)}
          describedBy={describedBy}
        />
      )}
    />
  );
  const number = (name: NumberField, label: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          id={`scanner-${name}`}
          label={label}
          inputMode="numeric"
          value={Number.isFinite(field.value) ? String(field.value) : ''}
          onChange={(value) => field.onChange(value.trim() === '' ? Number.NaN : Number(value))}
          onBlur={field.onBlur}
          error={fieldErrorText(fieldState.error)}
        />
      )}
    />
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t`Scanner settings`} className="settings-grid">
      {text('deviceName', t`Device name`)}
      <Controller
        name="input"
        control={control}
        render={({ field }) => (
          <fieldset className="choice-field">
            <legend>{t`Scan with`}</legend>
            <label>
              <input type="radio" name="scanner-input" checked={field.value === 'wedge'} onChange={() => field.onChange('wedge')} /> {t`Hardware scanner`}
            </label>
            <label>
              <input type="radio" name="scanner-input" checked={field.value === 'camera'} onChange={() => field.onChange('camera')} /> {t`Camera`}
            </label>
          </fieldset>
        )}
      />
      {number('maxInterKeyMs', t`Keystroke gap (ms)`)}
      {number('minLength', t`Minimum length`)}
      {text('prefix', t`Prefix`)}
      {text('suffix', t`Suffix`)}
      <div>
        {text('groupSeparator', t`GS substitute`, 'scanner-groupSeparator-help')}
        <p id="scanner-groupSeparator-help" className="field-hint">
          {t`The character your scanner sends instead of the GS1 group separator (for example ~), if it is set to replace it. Leave empty when it sends the separator itself (Ctrl+]).`}
        </p>
      </div>
      {number('duplicateWindowMs', t`Duplicate window (ms)`)}
      <Controller
        name="volume"
        control={control}
        render={({ field }) => (
          <label className="range-field">
            {t`Volume`}
            <input type="range" min={0} max={1} step={0.1} value={field.value} onChange={(event) => field.onChange(Number(event.target.value))} />
          </label>
        )}
      />
      <Controller
        name="vibrate"
        control={control}
        render={({ field }) => (
          <label className="check-field">
            <input type="checkbox" checked={field.value} onChange={(event) => field.onChange(event.target.checked)} /> {t`Vibrate`}
          </label>
        )}
      />
      <Button type="submit" disabled={!formState.isDirty || formState.isSubmitting}>
        {t`Save settings`}
      </Button>
    </form>
  );
}
