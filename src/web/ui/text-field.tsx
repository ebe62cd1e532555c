import type { InputHTMLAttributes } from 'react';

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

/**
 * A labelled text input in the theme's outline style. Native markup on purpose: the sign-in pages
 * stay light (no Ionic runtime before login), and label, aria-invalid and aria-describedby sit on the
 * real input where assistive technology and browser tests look for them.
 */
export function TextField({ id, label, value, onChange, onBlur, error, describedBy, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <div className={`text-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => onBlur?.()}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
