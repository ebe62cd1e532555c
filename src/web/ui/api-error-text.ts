import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import * as v from 'valibot';
import { DOCUMENT_MACHINES } from '../../domain/states/documents';
import { type IllegalTransition, IllegalTransitionSchema } from '../../domain/states/state-machine';
import type { ApiError } from '../lib/api/api-error';

/** A field of the error answer's payload (`{ reason }`, `{ retryAfter }`…), when the server sent one. */
function payloadField(error: ApiError, name: string): unknown {
  return typeof error.payload === 'object' && error.payload !== null ? (error.payload as Record<string, unknown>)[name] : undefined;
}

/** The one sentence for a step the document's state does not allow, whatever the document (the 409 of every state machine). */
function illegalTransitionText(refused: IllegalTransition): string | null {
  const machine = DOCUMENT_MACHINES[refused.document];
  const label = machine?.states[refused.state]?.label;
  if (!machine || !label) return null;
  const document = i18n._(machine.name);
  const id = refused.id;
  const state = i18n._(label);
  const next = refused.allowed.flatMap((a) => {
    const to = machine.states[a.to]?.label;
    return to ? [i18n._(to)] : [];
  });
  if (next.length === 0) return i18n._(msg`${document} ${id} is now “${state}”: this step is no longer possible, and it cannot change state any more.`);
  const states = next.join(', ');
  return i18n._(msg`${document} ${id} is now “${state}”: this step is not possible from there. From here it can become: ${states}.`);
}

/** The refusals of batches and of the orders they hold (payload.reason), in the user's language. */
function batchRefusalText(error: ApiError): string | null {
  const reason = payloadField(error, 'reason');
  if (reason === 'no-matching-orders') return i18n._(msg`No allocated order outside a batch matches these filters.`);
  if (reason === 'batch-empty') return i18n._(msg`This batch holds no units to pick any more: cancel it instead.`);
  if (reason === 'in-batch') {
    const order = String(payloadField(error, 'order'));
    const batch = String(payloadField(error, 'batch'));
    return i18n._(msg`Order ${order} is in batch ${batch}: it cannot be changed or deallocated until the batch is cancelled or picked.`);
  }
  return null;
}

/** A translated sentence for an API failure that has no field to sit on. */
export function apiErrorText(error: ApiError): string {
  if (payloadField(error, 'reason') === 'link-address-missing') {
    return i18n._(msg`Links in mails need the address users open: enter it under Settings › System (or ask whoever runs the server to set APP_URL), then try again.`);
  }
  if (payloadField(error, 'reason') === 'customs-incomplete') {
    const skus = ([payloadField(error, 'skus')].flat() as unknown[]).map(String).join(', ');
    return i18n._(msg`This shipment leaves the country: enter the HS tariff number and the country of origin of SKU ${skus} on the SKU form, then try again.`);
  }
  const batchText = batchRefusalText(error);
  if (batchText) return batchText;
  switch (error.kind) {
    case 'network':
      return i18n._(msg`No connection to the server. Check the network and try again.`);
    case 'rate-limited': {
      const seconds = payloadField(error, 'retryAfter');
      if (typeof seconds !== 'number') return i18n._(msg`Too many attempts. Wait a moment and try again.`);
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      return plural(minutes, { one: 'Too many failed attempts. Try again in # minute.', other: 'Too many failed attempts. Try again in # minutes.' });
    }
    case 'forbidden':
      return i18n._(msg`You do not have permission to do this.`);
    case 'server':
      return i18n._(msg`The server could not complete the request. Try again later.`);
    case 'conflict': {
      const refused = v.safeParse(IllegalTransitionSchema, error.payload);
      return (refused.success ? illegalTransitionText(refused.output) : null) ?? (error.message || i18n._(msg`Something went wrong.`));
    }
    default:
      return error.message || i18n._(msg`Something went wrong.`);
  }
}
