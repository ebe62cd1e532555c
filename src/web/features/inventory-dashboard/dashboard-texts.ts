import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AgeBucket, ExpiryBucket } from '../../../domain/inventory/dashboard';

export const AGE_LABELS: Record<AgeBucket, MessageDescriptor> = {
  '0-7': msg`0–7 days`,
  '8-30': msg`8–30 days`,
  '31-90': msg`31–90 days`,
  '91-180': msg`91–180 days`,
  '181-365': msg`181–365 days`,
  '365+': msg`Over a year`,
};

export const EXPIRY_LABELS: Record<ExpiryBucket, MessageDescriptor> = {
  expired: msg`Expired`,
  'within-30': msg`Within 30 days`,
  'within-60': msg`In 31–60 days`,
  'within-90': msg`In 61–90 days`,
};
