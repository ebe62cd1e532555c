import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CountingMode } from '../../../domain/counting/statuses';
import { CYCLE_STATUS_LABELS } from './cycle-page/cycle-texts';

/** The cycle's states in words, one table for the list, the cancel page and the cycle page. */
export const COUNTING_STATUS_LABELS = CYCLE_STATUS_LABELS;

export const COUNTING_MODE_LABELS: Record<CountingMode, MessageDescriptor> = {
  serial: msg`Serial`,
  'non-serial': msg`Non-serial`,
};
