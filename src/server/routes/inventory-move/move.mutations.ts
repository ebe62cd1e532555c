import { and, eq, inArray } from 'drizzle-orm';
import { MOVE_STOCK, type MoveAnswer, type MoveStock, UNDO_MOVE } from '../../../domain/inventory/movement';
import { takeOrder } from '../../../domain/inventory/movement-index';
import { sameSide } from '../../../domain/ledger/movement';
import { hasPermission } from '../../../domain/permissions';
import type { Database } from '../../db/client';
import { containers } from '../../db/schema/master';
import { idempotencyKeys } from '../../db/schema/sync';
import { type ItemChange, type ItemState, changeItems, sideOf } from '../../ledger/item-writes';
import { type LockedItem, lockItems } from '../../ledger/lock-items';
import { mergeItem, splitItem } from '../../ledger/split-item';
import { nextNumbers } from '../../settings/sequences';
import { type ApplyContext, handleMutation } from '../../sync/mutation-kind';
import { type Place, checkUnits, containerFor, isIn, refused, targetOf, unitsIn } from './move-checks';

const why = { reference: null, sapStatus: 'not-required' } as const;

interface Planned {
  units: LockedItem[];
  /** Where each unit goes (a container keeps its units when it moves). */
  placeOf: (unit: ItemState) => Place;
  containers: { id: string; fromBinId: string | null; toBinId: string | null }[];
  /** Part of the last unit splits off: how many. */
  split: { from: LockedItem; quantity: number } | null;
}

async function plan(tx: Database, ctx: ApplyContext, move: MoveStock, target: Place): Promise<Planned> {
  const { what, source } = move;
  const intoTarget = () => target;
  switch (what.kind) {
    case 'item': {
      const units = await lockItems(tx, ctx.companyId, { ids: [what.itemId] });
      if (units.length === 0) throw refused('unknown-stock', 'This unit is not known on the server.');
      if (source && !isIn(units[0]!, source)) throw refused('not-in-source', `${units[0]!.wmsNumber} is not in the scanned bin or container.`, { wmsNumber: units[0]!.wmsNumber });
      return { units, placeOf: intoTarget, containers: [], split: null };
    }
    case 'container': {
      const container = await containerFor(tx, ctx.companyId, what.containerId);
      if (!container) throw refused('unknown-stock', 'No such container.');
      if (target.containerId) throw refused('container-into-container', `Container ${container.code} cannot go into another container.`);
      const units = await lockItems(tx, ctx.companyId, { containerId: container.id });
      return { units, placeOf: (unit) => ({ binId: target.binId, containerId: unit.containerId }), containers: [{ id: container.id, fromBinId: container.binId, toBinId: target.binId }], split: null };
    }
    case 'bin': {
      const held = await tx.select({ id: containers.id, binId: containers.binId }).from(containers).where(and(eq(containers.companyId, ctx.companyId), eq(containers.binId, what.binId))).for('update');
      if (held.length > 0 && target.containerId) throw refused('container-into-container', 'This bin holds containers; they cannot go into another container.');
      const units = await lockItems(tx, ctx.companyId, { binId: what.binId });
      const placeOf = target.containerId ? intoTarget : (unit: ItemState) => ({ binId: target.binId, containerId: unit.containerId });
      return { units, placeOf, containers: held.map((c) => ({ id: c.id, fromBinId: c.binId, toBinId: target.binId })), split: null };
    }
    case 'quantity': {
      const inSource = takeOrder(await unitsIn(tx, ctx.companyId, source ?? { binId: null, containerId: null }, what.skuId), what.skuId, what.lotNumber);
      const units: LockedItem[] = [];
      let left = what.quantity;
      for (const unit of inSource) {
        if (left === 0) break;
        if (unit.quantity > left) return { units, placeOf: intoTarget, containers: [], split: { from: unit, quantity: left } };
        units.push(unit);
        left -= unit.quantity;
      }
      if (left > 0) throw refused('short', `Only ${what.quantity - left} of this SKU lie in the scanned place.`, { available: what.quantity - left });
      return { units, placeOf: intoTarget, containers: [], split: null };
    }
  }
}

/** Moving into or out of a bin needs BIN_MOVEMENT besides INVENTORY_MOVEMENT. */
function checkBinMovement(ctx: ApplyContext, planned: Planned, target: Place): void {
  if (hasPermission(ctx.grants, 'BIN_MOVEMENT')) return;
  const binChanges =
    planned.units.some((unit) => unit.binId !== planned.placeOf(unit).binId) ||
    planned.containers.some((c) => c.fromBinId !== c.toBinId) ||
    (planned.split !== null && planned.split.from.binId !== target.binId);
  if (binChanges) throw refused('bin-movement', 'Moving stock into or out of a bin needs the BIN_MOVEMENT permission.', {}, 403);
}

/** The units move through the ledger: put-away for received units, transfer for the others. */
async function write(tx: Database, ctx: ApplyContext, moved: readonly { unit: ItemState; to: Place }[]): Promise<void> {
  const changes = (received: boolean): ItemChange[] => moved.filter(({ unit }) => (unit.status === 'received') === received).map(({ unit, to }) => ({ item: unit, to, ...why }));
  const putaway = changes(true);
  const transfer = changes(false);
  if (putaway.length > 0) await changeItems(tx, ctx, 'putaway', putaway);
  if (transfer.length > 0) await changeItems(tx, ctx, 'transfer', transfer);
}

