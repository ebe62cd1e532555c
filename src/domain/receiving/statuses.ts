/*
 * The states of receiving documents and items (DOMAIN.md), apart from their schemas: route files and
 * the first bundle read them.
 */

export const CONTROL_NUMBER_STATUSES = ['draft', 'receiving', 'received', 'closed', 'cancelled'] as const;
export type ControlNumberStatus = (typeof CONTROL_NUMBER_STATUSES)[number];

/** States in which units may still be scanned into a control number. */
export const SCANNABLE_STATUSES: readonly ControlNumberStatus[] = ['draft', 'receiving'];

export const ITEM_STATUSES = ['received', 'available', 'qc', 'repair', 'clean', 'allocated', 'picked', 'packed', 'shipped', 'scrapped', 'missing'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/**
 * Movement types receiving writes to the ledger. A scan puts a unit on the floor (`receive`, nothing
 * for SAP yet); goods receipt posts it to stock (`goods-receipt`, the SAP goods receipt); deleting a
 * received unit writes the mirror of its receive (`receive-reversal`); an edit of place or quantity
 * writes an `adjust`.
 */
export const RECEIVING_MOVEMENTS = {
  receive: 'receive',
  goodsReceipt: 'goods-receipt',
  reversal: 'receive-reversal',
  adjust: 'adjust',
} as const;
