import { sameSide } from '../../../domain/ledger/movement';
import type { Database } from '../../db/client';
import { type ItemState, type Why, sideOf } from '../../ledger/item-writes';
import type { Actor } from '../../ledger/ledger-actor';
import { lockItems } from '../../ledger/lock-items';
import { mergeItem } from '../../ledger/split-item';

/** A released part, as it stands now, and the item allocation split it off. */
interface ReleasedPart {
  item: ItemState;
  splitFrom: string;
}

/**
 * Parts that allocation split off (ADR 0028) go back into the items they came from once released, when
 * both still stand in the same place (status, bin, container, lot), so allocations that come to nothing
 * do not leave the stock in ever smaller pieces. A part whose origin was taken, moved, changed or is gone
 * stays an item of its own. Answers how many merged.
 */
export async function mergeReleasedParts(tx: Database, actor: Actor, parts: readonly ReleasedPart[], why: Why): Promise<number> {
  if (parts.length === 0) return 0;
  const origins = new Map((await lockItems(tx, actor.companyId, { ids: [...new Set(parts.map((part) => part.splitFrom))] })).map((item) => [item.id, item]));
  const gone = new Set<string>();
  let merged = 0;
  for (const { item, splitFrom } of parts) {
    const into = origins.get(splitFrom);
    if (!into || gone.has(into.id) || into.skuId !== item.skuId || !sameSide(sideOf(into), sideOf(item))) continue;
    await mergeItem(tx, actor, { part: item, into, ...why });
    // Several parts of one origin merge in turn; a part that was itself an origin is gone now.
    origins.set(into.id, { ...into, quantity: into.quantity + item.quantity });
    gone.add(item.id);
    merged += 1;
  }
  return merged;
}
