import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ITEM_CONDITIONS } from '../../domain/inventory/item-conditions';

/** The grades of domain/inventory/item-conditions in the user's language: every one, or this does not compile. */
export const ITEM_CONDITION_LABELS: Readonly<Record<(typeof ITEM_CONDITIONS)[number], MessageDescriptor>> = {
  new: msg`New`,
  'like-new': msg`Like new`,
  used: msg`Used`,
  refurbished: msg`Refurbished`,
  damaged: msg`Damaged`,
  defective: msg`Defective`,
};
