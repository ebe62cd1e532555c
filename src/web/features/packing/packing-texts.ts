import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DevicePackRejection } from '../../../domain/shipping/pack-scan';
import { PACK_REJECTIONS, type PackRejection } from '../../../domain/shipping/packing';
import type { PackNotice } from './packing-state';

/** What the screen says after a scan or a step, in the user's language; a refusal says what to do. */
export function packNoticeText(i18n: I18n, notice: PackNotice): string {
  switch (notice.kind) {
    case 'opened':
      return i18n._(msg`Carton ${notice.position} is open: scan the units that go in.`);
    case 'packed':
      return notice.left > 0 ? i18n._(msg`Packed ${notice.label}. ${notice.left} units left to pack.`) : i18n._(msg`Packed ${notice.label}. Every unit is packed: close the carton.`);
    case 'how-many':
      return i18n._(msg`${notice.code}: confirm how many go in (${notice.left} left).`);
    case 'closed':
      return notice.done ? i18n._(msg`Carton ${notice.position} closed. The order is packed.`) : i18n._(msg`Carton ${notice.position} closed. Open the next carton.`);
    case 'undone':
      return i18n._(msg`Taken out again: ${notice.label}. Put it back in its tote.`);
    case 'tote':
      return i18n._(msg`${notice.code} is a tote of this order: scan the units in it.`);
    case 'label-queued':
      return i18n._(msg`The order is packed. Its labels print as soon as the carrier answers.`);
    case 'labelled':
      if (notice.printed === 'printer') return i18n._(msg`Labels of ${notice.shipmentNumber} printed. Stick one on each carton.`);
      if (notice.printed === 'printer-later') return i18n._(msg`This device cannot reach the printer: the labels of ${notice.shipmentNumber} print there once the network is back.`);
      if (notice.printed === 'browser') return i18n._(msg`Labels of ${notice.shipmentNumber} are ready: print them from the dialog.`);
      return i18n._(msg`Labels of ${notice.shipmentNumber} bought, but the printer did not take them (${notice.error ?? ''}): print them from the shipment.`);
    case 'label-refused':
      return i18n._(msg`The carrier refused the label: ${notice.carrierMessage}. Fix it on the shipment and buy the label again.`);
    case 'reject':
      return packRejectionText(i18n, notice.reason, notice.code, notice.left);
  }
}

export function packRejectionText(i18n: I18n, reason: PackRejection | DevicePackRejection, code: string, left: number | null): string {
  switch (reason) {
    case 'unreadable':
      return i18n._(msg`The scan could not be read. Scan again.`);
    case 'unknown-code':
      return i18n._(msg`${code} is not a unit, product or tote of this order. Check the label.`);
    case 'carton-first':
      return i18n._(msg`Open a carton first: choose its type.`);
    case 'serialised-sku':
      return i18n._(msg`${code} is serialised: scan each unit's WMS label or serial.`);
    case 'not-on-order':
      return i18n._(msg`${code} is not on this order. Set it aside and tell your supervisor.`);
    case 'other-client':
      return i18n._(msg`${code} belongs to another client. Set it aside and tell your supervisor.`);
    case 'too-many':
      return i18n._(msg`One too many: every unit of ${code} is packed already (${left ?? 0} left). Set it aside.`);
    case 'not-picked':
      return i18n._(msg`${code} was not picked for this order. Set it aside.`);
    case 'already-packed':
      return i18n._(msg`${code} is in a carton already.`);
    case 'carton-closed':
      return i18n._(msg`This carton is closed. Open a new one.`);
    case 'unknown-carton':
      return i18n._(msg`This carton is not known. Open a new one.`);
    case 'order-not-ready':
      return i18n._(msg`This order cannot be packed now. Go back to the queue.`);
    case 'unknown-carton-type':
      return i18n._(msg`This carton type is not in use any more. Choose another.`);
    case 'empty-carton':
      return i18n._(msg`The carton is empty: pack units into it before closing it.`);
    case 'bad-weight':
      return i18n._(msg`${code} is not a weight this carton can have. Weigh it again.`);
    case 'not-reserved':
      return i18n._(msg`The number on this carton's label was not reserved to this device. Reprint the labels from the shipment.`);
  }
}

/** A packing step the server refused on sync: what happened and what to do. */
export function packRefusalText(i18n: I18n, detail: unknown, code: string): string {
  const { reason, left } = (detail ?? {}) as { reason?: unknown; left?: unknown };
  const known = PACK_REJECTIONS.find((r) => r === reason);
  if (known === 'already-packed') return i18n._(msg`${code} was packed on another station first: take it out of this carton.`);
  return known ? packRejectionText(i18n, known, code, typeof left === 'number' ? left : null) : i18n._(msg`The server refused this step. Open the order again.`);
}
