import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { IssueConcern } from '../../../domain/client-issues/statuses';

export const CONCERN_LABELS: Record<IssueConcern, MessageDescriptor> = {
  'wms-number': msg`WMS number`,
  serial: msg`Serial number`,
  order: msg`Order number or reference`,
  tracking: msg`Tracking number`,
};
