import type { Database } from '../db/client';
import { itemAliases } from '../db/schema/inventory';
import { changeItems } from './item-writes';
import type { Actor } from './ledger-actor';
import type { LockedItem } from './lock-items';

/** A unit and the number its new label carries: its own number again for a reprint. */
export interface Relabelling {
  item: LockedItem;
  to: string;
}

/**
 * Relabels locked units: each gets its new number, its old one becomes an alias (item_aliases), and a
 * `relabel` movement in place records both labels (a reprint too, with the same number twice). The
 * caller has checked the new numbers are free (unit-codes' labelsTaken) and its own rules.
 */
export async function relabelItems(tx: Database, actor: Actor, list: readonly Relabelling[]): Promise<void> {
  const renamed = list.filter(({ item, to }) => to !== item.wmsNumber);
  if (renamed.length > 0) {
    await tx.insert(itemAliases).values(
      renamed.map(({ item, to }) => ({ companyId: actor.companyId, oldNumber: item.wmsNumber, itemId: item.id, newNumber: to, at: actor.at, userId: actor.userId, device: actor.device })),
    );
  }
  await changeItems(
    tx,
    actor,
    'relabel',
    list.map(({ item, to }) => ({
      item,
      to: {},
      ...(to !== item.wmsNumber ? { details: { wmsNumber: to } } : {}),
      labels: { from: item.wmsNumber, to },
      reference: null,
      sapStatus: 'not-required',
    })),
  );
}
