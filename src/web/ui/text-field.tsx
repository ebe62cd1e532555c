import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Already translated error text; shown under the field and linked with aria-describedby. */
  error?: string | undefined;
  /** Id of further help the field is described by (e.g. a list of rules), read after the error. */
  describedBy?: string;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
}

interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, control and error text of one field; the control gets the id and the aria attributes that link them. */
export function FieldFrame({
  id, label, error, describedBy, children,
}: { id: string; label: string; error?: string | undefined; describedBy?: string | undefined; children: (control: ControlProps) => ReactNode }) {
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <div className={`text-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, name: id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled text input in the theme's outline style. Native markup on purpose: the sign-in pages
 * stay light (no Ionic runtime before login), and label, aria-invalid and aria-describedby sit on the
 * real input where assistive technology and browser tests look for them.
 */
export function TextField({ id, label, value, onChange, onBlur, error, describedBy, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} describedBy={describedBy}>
      {(control) => <input {...control} value={value} onChange={(event) => onChange(event.target.value)} onBlur={() => onBlur?.()} {...input} />}
    </FieldFrame>
  );
}
