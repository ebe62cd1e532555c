import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ScrapReason } from '../../../domain/scrap/scrap-lists';

/** Why units are written off, as the lists and forms say it. */
export const SCRAP_REASON_LABELS: Record<ScrapReason, MessageDescriptor> = {
  damaged: msg`Damaged`,
  expired: msg`Expired`,
  obsolete: msg`Obsolete`,
  'failed-qc': msg`Failed quality control`,
  'client-request': msg`Client's request`,
  other: msg`Other (see notes)`,
};
