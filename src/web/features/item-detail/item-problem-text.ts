import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../ui/api-error-text';

/** The refusals of the item actions (payload.reason of their 409) in the user's language; anything else as every screen says it. */
export function itemProblemText(error: ApiError): string {
  const payload = typeof error.payload === 'object' && error.payload !== null ? (error.payload as Record<string, unknown>) : {};
  if (error.kind !== 'conflict') return apiErrorText(error);
  switch (payload.reason) {
    case 'not-held':
      return i18n._(msg`The item never held that status, or only shipping may put it there.`);
    case 'document-depends': {
      const document = String(payload.document);
      const number = String(payload.number);
      return i18n._(msg`A later document depends on the item's current status (${document} ${number}): finish or cancel that first.`);
    }
    case 'already':
      return i18n._(msg`The item was converted already.`);
    case 'allocated':
      return i18n._(msg`The item is allocated to an order: it cannot be converted.`);
    case 'in-stock':
      return i18n._(msg`Only non-inventory or missing items can be deleted without force.`);
    default:
      return apiErrorText(error);
  }
}
