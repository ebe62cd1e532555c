import type { I18n } from '@lingui/core';
import { useId } from 'react';
import type { StateMachine } from '../../../domain/states/state-machine';

interface Choice {
  value: string;
  label: string;
}

/** A status filter's choices: the document's states in `states` order, worded as its state machine words them. */
export function stateChoices<S extends string>(i18n: I18n, machine: StateMachine<S>, states: readonly S[]): Choice[] {
  return states.map((state) => ({ value: state, label: i18n._(machine.states[state].label) }));
}

/** A list filter picking one value; '' (the `all` option) filters nothing. */
export function FilterSelect({ label, all, value, choices, onChange }: { label: string; all: string; value: string | undefined; choices: readonly Choice[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="data-table-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A list filter on a day (YYYY-MM-DD); empty filters nothing. */
export function FilterDate({ label, value, onChange }: { label: string; value: string | undefined; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="data-table-filter">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" value={value ?? ''} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** Clients as filter choices: "CODE · Name". */
export const clientChoices = (clients: readonly { id: string; code: string; name: string }[] | undefined): Choice[] =>
  (clients ?? []).map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }));

/** A list filter on a typed text (a lot number); empty filters nothing. Sent when the field is left or Enter pressed. */
export function FilterText({ label, value, onChange }: { label: string; value: string | undefined; onChange: (value: string) => void }) {
  const id = useId();
  const send = (text: string) => {
    if (text.trim() !== (value ?? '')) onChange(text.trim());
  };
  return (
    <div className="data-table-filter">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        key={value ?? ''}
        defaultValue={value ?? ''}
        onBlur={(event) => send(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') send(event.currentTarget.value);
        }}
      />
    </div>
  );
}
