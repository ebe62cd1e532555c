import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The ledger's movement types (DOMAIN.md and domain/receiving/statuses) in the user's language. */
const MOVEMENT_TYPE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  receive: msg`Received on the floor`,
  'goods-receipt': msg`Goods receipt`,
  'receive-reversal': msg`Receipt reversed`,
  adjust: msg`Adjustment`,
  putaway: msg`Put away`,
  transfer: msg`Transfer`,
  status: msg`Status change`,
  pick: msg`Pick`,
  pack: msg`Pack`,
  ship: msg`Shipment`,
  count: msg`Count`,
  scrap: msg`Scrap`,
  relabel: msg`Relabel`,
  convert: msg`Conversion`,
};

/** A type this build does not know yet (a newer server) is shown as stored. */
export function movementTypeLabel(i18n: I18n, type: string): string {
  const label = MOVEMENT_TYPE_LABELS[type];
  return label ? i18n._(label) : type;
}
