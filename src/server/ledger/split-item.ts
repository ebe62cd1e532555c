import { eq, inArray, sql } from 'drizzle-orm';
import { type Movement, sameSide } from '../../domain/ledger/movement';
import type { Database } from '../db/client';
import { items } from '../db/schema/receiving';
import { type ItemState, type Why, sideOf } from './item-writes';
import type { Actor } from './ledger-actor';
import { recordMovements } from './record-movements';
import { ON_HAND_ITEM_COLUMNS, inIds, shiftOnHand, uuidArray, writeItemsShifting } from './summary-writes';

export interface ItemSplit extends Why {
  /** The source, locked by the caller. */
  item: ItemState;
  /** How many units split off: fewer than the source holds. */
  quantity: number;
  /** The new item's id (made on the device) and WMS number. */
  part: { id: string; wmsNumber: string };
}

/**
 * Part of a non-serial item's quantity becomes an item of its own, where the source lies, in one go:
 * the source holds less, the new item (the source's SKU, client, lot, expiry, control number, status)
 * holds the part, and two `split` rows record it (ADR 0017). The caller moves the part on with
 * `changeItems`, in the same transaction. Answers the part's ledger state.
 */
export async function splitItem(tx: Database, actor: Actor, split: ItemSplit): Promise<ItemState> {
  const [part] = await splitItems(tx, actor, [split]);
  return part!;
}

/**
 * Many splits in a handful of statements, whatever their number (a bulk allocation splits thousands):
 * several parts may come off one source, in order, each `item` then standing for the source as the
 * caller saw it before any of them. Answers the parts' ledger states, in the order of `splits`.
 */
export async function splitItems(tx: Database, actor: Actor, splits: readonly ItemSplit[]): Promise<ItemState[]> {
  if (splits.length === 0) return [];
  const left = new Map<string, number>();
  for (const { item, quantity } of splits) {
    const before = left.get(item.id) ?? item.quantity;
    if (!Number.isInteger(quantity) || quantity <= 0 || quantity >= before) throw new Error(`cannot split ${quantity} of ${before} off item ${item.id}`);
    left.set(item.id, before - quantity);
  }
  const sourceIds = [...left.keys()];
  const sources = new Map((await tx.select().from(items).where(inIds(items.id, sourceIds))).map((row) => [row.id, row]));
  for (const id of sourceIds) if (!sources.has(id)) throw new Error(`item ${id} to split does not exist`);
  // The on-hand summary follows each statement within it (writeItemsShifting).
  const quantities = `{${sourceIds.map((id) => left.get(id)!).join(',')}}`;
  await writeItemsShifting(tx, sourceIds, (idsIn) => sql`
    update ${items} set quantity = v.quantity, updated_at = ${actor.at}
    from unnest(${uuidArray(sourceIds)}, ${quantities}::integer[]) as v(id, quantity)
    where ${items.id} = v.id and ${items.id} in ${idsIn}
    returning ${ON_HAND_ITEM_COLUMNS}`);
  const parts = splits.map(({ item, quantity, part }) => ({ ...sources.get(item.id)!, id: part.id, wmsNumber: part.wmsNumber, serial: null, quantity, createdBy: actor.userId, device: actor.device, createdAt: actor.at, updatedAt: actor.at }));
  // In slices: a large bulk would pass PostgreSQL's limit of bind parameters in one insert.
  for (let start = 0; start < parts.length; start += 1000) {
    await writeItemsShifting(tx, [], () => sql`${tx.insert(items).values(parts.slice(start, start + 1000)).getSQL()} returning ${ON_HAND_ITEM_COLUMNS}`);
  }
  await recordMovements(tx, actor, splits.flatMap((split) => splitRows(split.item, split.part.id, split.quantity, split)));
  return splits.map(({ item, quantity, part }) => ({ ...sideOf(item), id: part.id, skuId: item.skuId, quantity }));
}

/** The two `split` rows of `quantity` units going from `source` to item `toId` where the source lies. */
function splitRows(source: ItemState, toId: string, quantity: number, why: Why): Movement[] {
  const side = sideOf(source);
  const row = { type: 'split' as const, skuId: source.skuId, change: true, from: side, to: side, reference: why.reference, sapStatus: why.sapStatus };
  return [
    { ...row, itemId: source.id, quantity: -quantity },
    { ...row, itemId: toId, quantity },
  ];
}

export interface ItemMerge extends Why {
  /** The part going back, locked by the caller: it must stand where `into` stands (same status, place and lot). */
  part: ItemState;
  /** The item it was split from, locked by the caller. */
  into: ItemState;
}

/**
 * The reverse of a split (the undo of a move that split a quantity off): the part's units go back into
 * the item they came from, where both lie; the part's item is gone, and two `split` rows (minus on the
 * part, plus on the item) record it, so the place's stock does not change.
 */
export async function mergeItem(tx: Database, actor: Actor, merge: ItemMerge): Promise<void> {
  const { part, into } = merge;
  if (part.id === into.id || part.skuId !== into.skuId || !sameSide(sideOf(part), sideOf(into))) throw new Error(`cannot merge item ${part.id} into ${into.id}: not the same SKU where it lies`);
  await shiftOnHand(tx, inArray(items.id, [part.id, into.id]), -1);
  await tx.update(items).set({ quantity: into.quantity + part.quantity, updatedAt: actor.at }).where(eq(items.id, into.id));
  await tx.delete(items).where(eq(items.id, part.id));
  await shiftOnHand(tx, eq(items.id, into.id), 1);
  await recordMovements(tx, actor, splitRows(part, into.id, part.quantity, merge));
}