async function applyMove(tx: Database, ctx: ApplyContext, move: MoveStock): Promise<MoveAnswer> {
  const target = await targetOf(tx, ctx.companyId, move.to);
  const planned = await plan(tx, ctx, move, target);
  checkUnits(planned.split ? [...planned.units, planned.split.from] : planned.units, move.confirmAllocated);
  const moved = planned.units.map((unit) => ({ unit, to: planned.placeOf(unit) })).filter(({ unit, to }) => unit.binId !== to.binId || unit.containerId !== to.containerId);
  if (moved.length === 0 && planned.split === null && planned.containers.every((c) => c.fromBinId === c.toBinId)) {
    throw refused('same-place', `This stock is in ${target.code} already.`, { code: target.code });
  }
  checkBinMovement(ctx, planned, target);
  for (const c of planned.containers) await tx.update(containers).set({ binId: c.toBinId, updatedAt: ctx.at }).where(eq(containers.id, c.id));
  const answer: MoveAnswer = {
    moved: moved.map(({ unit, to }) => ({ itemId: unit.id, wmsNumber: unit.wmsNumber, fromBinId: unit.binId, fromContainerId: unit.containerId, toBinId: to.binId, toContainerId: to.containerId })),
    containers: planned.containers.map((c) => ({ containerId: c.id, fromBinId: c.fromBinId, toBinId: c.toBinId })),
    split: null,
  };
  const all: { unit: ItemState; to: Place }[] = [...moved];
  if (planned.split && move.what.kind === 'quantity') {
    const { from, quantity } = planned.split;
    const [wmsNumber] = await nextNumbers(tx, ctx.companyId, 'wms-number', 1, ctx.at);
    const part = await splitItem(tx, ctx, { item: from, quantity, part: { id: move.what.newItemId, wmsNumber: wmsNumber! }, ...why });
    all.push({ unit: part, to: target });
    answer.split = { itemId: part.id, wmsNumber: wmsNumber!, fromItemId: from.id };
    answer.moved.push({ itemId: part.id, wmsNumber: wmsNumber!, fromBinId: from.binId, fromContainerId: from.containerId, toBinId: target.binId, toContainerId: target.containerId });
  }
  await write(tx, ctx, all);
  return answer;
}

/** One move scanned on the movement screen (INVENTORY_MOVEMENT, and BIN_MOVEMENT for a bin), online or queued offline. */
export const moveStock = handleMutation(MOVE_STOCK, { apply: applyMove });

/**
 * A split part that went back where it was split off rejoins the item it came from, when that item still
 * stands there as it did (same status and lot): the undo leaves one item, as before the move. Answers
 * whether it merged.
 */
async function mergeBack(tx: Database, ctx: ApplyContext, answer: MoveAnswer, back: readonly { unit: LockedItem; to: Place }[]): Promise<boolean> {
  const part = answer.split ? back.find(({ unit }) => unit.id === answer.split!.itemId) : undefined;
  if (!part || !answer.split) return false;
  const [into] = await lockItems(tx, ctx.companyId, { ids: [answer.split.fromItemId] });
  const returned = { ...part.unit, ...part.to };
  if (!into || into.skuId !== returned.skuId || !sameSide(sideOf(into), sideOf(returned))) return false;
  await mergeItem(tx, ctx, { part: returned, into, ...why });
  return true;
}

/**
 * Takes a move back: what it moved goes back where it stood, as far as it still lies where the move put
 * it; a split part merges back into its item (mergeBack). The move's own answer (kept with its
 * idempotency key, the sender's only) says what it moved.
 */
export const undoMove = handleMutation(UNDO_MOVE, {
  async apply(tx, ctx, { moveId }) {
    const [stored] = await tx
      .select({ kind: idempotencyKeys.kind, response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, ctx.userId), eq(idempotencyKeys.key, moveId)));
    // The move never reached the server (refused and discarded) or was not this account's: nothing to take back.
    if (stored?.kind !== MOVE_STOCK) return { undone: false, moved: 0 };
    const answer = stored.response.payload as MoveAnswer;
    const units = answer.moved.length > 0 ? await lockItems(tx, ctx.companyId, { ids: answer.moved.map((m) => m.itemId) }) : [];
    const back = units.flatMap((unit) => {
      const m = answer.moved.find((row) => row.itemId === unit.id)!;
      const still = unit.binId === m.toBinId && unit.containerId === m.toContainerId;
      return still ? [{ unit, to: { binId: m.fromBinId, containerId: m.fromContainerId } }] : [];
    });
    const held = answer.containers.length > 0 ? await tx.select({ id: containers.id, binId: containers.binId }).from(containers).where(inArray(containers.id, answer.containers.map((c) => c.containerId))).for('update') : [];
    const containersBack = held.flatMap((c) => answer.containers.filter((m) => m.containerId === c.id && m.toBinId === c.binId && m.fromBinId !== c.binId));
    const binChanges = back.some(({ unit, to }) => unit.binId !== to.binId) || containersBack.length > 0;
    if (binChanges && !hasPermission(ctx.grants, 'BIN_MOVEMENT')) throw refused('bin-movement', 'Moving stock into or out of a bin needs the BIN_MOVEMENT permission.', {}, 403);
    checkUnits(back.map(({ unit }) => unit), true);
    for (const c of containersBack) await tx.update(containers).set({ binId: c.fromBinId, updatedAt: ctx.at }).where(eq(containers.id, c.containerId));
    if (back.length > 0) await changeItems(tx, ctx, 'transfer', back.map(({ unit, to }) => ({ item: unit, to, ...why })));
    const merged = await mergeBack(tx, ctx, answer, back);
    return { undone: true, moved: back.length, merged };
  },
});
