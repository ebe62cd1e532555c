import { useLingui } from '@lingui/react/macro';
import type { ControlNumberStatus } from '../../../domain/receiving/statuses';
import { CONTROL_NUMBER_STATUS_LABELS } from './receiving-texts';

const CLASS: Record<ControlNumberStatus, string> = {
  draft: 'chip chip--muted',
  receiving: 'chip',
  received: 'chip chip--success',
  closed: 'chip chip--muted',
  cancelled: 'chip chip--danger',
};

/** A control number's state as a chip: the word is always there, the colour only helps. */
export function ControlNumberStatusChip({ status }: { status: ControlNumberStatus }) {
  const { i18n } = useLingui();
  return <span className={CLASS[status]}>{i18n._(CONTROL_NUMBER_STATUS_LABELS[status])}</span>;
}
