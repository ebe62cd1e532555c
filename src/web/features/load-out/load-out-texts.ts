import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DeviceLoadRejection } from '../../../domain/shipping/load-scan';
import { LOAD_REJECTIONS, type LoadRejection } from '../../../domain/shipping/load-out';
import type { LoadNotice } from './load-out-state';

export function loadNoticeText(i18n: I18n, notice: LoadNotice): string {
  switch (notice.kind) {
    case 'dock':
      return i18n._(msg`Loading at ${notice.code}: scan each carton as it goes on.`);
    case 'loaded':
      return notice.left > 0 ? i18n._(msg`Loaded ${notice.sscc}. ${notice.shipmentNumber} needs ${notice.left} more.`) : i18n._(msg`Loaded ${notice.sscc}. Every carton of ${notice.shipmentNumber} is on: confirm it shipped.`);
    case 'shipped':
      return i18n._(msg`${notice.shipmentNumber} is shipped.`);
    case 'reject':
      return loadRejectionText(i18n, notice.reason, notice.code);
  }
}

export function loadRejectionText(i18n: I18n, reason: LoadRejection | DeviceLoadRejection, code: string): string {
  switch (reason) {
    case 'unreadable':
      return i18n._(msg`The scan could not be read. Scan again.`);
    case 'dock-first':
      return i18n._(msg`Scan the dock or trailer first.`);
    case 'already-loaded':
      return i18n._(msg`${code} is loaded here already.`);
    case 'unknown-carton':
      return i18n._(msg`${code} is no carton waiting to ship. Set it aside and tell your supervisor.`);
    case 'unknown-dock':
      return i18n._(msg`${code} is not a dock or bin here. Scan the dock's label.`);
    case 'not-labelled':
      return i18n._(msg`Stop: shipment ${code} has no valid label (voided or never bought). Take the carton off and send it back to packing.`);
    case 'already-shipped':
      return i18n._(msg`Shipment ${code} has left already. Take the carton off and tell your supervisor.`);
    case 'cartons-missing':
      return i18n._(msg`Cartons of ${code} are not loaded yet. Load them before confirming.`);
  }
}

/** A load-out step the server refused on sync: what happened and what to do. */
export function loadRefusalText(i18n: I18n, detail: unknown, code: string): string {
  const { reason } = (detail ?? {}) as { reason?: unknown };
  const known = LOAD_REJECTIONS.find((r) => r === reason);
  return known ? loadRejectionText(i18n, known, code) : i18n._(msg`The server refused this step. Open the load-out again.`);
}
