import { useState } from 'react';
import { TextField } from '../../ui/text-field';

interface UnitValueFieldProps {
  id: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string;
}

const parse = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  // Unreadable text becomes NaN so the schema says "Enter a number" instead of saving nothing.
  return /^\d+(\.\d*)?$|^\.\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/**
 * A money amount for react-hook-form: empty is null (unknown), a decimal comma is read as a point. The
 * text is kept as typed so "12." or "12,5" stay on screen while the user types.
 */
export function UnitValueField({ value, onChange, hint, ...rest }: UnitValueFieldProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const typed = parse(text);
  // The form may set another value (a reset after saving): then that value is shown.
  const same = typed === value || (typed !== null && value !== null && Number.isNaN(typed) && Number.isNaN(value));
  const shown = same ? text : value === null ? '' : String(value);
  return (
    <>
      <TextField
        {...rest}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        describedBy={hint ? `${rest.id}-hint` : undefined}
        value={shown}
        onChange={(next) => {
          setText(next);
          onChange(parse(next));
        }}
      />
      {hint ? (
        <p id={`${rest.id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}
