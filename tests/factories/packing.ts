import { CLOSE_CARTON, type CloseCarton, OPEN_CARTON, type OpenCarton, PACK_UNITS, type PackUnits, UNDO_PACK } from '../../src/domain/shipping/packing';

/*
 * The packing screen's outbox mutations as it sends them (src/domain/shipping/packing.ts). A carton's
 * id is made on the device; a pack's mutation id is the pack's own (its undo names it).
 */

const now = () => new Date().toISOString();

/** `reserved`: the SSCC a station took from its block, and the device's id. */
export function openCartonMutation(orderId: string, cartonTypeId: string, cartonId: string = crypto.randomUUID(), reserved?: OpenCarton['reserved']) {
  const payload: OpenCarton = { cartonId, orderId, cartonTypeId, openedAt: now(), ...(reserved ? { reserved } : {}) };
  return { id: crypto.randomUUID(), kind: OPEN_CARTON, createdAt: Date.now(), payload };
}

export function packItemMutation(cartonId: string, itemId: string, id: string = crypto.randomUUID()) {
  const payload: PackUnits = { id, cartonId, what: { kind: 'item', itemId }, packedAt: now() };
  return { id, kind: PACK_UNITS, createdAt: Date.now(), payload };
}

export function packQuantityMutation(cartonId: string, skuId: string, quantity: number, id: string = crypto.randomUUID()) {
  const payload: PackUnits = { id, cartonId, what: { kind: 'quantity', skuId, quantity, newItemId: crypto.randomUUID() }, packedAt: now() };
  return { id, kind: PACK_UNITS, createdAt: Date.now(), payload };
}

export const undoPackMutation = (packId: string) => ({ id: crypto.randomUUID(), kind: UNDO_PACK, createdAt: Date.now(), payload: { packId } });

export function closeCartonMutation(cartonId: string, weightG: number) {
  const id = crypto.randomUUID();
  const payload: CloseCarton = { id, cartonId, weightG, closedAt: now() };
  return { id, kind: CLOSE_CARTON, createdAt: Date.now(), payload };
}
