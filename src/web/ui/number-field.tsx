import { TextField } from './text-field';

interface NumberFieldProps {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/**
 * A whole-number input for react-hook-form: an empty or unreadable entry becomes NaN, which the valibot
 * schema reports as "Enter a number" instead of silently saving 0.
 */
export function NumberField({ value, onChange, ...rest }: NumberFieldProps) {
  return (
    <TextField
      {...rest}
      inputMode="numeric"
      value={Number.isFinite(value) ? String(value) : ''}
      onChange={(text) => onChange(text.trim() === '' ? Number.NaN : Number(text))}
    />
  );
}
