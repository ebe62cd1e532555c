import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CountingMode } from '../../../domain/counting/statuses';

export const COUNTING_MODE_LABELS: Record<CountingMode, MessageDescriptor> = {
  serial: msg`Serial`,
  'non-serial': msg`Non-serial`,
};
