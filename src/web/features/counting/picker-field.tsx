import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../ui/button';
import './counting.css';

export interface PickerOption {
  id: string;
  label: string;
}

interface PickerFieldProps {
  id: string;
  legend: string;
  /** Says what choosing none means. */
  hint: string;
  searchLabel: string;
  /** The chosen ids. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** What the current search found (at most a page of it). */
  results: readonly PickerOption[];
  query: string;
  onQueryChange: (q: string) => void;
  /** Already translated error text, linked to the group. */
  error?: string | undefined;
}

/**
 * Several records of a long list (bins, SKUs, counters): the chosen ones as removable chips, a search,
 * and the matches as checkboxes. Labels of chosen records are remembered, so a chip keeps its name
 * when the search moves on.
 */
export function PickerField({ id, legend, hint, searchLabel, value, onChange, results, query, onQueryChange, error }: PickerFieldProps) {
  const { t } = useLingui();
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const labelOf = (optionId: string) => labels.get(optionId) ?? results.find((r) => r.id === optionId)?.label ?? optionId;
  const toggle = (option: PickerOption, checked: boolean) => {
    if (checked) {
      setLabels((known) => new Map(known).set(option.id, option.label));
      onChange([...value, option.id]);
    } else {
      onChange(value.filter((chosen) => chosen !== option.id));
    }
  };
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <fieldset id={id} className="entity-form__wide picker-field" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      {value.length > 0 ? (
        <ul className="picker-field__chosen" aria-label={t`Chosen: ${legend}`}>
          {value.map((chosen) => (
            <li key={chosen} className="chip">
              {labelOf(chosen)}
              <Button variant="clear" size="small" aria-label={t`Remove ${labelOf(chosen)}`} onClick={() => onChange(value.filter((v) => v !== chosen))}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="text-field">
        <label htmlFor={`${id}-search`}>{searchLabel}</label>
        <input id={`${id}-search`} type="search" autoComplete="off" value={query} onChange={(event) => onQueryChange(event.target.value)} />
      </div>
      {results.length === 0 ? (
        <p className="field-hint">{t`Nothing matches.`}</p>
      ) : (
        <div className="picker-field__results">
          {results.map((option) => (
            <label key={option.id} className="check-field">
              <input type="checkbox" checked={value.includes(option.id)} onChange={(event) => toggle(option, event.target.checked)} />
              {option.label}
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
