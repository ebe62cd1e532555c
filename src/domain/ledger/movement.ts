import * as v from 'valibot';
import { ITEM_STATUSES } from '../receiving/statuses';
import { SAP_STATUSES } from '../skus/sku-movements';
import { MOVEMENT_RULES, MOVEMENT_TYPES, type MovementRule, REFERENCE_TYPES } from './movement-types';

/**
 * Where units stand in the ledger: their status, place (bin and/or container, or neither) and lot. A
 * movement takes units from one such side to another; a side that is null is outside the ledger (stock
 * entering at a receipt, or leaving it).
 */
const StockSideSchema = v.object({
  status: v.picklist(ITEM_STATUSES),
  binId: v.nullable(v.pipe(v.string(), v.uuid())),
  containerId: v.nullable(v.pipe(v.string(), v.uuid())),
  lotNumber: v.nullable(v.string()),
});
export type StockSide = v.InferOutput<typeof StockSideSchema>;

export const sameSide = (a: StockSide, b: StockSide) =>
  a.status === b.status && a.binId === b.binId && a.containerId === b.containerId && a.lotNumber === b.lotNumber;

const samePlace = (a: StockSide, b: StockSide) => a.binId === b.binId && a.containerId === b.containerId;

/**
 * One ledger row as the server's ledger module takes it. `quantity` units of the SKU (of one item, or of
 * no item: SKU + quantity + lot) go from `from` to `to`. A `change` row instead changes the quantity
 * where the units lie by `quantity` (negative: fewer), with `from` and `to` both that side.
 */
const MovementShape = v.object({
  type: v.picklist(MOVEMENT_TYPES),
  itemId: v.nullable(v.pipe(v.string(), v.uuid())),
  skuId: v.pipe(v.string(), v.uuid()),
  quantity: v.pipe(v.number(), v.integer(), v.notValue(0)),
  change: v.boolean(),
  from: v.nullable(StockSideSchema),
  to: v.nullable(StockSideSchema),
  reference: v.nullable(v.object({ type: v.picklist(REFERENCE_TYPES), id: v.pipe(v.string(), v.minLength(1)) })),
  sapStatus: v.picklist(SAP_STATUSES),
  /** A relabel's WMS numbers: the label the unit carried and the one printed (the same for a reprint). */
  labels: v.optional(v.object({ from: v.pipe(v.string(), v.minLength(1)), to: v.pipe(v.string(), v.minLength(1)) })),
});
type MovementShape = v.InferOutput<typeof MovementShape>;

function sideProblem(side: 'from' | 'to', rule: MovementRule['from'], value: StockSide | null): string | null {
  if (rule === 'none' && value) return `has no ${side} side (stock ${side === 'from' ? 'enters' : 'leaves'} here)`;
  if (rule === 'required' && !value) return `needs a ${side} side`;
  return null;
}

/** What is wrong with a movement under its type's rule (MOVEMENT_RULES), in words for a developer. */
export function movementProblems(m: MovementShape): string[] {
  const rule = MOVEMENT_RULES[m.type];
  const problems = [sideProblem('from', rule.from, m.from), sideProblem('to', rule.to, m.to)].filter((p): p is string => p !== null);
  if (rule.item === 'required' && !m.itemId) problems.push('needs an item');
  if (!m.from && !m.to) problems.push('needs a from or a to side');
  if ((m.type === 'relabel') !== (m.labels !== undefined)) problems.push(m.type === 'relabel' ? 'needs the old and new label' : 'carries labels only for a relabel');
  if (rule.reference && !(m.reference && rule.reference.includes(m.reference.type))) problems.push(`needs a reference to a ${rule.reference.join(' or ')}`);
  if (m.change) {
    if (!rule.change) problems.push('cannot change a quantity in place');
    if (!(m.from && m.to && sameSide(m.from, m.to))) problems.push('changes a quantity in place: from and to are the same side');
  } else {
    if (m.quantity < 0) problems.push('moves a positive quantity');
    if (m.from && m.to && rule.place === 'same' && !samePlace(m.from, m.to)) problems.push('keeps the units in their place');
    if (m.from && m.to && rule.place === 'differs' && samePlace(m.from, m.to)) problems.push('takes the units to another place');
    if (m.from && m.to && sameSide(m.from, m.to) && rule.place !== 'same') problems.push('moves the units somewhere');
  }
  return problems;
}

export const MovementSchema = v.pipe(
  MovementShape,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const problem of movementProblems(dataset.value)) addIssue({ message: `A ${dataset.value.type} movement ${problem}.` });
  }),
);
export type Movement = v.InferOutput<typeof MovementSchema>;
