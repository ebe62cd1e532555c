import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ControlNumberStatus, ItemStatus } from '../../../domain/receiving/statuses';

export const CONTROL_NUMBER_STATUS_LABELS: Record<ControlNumberStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  receiving: msg`Receiving`,
  received: msg`Received`,
  closed: msg`Closed`,
  cancelled: msg`Cancelled`,
};

export const ITEM_STATUS_LABELS: Record<ItemStatus, MessageDescriptor> = {
  received: msg`Received`,
  available: msg`Available`,
  qc: msg`QC`,
  repair: msg`Repair`,
  clean: msg`Clean`,
  allocated: msg`Allocated`,
  picked: msg`Picked`,
  packed: msg`Packed`,
  shipped: msg`Shipped`,
  scrapped: msg`Scrapped`,
  missing: msg`Missing`,
};
