import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BinState } from '../../../../domain/counting/results';
import type { DiscrepancyType, RecountReason } from '../../../../domain/counting/statuses';

export const BIN_STATE_LABELS: Record<BinState, MessageDescriptor> = {
  pending: msg`Not counted`,
  counting: msg`Counting`,
  counted: msg`Counted`,
  recount: msg`Recount`,
};

export const RECOUNT_REASON_LABELS: Record<RecountReason, MessageDescriptor> = {
  'counts-differ': msg`Two counts of the bin differ`,
  'serial-in-two-bins': msg`A unit was counted in two bins`,
  ordered: msg`Ordered by a supervisor`,
};

export const DISCREPANCY_TYPE_LABELS: Record<DiscrepancyType, MessageDescriptor> = {
  missing: msg`Missing`,
  unexpected: msg`Unexpected`,
  'wrong-bin': msg`Wrong bin`,
  over: msg`Over`,
  under: msg`Under`,
};
