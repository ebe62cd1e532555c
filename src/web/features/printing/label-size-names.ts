import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LabelSize } from '../../../domain/printing/label-sizes';

/** How label sizes are named on screen. */
export const LABEL_SIZE_NAMES: Record<LabelSize, MessageDescriptor> = {
  '4x6in': msg`4 × 6 in`,
  a6: msg`A6 (105 × 148 mm)`,
  '2x1in': msg`2 × 1 in`,
  '50x25mm': msg`50 × 25 mm`,
};
