import './form.css';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { dayjs } from '../../i18n/format-date';
import { browserTimeZone } from '../../lib/time-zone';
import { Button } from '../button';

interface BaseProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
}

function describedBy(id: string, error: string | undefined, hint: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function FieldNotes({ id, error, hint }: { id: string; error?: string | undefined; hint?: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function CheckField({ id, label, checked, onChange, error, hint, disabled }: BaseProps & { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <div className="check-field-block">
      <label className="check-field" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
        />
        {label}
      </label>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';

/**
 * A date and time in the user's zone, held by the form as an ISO instant (what the API takes).
 * `datetime-local` has no zone of its own, so the conversion happens here, in one place.
 */
export function DateTimeField({ id, label, value, onChange, onBlur, error, hint }: BaseProps & { value: string | null; onChange: (iso: string | null) => void; onBlur?: () => void }) {
  const zone = browserTimeZone();
  const local = value ? dayjs(value).tz(zone).format(LOCAL_FORMAT) : '';
  return (
    <div className={`text-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="datetime-local"
        value={local}
        onChange={(event) => onChange(event.target.value ? dayjs.tz(event.target.value, zone).toISOString() : null)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

/** Save / cancel row at the end of every form, with the form-level error above it. Cancel goes back, or closes the modal the form is in. */
export function FormActions({
  error, submitLabel, submitting, onCancel, children,
}: { error?: string | null; submitLabel: string; submitting: boolean; onCancel?: () => void; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="form-actions">
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <div className="form-actions__buttons">
        <Button type="submit" disabled={submitting}>
          {submitLabel}
        </Button>
        <Button variant="outline" onClick={onCancel ?? (() => window.history.back())}>
          {t`Cancel`}
        </Button>
        {children}
      </div>
    </div>
  );
}
