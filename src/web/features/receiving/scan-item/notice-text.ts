import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReceiveRejection } from '../../../../domain/receiving/items';
import type { Notice } from './scan-session-store';

/** What the screen says after a scan, in the user's language; a refusal always says what to do next. */
export function noticeText(i18n: I18n, notice: Notice, clientName: string): string {
  switch (notice.kind) {
    case 'received': {
      const { unit } = notice;
      const what = unit.serial ? i18n._(msg`serial ${unit.serial}`) : i18n._(msg`quantity ${unit.quantity}`);
      return i18n._(msg`Received ${unit.wmsNumber}: ${unit.sku?.code ?? ''}, ${what}.`);
    }
    case 'place':
      return notice.place.kind === 'bin'
        ? i18n._(msg`Units now go to bin ${notice.place.code}.`)
        : i18n._(msg`Units now go into container ${notice.place.code}.`);
    case 'awaiting':
      return '';
    case 'undone':
      return i18n._(msg`${notice.unit.wmsNumber} taken back. Remove its label from the unit.`);
    case 'no-numbers':
      return i18n._(msg`No WMS numbers left on this device. Connect to the network to reserve more, then scan again.`);
    case 'reject':
      return rejectionText(i18n, notice.reason, { code: notice.code, sku: notice.sku?.code ?? '', clientName, expected: notice.expected, received: notice.received });
  }
}

interface RejectionFacts {
  code: string;
  sku: string;
  clientName: string;
  expected?: number | undefined;
  received?: number | undefined;
  /** For a refusal found on sync: the server's own sentence. */
  message?: string;
}

export function rejectionText(i18n: I18n, reason: ReceiveRejection | 'wms-label' | 'unreadable', facts: RejectionFacts): string {
  const { code, sku, clientName } = facts;
  switch (reason) {
    case 'unknown-barcode':
      return i18n._(msg`Unknown barcode ${code}: no SKU of ${clientName} has it. Put the unit aside for a supervisor.`);
    case 'other-client':
      return i18n._(msg`${code} belongs to another client, not ${clientName}. Put the unit aside: it is not part of this delivery.`);
    case 'serial-in-stock':
      return i18n._(msg`Serial ${code} is already received. Check the label and scan the right serial, or put the unit aside.`);
    case 'over-expected':
      return i18n._(msg`${sku}: ${facts.expected ?? 0} expected and ${facts.received ?? 0} received already. Put the extra unit aside and tell a supervisor.`);
    case 'serial-required':
      return i18n._(msg`${sku} is serialised: scan the serial of each unit.`);
    case 'not-scannable':
      return i18n._(msg`This control number takes no more units. Ask a supervisor.`);
    case 'wms-number':
      return i18n._(msg`The WMS number of this unit cannot be used. Undo it and scan the unit again for a new label.`);
    case 'unknown-location':
      return i18n._(msg`Unknown or inactive bin or container ${code}. Scan another location.`);
    case 'wms-label':
      return i18n._(msg`${code} is a WMS label of a unit received already. Scan the product barcode or the serial.`);
    case 'unreadable':
      return i18n._(msg`That barcode could not be read. Scan it again.`);
  }
}
