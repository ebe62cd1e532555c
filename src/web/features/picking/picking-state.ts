import type { DevicePickRejection } from '../../../domain/picking/pick-scan';
import type { PickRejection } from '../../../domain/picking/picking';

/* What the picking screen holds besides the scan kit's entries: the tote, the bin reached, a quantity asked. */

export type PickNotice =
  | { kind: 'tote'; code: string }
  | { kind: 'bin'; code: string; left: number }
  | { kind: 'how-many'; code: string; left: number }
  | { kind: 'picked'; label: string }
  | { kind: 'shorted'; label: string }
  | { kind: 'return-unit'; code: string; orderNumber: string }
  | { kind: 'returned'; label: string }
  | { kind: 'undone'; label: string }
  | { kind: 'taken'; name: string }
  | { kind: 'reject'; reason: PickRejection | DevicePickRejection; code: string; expected: string | null };

export interface PickState {
  toteId: string | null;
  /** The task whose bin was scanned. */
  atTaskId: string | null;
  /** A unit of a cancelled order scanned to put back. */
  returnId: string | null;
  /** A non-serial SKU scanned: how many to take, as typed. */
  quantity: { taskId: string; skuCode: string; text: string; max: number } | null;
  /** Bumped when the batch's copy changes, so the task card re-renders. */
  version: number;
  restored: boolean;
}
