import { PICK_UNITS, type PickUnits, RETURN_TO_STOCK, type ReturnToStock, SHORT_PICK, type ShortPick, UNDO_PICK } from '../../src/domain/picking/picking';
import type { ShortPickReason } from '../../src/domain/picking/statuses';

type Pick = Omit<PickUnits, 'id' | 'pickedAt'>;

/** One pick as the picking screen's outbox sends it (src/domain/picking/picking.ts): the mutation's id is the pick's. */
export function pickMutation(pick: Pick, id: string = crypto.randomUUID()) {
  const payload: PickUnits = { id, ...pick, pickedAt: new Date().toISOString() };
  return { id, kind: PICK_UNITS, createdAt: Date.now(), payload };
}

export const undoPickMutation = (pickId: string) => ({ id: crypto.randomUUID(), kind: UNDO_PICK, createdAt: Date.now(), payload: { pickId } });

export function shortPickMutation(taskId: string, reason: ShortPickReason, itemId: string | null = null) {
  const id = crypto.randomUUID();
  const payload: ShortPick = { id, taskId, reason, itemId, shortAt: new Date().toISOString() };
  return { id, kind: SHORT_PICK, createdAt: Date.now(), payload };
}

export function returnMutation(returnTaskId: string, itemId: string, binId: string) {
  const id = crypto.randomUUID();
  const payload: ReturnToStock = { id, returnTaskId, itemId, binId, returnedAt: new Date().toISOString() };
  return { id, kind: RETURN_TO_STOCK, createdAt: Date.now(), payload };
}
