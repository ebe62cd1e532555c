import type { ReactNode } from 'react';
import './form.css';

interface CheckListFieldProps {
  id: string;
  legend: string;
  options: readonly { value: string; label: ReactNode }[];
  /** The chosen values. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Already translated error text, linked to the group. */
  error?: string | undefined;
  /** Shown under the legend, or in place of the options when there are none. */
  hint?: string | undefined;
}

/** Several choices of a list (an account's roles) as checkboxes in a labelled group. */
export function CheckListField({ id, legend, options, value, onChange, error, hint }: CheckListFieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset id={id} className="entity-form__wide choice-list" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {options.map((option) => (
        <label key={option.value} className="check-field">
          <input
            type="checkbox"
            checked={value.includes(option.value)}
            onChange={(event) => onChange(event.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))}
          />
          {option.label}
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
