import type { MoveScanRejection, MoveFlow } from '../../../domain/inventory/movement-scan';
import type { UnitAlias } from '../../../domain/inventory/relabel';
import type { MoveRow } from '../../offline/device-db';
import type { ScanEntry } from '../../scan/kit/scan-session';

/* What the movement screen holds besides the scan kit's entries: the source, the selection, the notices. */

export type MoveEntry = ScanEntry<MoveRow>;

/** What the device refuses besides the domain's rules: a move not yet confirmed, a code it cannot look up offline. */
export type DeviceRejection = 'confirm-allocated' | 'unknown-offline';

export type MoveNotice =
  | { kind: 'from'; code: string; units: number }
  /** relabelled: the scan was the unit's old label (the server's lookup said so). */
  | { kind: 'selected'; label: string; allocated: boolean; relabelled?: UnitAlias }
  | { kind: 'choose-lot'; code: string }
  | { kind: 'moved'; label: string }
  | { kind: 'undone'; label: string }
  | { kind: 'looking-up'; code: string }
  | { kind: 'reject'; reason: MoveScanRejection | DeviceRejection; code: string };

export interface MoveState extends MoveFlow {
  /** Several lots of the scanned SKU lie in the source: the user picks one. */
  lots: { skuId: string; count: number; lots: { lotNumber: string | null; available: number }[] } | null;
  quantityText: string;
  /** The user confirmed moving the allocated units of the selection. */
  confirmed: boolean;
  restored: boolean;
}
