import { useLingui } from '@lingui/react/macro';
import { TAG_SWATCHES } from '../../../domain/tags/tags';

interface TagColourFieldProps {
  id: string;
  value: string;
  onChange: (colour: string) => void;
  error?: string | undefined;
}

/** The browser's colour picker plus a few preset swatches (one click for the usual colours). */
export function TagColourField({ id, value, onChange, error }: TagColourFieldProps) {
  const { t } = useLingui();
  return (
    <fieldset className="text-field" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t`Colour`}</legend>
      <div className="tag-colour">
        <input id={id} type="color" value={value} onChange={(event) => onChange(event.target.value)} aria-label={t`Choose any colour`} />
        {TAG_SWATCHES.map((swatch) => (
          <button
            key={swatch}
            type="button"
            className="tag-swatch"
            style={{ backgroundColor: swatch }}
            aria-label={t`Colour ${swatch}`}
            aria-pressed={value.toLowerCase() === swatch}
            onClick={() => onChange(swatch)}
          />
        ))}
        <code>{value}</code>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
