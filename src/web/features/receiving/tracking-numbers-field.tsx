import { useLingui } from '@lingui/react/macro';
import { useCallback, useId, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { TRACKING_NUMBERS_MAX } from '../../../domain/receiving/control-numbers';
import { useScans } from '../../scan/device';
import type { Scan } from '../../scan/scan-service';
import { Button } from '../../ui/button';
import { fieldErrorText } from '../../ui/form-errors';
import { FieldFrame } from '../../ui/text-field';

interface TrackingNumbersFieldProps {
  value: string[];
  onChange: (next: string[]) => void;
  /** The list's own error (a repeat). */
  error?: FieldError | undefined;
  entryError: (index: number) => FieldError | undefined;
}

/**
 * The parcels' tracking numbers: typed and added, or scanned with the hardware scanner anywhere on
 * the screen (each scan adds one; a number already listed is reported as a duplicate scan).
 */
export function TrackingNumbersField({ value, onChange, error, entryError }: TrackingNumbersFieldProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const id = useId();
  const add = useCallback(
    (code: string): 'accepted' | 'duplicate' | 'rejected' => {
      const text = code.trim();
      if (!text || value.length >= TRACKING_NUMBERS_MAX) return 'rejected';
      if (value.some((held) => held.toLowerCase() === text.toLowerCase())) return 'duplicate';
      onChange([...value, text]);
      return 'accepted';
    },
    [onChange, value],
  );
  useScans(useCallback((scan: Scan) => add(scan.code), [add]));

  return (
    <fieldset className="entity-form__wide receiving-list-field" aria-describedby={`${id}-hint`}>
      <legend>{t`Tracking numbers`}</legend>
      <p id={`${id}-hint`} className="field-hint">{t`Scan the parcels' labels, or type a number and add it.`}</p>
      {value.length > 0 ? (
        <ul className="receiving-tracking-list" aria-label={t`Tracking numbers added`}>
          {value.map((number, index) => (
            <li key={number}>
              <span>{number}</span>
              {entryError(index) ? <span className="field-error">{fieldErrorText(entryError(index))}</span> : null}
              <Button variant="outline" size="small" onClick={() => onChange(value.filter((_, i) => i !== index))} aria-label={t`Remove tracking number ${number}`}>
                {t`Remove`}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="receiving-tracking-add">
        <FieldFrame id={`${id}-typed`} label={t`Tracking number`}>
          {(control) => (
            <input
              {...control}
              value={typed}
              autoComplete="off"
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                // Enter adds the number typed here; it must not submit the whole form.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                if (add(typed) !== 'rejected') setTyped('');
              }}
            />
          )}
        </FieldFrame>
        <Button
          variant="outline"
          onClick={() => {
            if (add(typed) !== 'rejected') setTyped('');
          }}
        >
          {t`Add tracking number`}
        </Button>
      </div>
      {error ? <p className="field-error">{error.type === 'check' ? t`A tracking number is in the list twice.` : fieldErrorText(error)}</p> : null}
    </fieldset>
  );
}
