import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MovementType } from '../../domain/ledger/movement-types';

/**
 * The ledger's movement types (domain/ledger/movement-types) in the user's language: every one, or this
 * does not compile. Shared by the SKU's SAP Movement page and the movement history.
 */
const MOVEMENT_TYPE_LABELS: Readonly<Record<MovementType, MessageDescriptor>> = {
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
  'ship-reversal': msg`Shipment reversed`,
  count: msg`Count`,
  scrap: msg`Scrap`,
  relabel: msg`Relabel`,
  convert: msg`Conversion`,
  split: msg`Split`,
};

/** A type this build does not know yet (a newer server) is shown as stored. */
export function movementTypeLabel(i18n: I18n, type: string): string {
  const label = (MOVEMENT_TYPE_LABELS as Readonly<Record<string, MessageDescriptor | undefined>>)[type];
  return label ? i18n._(label) : type;
}
