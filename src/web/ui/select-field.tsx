import { FieldFrame } from './text-field';

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Already translated error text, linked with aria-describedby. */
  error?: string | undefined;
}

/** A labelled native select in the text field's outline style (the handheld's own picker, no overlay). */
export function SelectField({ id, label, value, options, onChange, onBlur, error }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)} onBlur={() => onBlur?.()}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
