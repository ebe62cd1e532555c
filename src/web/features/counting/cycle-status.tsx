import { useLingui } from '@lingui/react/macro';
import type { CountingStatus } from '../../../domain/counting/statuses';
import { COUNTING_STATUS_LABELS } from './counting-texts';

const CLASS: Record<CountingStatus, string> = {
  created: 'chip chip--muted',
  in_progress: 'chip',
  completed: 'chip chip--success',
  cancelled: 'chip chip--danger',
};

/** A cycle's state as a chip: the word is always there, the colour only helps. */
export function CountingStatusChip({ status }: { status: CountingStatus }) {
  const { i18n } = useLingui();
  return <span className={CLASS[status]}>{i18n._(COUNTING_STATUS_LABELS[status])}</span>;
}
