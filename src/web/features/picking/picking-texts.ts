import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DevicePickRejection } from '../../../domain/picking/pick-scan';
import { PICK_REJECTIONS, type PickRejection } from '../../../domain/picking/picking';
import type { PickNotice } from './picking-state';

/** What the screen says after a scan, in the user's language; a refusal always says what was expected. */
export function pickNoticeText(i18n: I18n, notice: PickNotice): string {
  switch (notice.kind) {
    case 'tote':
      return i18n._(msg`Picking into ${notice.code}. Go to the bin shown and scan it.`);
    case 'bin':
      return i18n._(msg`At ${notice.code}: take ${notice.left} and scan each.`);
    case 'how-many':
      return i18n._(msg`${notice.code}: confirm how many you take (${notice.left} left).`);
    case 'picked':
      return i18n._(msg`Picked ${notice.label}.`);
    case 'shorted':
      return i18n._(msg`Reported short: ${notice.label}. The bin will be counted.`);
    case 'return-unit':
      return i18n._(msg`${notice.code} belongs to cancelled order ${notice.orderNumber}: scan the bin you put it in.`);
    case 'returned':
      return i18n._(msg`Put back: ${notice.label}.`);
    case 'undone':
      return i18n._(msg`Pick taken back: ${notice.label}. Put it back in its bin.`);
    case 'taken':
      return i18n._(msg`${notice.name} is picking that stop: go on to the next one.`);
    case 'reject':
      return pickRejectionText(i18n, notice.reason, notice.code, notice.expected);
  }
}

export function pickRejectionText(i18n: I18n, reason: PickRejection | DevicePickRejection, code: string, expected: string | null): string {
  const want = expected ?? '';
  switch (reason) {
    case 'unreadable':
      return i18n._(msg`The scan could not be read. Scan again.`);
    case 'unknown-code':
      return i18n._(msg`${code} is not a bin, tote, unit or product of this batch. Check the label.`);
    case 'tote-first':
      return i18n._(msg`Scan a tote to pick into first.`);
    case 'bin-first':
      return i18n._(msg`Scan bin ${want} first.`);
    case 'serialised-sku':
      return i18n._(msg`${code} is serialised: scan each unit's WMS label or serial.`);
    case 'nothing-left':
      return i18n._(msg`Nothing is left to pick in this batch for you.`);
    case 'wrong-bin':
      return i18n._(msg`Wrong bin: this is ${code}, the task is in ${want}.`);
    case 'wrong-sku':
      return i18n._(msg`Wrong product: ${code} is not ${want}. Put it back.`);
    case 'wrong-lot':
      return expected === null ? i18n._(msg`Wrong lot: ${code} has a lot, the task takes units without one.`) : i18n._(msg`Wrong lot: ${code} is not of lot ${want}. Take one of lot ${want}.`);
    case 'other-client':
      return i18n._(msg`${code} belongs to another client. Put it back and take ${want}.`);
    case 'not-in-bin':
      return i18n._(msg`${code} is not in bin ${want}. Take a unit from this bin.`);
    case 'held-elsewhere':
      return i18n._(msg`${code} is held for another order. Take another unit.`);
    case 'already-picked':
      return i18n._(msg`${code} is picked already.`);
    case 'not-pickable':
      return i18n._(msg`${code} cannot be picked in its current status. Take another unit.`);
    case 'over-pick':
      return i18n._(msg`Take at most ${want}.`);
    case 'task-closed':
      return i18n._(msg`This stop is finished already.`);
    case 'batch-closed':
      return i18n._(msg`This batch is no longer open for picking.`);
    case 'unknown-tote':
      return i18n._(msg`${code} is not a tote or container here.`);
    case 'tote-in-use':
      return i18n._(msg`${code} holds another batch's picks. Take an empty tote.`);
  }
}

/** A pick the server refused on sync (another device picked the unit first…): what happened and what to do. */
export function pickRefusalText(i18n: I18n, detail: unknown, code: string): string {
  const { reason, expected } = (detail ?? {}) as { reason?: unknown; expected?: unknown };
  const known = PICK_REJECTIONS.find((r) => r === reason);
  if (known === 'already-picked') return i18n._(msg`Another device picked ${code} first: take this unit out of your tote and put it back in its bin.`);
  return known ? pickRejectionText(i18n, known, code, typeof expected === 'string' ? expected : null) : i18n._(msg`The server refused this pick. Put the unit back in its bin and open the batch again.`);
}
