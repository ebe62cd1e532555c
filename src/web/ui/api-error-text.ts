import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiError } from '../lib/api/api-error';

/** A translated sentence for an API failure that has no field to sit on. */
export function apiErrorText(error: ApiError): string {
  switch (error.kind) {
    case 'network':
      return i18n._(msg`No connection to the server. Check the network and try again.`);
    case 'rate-limited':
      return i18n._(msg`Too many attempts. Wait a moment and try again.`);
    case 'forbidden':
      return i18n._(msg`You do not have permission to do this.`);
    case 'server':
      return i18n._(msg`The server could not complete the request. Try again later.`);
    default:
      return error.message || i18n._(msg`Something went wrong.`);
  }
}
