import { useLingui } from '@lingui/react/macro';
import type { StateColour, StateMachine } from '../../domain/states/state-machine';
import './state-chip.css';

const CLASS: Record<StateColour, string> = {
  muted: 'chip chip--muted',
  primary: 'chip',
  success: 'chip chip--success',
  warning: 'chip chip--warning',
  danger: 'chip chip--danger',
};

/** A document's state as a chip, label and colour from its state machine: the word is always there, the colour only helps. */
export function StateChip<S extends string>({ machine, state, testId }: { machine: StateMachine<S, string, string>; state: S; testId?: string }) {
  const { i18n } = useLingui();
  const info = machine.states[state];
  return (
    <span className={CLASS[info.colour]} data-testid={testId}>
      {i18n._(info.label)}
    </span>
  );
}
