import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MOVE_REJECTIONS, type MoveRejection } from '../../../domain/inventory/movement';
import type { MoveScanRejection } from '../../../domain/inventory/movement-scan';
import type { UnitAlias } from '../../../domain/inventory/relabel';
import type { DeviceRejection, MoveNotice } from './movement-state';

/** What the screen says after a scan, in the user's language; a refusal always says what to do next. */
export function noticeText(i18n: I18n, notice: MoveNotice): string {
  switch (notice.kind) {
    case 'from':
      return i18n._(msg`From ${notice.code} (${notice.units} units): scan what moves, or the same bin again to move all of it.`);
    case 'selected': {
      const text = notice.allocated
        ? i18n._(msg`${notice.label} holds allocated units: confirm to move them with their pick task, then scan where.`)
        : i18n._(msg`${notice.label}: now scan the bin or container it goes to.`);
      return notice.relabelled ? `${relabelledText(i18n, notice.relabelled)} ${text}` : text;
    }
    case 'choose-lot':
      return i18n._(msg`${notice.code} lies here in several lots: choose one.`);
    case 'moved':
      return i18n._(msg`Moved ${notice.label}.`);
    case 'undone':
      return i18n._(msg`Move taken back: ${notice.label}. Put the stock back where it was.`);
    case 'looking-up':
      return i18n._(msg`${notice.code} is not on this device: asking the server…`);
    case 'reject':
      return rejectionText(i18n, notice.reason, notice.code);
  }
}

/** A scan of an old label (docs/decisions/0033-relabel.md): the unit is found, under its new number. */
const relabelledText = (i18n: I18n, alias: UnitAlias) => i18n._(msg`${alias.code} was relabelled: now ${alias.wmsNumber}.`);

export function rejectionText(i18n: I18n, reason: MoveScanRejection | MoveRejection | DeviceRejection, code: string): string {
  switch (reason) {
    case 'unknown-offline':
      return i18n._(msg`${code} is not on this device and there is no network to look it up. Move it when online, or take its zone along before going offline.`);
    case 'unreadable':
      return i18n._(msg`The scan could not be read. Scan again.`);
    case 'unknown-code':
    case 'unknown-stock':
    case 'unknown-target':
      return i18n._(msg`${code} is not a bin, container, unit or product here. Check the label.`);
    case 'not-in-source':
      return i18n._(msg`${code} is not in the scanned bin or container. Scan where it lies first.`);
    case 'not-movable':
      return i18n._(msg`${code} cannot be moved in its current status.`);
    case 'source-first':
      return i18n._(msg`Scan the bin or container to take ${code} from first.`);
    case 'serialised-sku':
      return i18n._(msg`${code} is serialised: scan each unit's WMS label or serial.`);
    case 'none-in-source':
    case 'short':
      return i18n._(msg`Not enough ${code} in the scanned place.`);
    case 'target-blocked':
      return i18n._(msg`Bin ${code} is blocked. Choose another bin.`);
    case 'target-inactive':
      return i18n._(msg`${code} is inactive. Choose another bin or container.`);
    case 'same-place':
      return i18n._(msg`The stock is in ${code} already.`);
    case 'container-into-container':
      return i18n._(msg`A container cannot go into another container. Scan a bin.`);
    case 'nothing-selected':
      return i18n._(msg`Scan what moves first: a unit, a container, a product or a bin.`);
    case 'allocated':
    case 'confirm-allocated':
      return i18n._(msg`${code} holds allocated units. Tap "Move allocated units" to confirm, then scan where.`);
    case 'bin-movement':
      return i18n._(msg`Moving stock into or out of a bin needs the bin movement permission.`);
    case 'held':
      return i18n._(msg`${code} is on a scrap list and stays where it is until the list is done or cancelled.`);
  }
}

/** Why the server refused a move, from its answer's payload; a reason this build does not know reads as a general one. */
export function refusalText(i18n: I18n, detail: unknown, code: string): string {
  const reason = (detail as { reason?: unknown } | null | undefined)?.reason;
  const known = MOVE_REJECTIONS.find((r) => r === reason);
  return known ? rejectionText(i18n, known, code) : i18n._(msg`The server refused this move. Check where the stock lies and scan again.`);
}
