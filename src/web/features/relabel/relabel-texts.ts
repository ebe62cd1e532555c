import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ITEM_STATUS_LABELS } from '../../i18n/item-status-labels';
import type { RelabelNotice } from './relabel-session';

/** What the relabel screen says after a scan, in the user's language; a refusal says what to do next. */
export function relabelNoticeText(i18n: I18n, notice: RelabelNotice): string {
  switch (notice.kind) {
    case 'looking-up':
      return i18n._(msg`Looking up ${notice.code}…`);
    case 'choose':
      return i18n._(msg`${notice.count} units have the serial ${notice.code}: choose the one in your hand.`);
    case 'done': {
      const { row, relabelled, mode } = notice;
      const old = relabelled ? `${i18n._(msg`${relabelled.code} was relabelled earlier: now ${relabelled.wmsNumber}.`)} ` : '';
      const first = row.changes[0]!;
      if (row.container) {
        return old + (mode === 'new'
          ? i18n._(msg`${row.changes.length} units of container ${row.container} get new labels: stick each on its unit.`)
          : i18n._(msg`${row.changes.length} labels of container ${row.container} printed again.`));
      }
      return old + (mode === 'new' ? i18n._(msg`${first.from} is now ${first.to}: stick the new label on the unit.`) : i18n._(msg`Label ${first.to} printed again.`));
    }
    case 'reject':
      switch (notice.reason) {
        case 'unreadable':
          return i18n._(msg`That scan could not be read. Scan again, or find the unit by search.`);
        case 'unknown-code':
          return i18n._(msg`No unit or container has the code ${notice.code}. Check it, or find the unit by search.`);
        case 'offline':
          return i18n._(msg`${notice.code} is not among the units on this device. Connect and scan it again, or take its zone's units along.`);
        case 'no-numbers':
          return i18n._(msg`This device has no WMS numbers left. Connect to the network to reserve more, or reprint the same number.`);
        case 'gone':
          return i18n._(msg`${notice.code} is ${notice.status ? i18n._(ITEM_STATUS_LABELS[notice.status]) : ''}: it has left the warehouse and keeps its label.`);
      }
  }
}
