import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ItemStatus } from '../../domain/receiving/statuses';

/** The item states (domain/receiving/statuses) in the user's language; every screen that shows a unit reads them here. */
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
