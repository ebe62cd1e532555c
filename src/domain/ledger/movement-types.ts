/*
 * The closed set of ledger movement types (DOMAIN.md "Movement") and what each one requires. The
 * server's ledger module refuses a movement that breaks its type's rule; the database refuses a type
 * outside the set; the web labels every type of the set.
 */

export const MOVEMENT_TYPES = [
  'receive',
  'goods-receipt',
  'receive-reversal',
  'putaway',
  'transfer',
  'status',
  'pick',
  'pack',
  'ship',
  'ship-reversal',
  'adjust',
  'count',
  'scrap',
  'relabel',
  'convert',
  'split',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** The documents a movement may name as its reason; the id is the document's number as users see it. */
export const REFERENCE_TYPES = ['control-number', 'counting', 'order', 'pick-task', 'shipment', 'scrap-list', 'job', 'item'] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];

/**
 * - item: `required` when the type concerns one labelled unit; `either` allows SKU + quantity + lot alone.
 * - from / to: `none` (stock enters from outside / leaves the ledger), `required`, or `optional`.
 * - place: `same` when the units stay where they are (a change of status or label); `differs` when they
 *   must go somewhere else; `any` otherwise.
 * - reference: the document types that may justify it; `null` when a movement may stand alone.
 * - change: whether it may change a quantity where it lies (a correction) rather than move units.
 */
export interface MovementRule {
  item: 'required' | 'either';
  from: 'none' | 'required' | 'optional';
  to: 'none' | 'required' | 'optional';
  place: 'same' | 'differs' | 'any';
  reference: readonly ReferenceType[] | null;
  change?: true;
}

const RECEIVING: readonly ReferenceType[] = ['control-number'];

export const MOVEMENT_RULES: Readonly<Record<MovementType, MovementRule>> = {
  /**
   * A unit scanned in at the dock: it enters, `received`, where it was put down. A non-inventory unit
   * (a sample, customer property: CREATE_NON_INVENTORY_ITEM) enters the same way but no control number
   * brings it, so its receive names the item itself (its WMS number); it is still an arrival from
   * outside, and a type of its own would only split "what came in" in two.
   */
  receive: { item: 'required', from: 'none', to: 'required', place: 'any', reference: [...RECEIVING, 'item'] },
  /** Goods receipt posts a received unit to stock (`received → available`), where it lies. */
  'goods-receipt': { item: 'required', from: 'required', to: 'required', place: 'same', reference: RECEIVING },
  /** A received unit taken back out (a correction or the scanner's undo): the mirror of its receive. */
  'receive-reversal': { item: 'required', from: 'required', to: 'none', place: 'any', reference: RECEIVING },
  putaway: { item: 'either', from: 'required', to: 'required', place: 'differs', reference: null },
  transfer: { item: 'either', from: 'required', to: 'required', place: 'differs', reference: null },
  /** Job center, item detail revert: only the status changes. */
  status: { item: 'required', from: 'required', to: 'required', place: 'same', reference: null },
  pick: { item: 'either', from: 'required', to: 'required', place: 'differs', reference: ['order', 'pick-task'] },
  pack: { item: 'either', from: 'required', to: 'required', place: 'differs', reference: ['order', 'shipment'] },
  ship: { item: 'either', from: 'required', to: 'optional', place: 'any', reference: ['shipment', 'order'] },
  /** A shipped unit comes back (not delivered, returned at the dock): into a bin, available or to a job-center queue. */
  'ship-reversal': { item: 'either', from: 'required', to: 'required', place: 'differs', reference: ['order'] },
  /** A correction of quantity, place or lot: it always names the document that justified it. */
  adjust: { item: 'either', from: 'optional', to: 'optional', place: 'any', reference: ['control-number', 'counting', 'item'], change: true },
  count: { item: 'either', from: 'optional', to: 'optional', place: 'any', reference: ['counting'], change: true },
  scrap: { item: 'either', from: 'required', to: 'optional', place: 'any', reference: ['scrap-list'] },
  relabel: { item: 'required', from: 'required', to: 'required', place: 'same', reference: null },
  convert: { item: 'required', from: 'required', to: 'required', place: 'same', reference: null },
  /**
   * Part of a non-serial item becomes an item of its own where the two lie: one row takes the part off
   * the source's quantity, one gives it to the new item; the place's stock does not change.
   */
  split: { item: 'required', from: 'required', to: 'required', place: 'same', reference: null, change: true },
};
