import { MOVE_STOCK, type MoveStock, UNDO_MOVE } from '../../src/domain/inventory/movement';

type Options = Partial<Pick<MoveStock, 'source' | 'confirmAllocated'>> & { id?: string };

/** One move as the movement screen's outbox sends it (src/domain/inventory/movement.ts). */
export function moveMutation(what: MoveStock['what'], to: MoveStock['to'], options: Options = {}) {
  const id = options.id ?? crypto.randomUUID();
  const payload: MoveStock = { id, what, source: options.source ?? null, to, confirmAllocated: options.confirmAllocated ?? false, movedAt: new Date().toISOString() };
  return { id, kind: MOVE_STOCK, createdAt: Date.now(), payload };
}

/** The undo of the move whose id is given. */
export const undoMoveMutation = (moveId: string) => ({ id: crypto.randomUUID(), kind: UNDO_MOVE, createdAt: Date.now(), payload: { moveId } });

export const toBin = (binId: string) => ({ kind: 'bin' as const, binId });
export const toContainer = (containerId: string) => ({ kind: 'container' as const, containerId });
