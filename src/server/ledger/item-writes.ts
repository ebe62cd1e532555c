import { eq, sql } from 'drizzle-orm';
import { type Movement, type StockSide, sameSide } from '../../domain/ledger/movement';
import { MOVEMENT_RULES, type MovementType } from '../../domain/ledger/movement-types';
import type { Database } from '../db/client';
import { items } from '../db/schema/receiving';
import type { Actor } from './ledger-actor';
import { type PreparedMovements, prepareMovements, recordMovements, writeMovements } from './record-movements';
import { ON_HAND_ITEM_COLUMNS, shiftOnHand, writeItemsShifting } from './summary-writes';

/*
 * The only writer of items (DOMAIN.md invariant 1): every change of an item's quantity, place, status
 * or lot is written here together with its movements, in the caller's transaction, so the two cannot
 * disagree. Lint refuses inserts, updates and deletes of items or movements anywhere else.
 */

/** What the ledger knows of an item: where its units stand and how many there are. */
export interface ItemState extends StockSide {
  id: string;
  skuId: string;
  quantity: number;
}

type LedgerFields = Pick<ItemState, 'quantity' | 'status' | 'binId' | 'containerId' | 'lotNumber'>;
type NewItem = Omit<typeof items.$inferInsert, 'companyId'>;
/** An item's other columns (serial, expiry, receipt time…): written along with a change, never on their own. */
type ItemDetails = Partial<Omit<NewItem, 'id' | 'skuId' | keyof LedgerFields>>;

/** Why units move: the document behind it and whether SAP must hear of it. */
export interface Why {
  reference: Movement['reference'];
  sapStatus: Movement['sapStatus'];
}

export interface ItemChange extends Why {
  item: ItemState;
  to: Partial<LedgerFields>;
  details?: ItemDetails;
  /** A relabel's old and new WMS number, kept on its movement. */
  labels?: Movement['labels'];
}

const definedOf = (to: Partial<LedgerFields>) => Object.fromEntries(Object.entries(to).filter(([, value]) => value !== undefined)) as Partial<LedgerFields>;

/** Where an item's units stand in the ledger (without its id and quantity). */
export const sideOf = (s: StockSide): StockSide => ({ status: s.status, binId: s.binId, containerId: s.containerId, lotNumber: s.lotNumber });

/** A new item enters the ledger where it was put down (a receive). */
export async function createItem(tx: Database, actor: Actor, type: MovementType, item: NewItem, why: Why): Promise<void> {
  const row = { ...item, companyId: actor.companyId };
  await tx.insert(items).values(row);
  await shiftOnHand(tx, eq(items.id, row.id), 1);
  const to = sideOf({ status: row.status ?? 'received', binId: row.binId ?? null, containerId: row.containerId ?? null, lotNumber: row.lotNumber ?? null });
  await recordMovements(tx, actor, [{ type, itemId: row.id, skuId: row.skuId, quantity: row.quantity ?? 1, change: false, from: null, to, ...why }]);
}

/** The item leaves: its row goes, and the ledger takes its units out of where they stood. */
export async function removeItem(tx: Database, actor: Actor, type: MovementType, item: ItemState, why: Why): Promise<void> {
  await shiftOnHand(tx, eq(items.id, item.id), -1);
  await tx.delete(items).where(eq(items.id, item.id));
  await recordMovements(tx, actor, [{ type, itemId: item.id, skuId: item.skuId, quantity: item.quantity, change: false, from: sideOf(item), to: null, ...why }]);
}

/**
 * The movements of one change: a new quantity is a correction where the units stood; a new side (status,
 * place or lot) moves the (new) quantity there. A type that keeps units in place (relabel, convert)
 * still records its event when nothing in the ledger changes.
 */
function movementsOf(type: MovementType, change: ItemChange): Movement[] {
  const { item } = change;
  const after = { ...item, ...definedOf(change.to) };
  const base = { type, itemId: item.id, skuId: item.skuId, reference: change.reference, sapStatus: change.sapStatus, ...(change.labels ? { labels: change.labels } : {}) };
  const rows: Movement[] = [];
  const from = sideOf(item);
  const to = sideOf(after);
  if (after.quantity !== item.quantity) rows.push({ ...base, quantity: after.quantity - item.quantity, change: true, from, to: from });
  if (!sameSide(from, to) || (rows.length === 0 && MOVEMENT_RULES[type].place === 'same')) rows.push({ ...base, quantity: after.quantity, change: false, from, to });
  return rows;
}

/**
 * Changes items and writes their movements. Alike changes (every unit posted, every unit to one bin) go
 * in one statement per 5,000 items: a goods receipt or a count may touch thousands. Answers how many
 * movements it wrote.
 */
export async function changeItems(tx: Database, actor: Actor, type: MovementType, changes: readonly ItemChange[]): Promise<number> {
  const alike = new Map<string, { set: Partial<NewItem>; ids: string[] }>();
  for (const change of changes) {
    const set = { ...change.details, ...definedOf(change.to), updatedAt: actor.at };
    const key = JSON.stringify(set);
    const group = alike.get(key);
    if (group) group.ids.push(change.item.id);
    else alike.set(key, { set, ids: [change.item.id] });
  }
  const slices = (ids: readonly string[]) => Array.from({ length: Math.ceil(ids.length / 5000) }, (_, n) => ids.slice(n * 5000, (n + 1) * 5000));
  // Each statement takes its items out of the on-hand summary, changes them and puts them back in.
  const updating = (async () => {
    for (const { set, ids } of alike.values()) {
      for (const slice of slices(ids)) {
        await writeItemsShifting(tx, slice, (idsIn) => sql`${tx.update(items).set(set).where(sql`${items.id} in ${idsIn}`).getSQL()} returning ${ON_HAND_ITEM_COLUMNS}`);
      }
    }
  })();
  // Handled from the start: a failing update may answer before it is awaited below.
  updating.catch(() => undefined);
  // The movements are worked out while the database changes the items (a bulk allocation: 27,000 of
  // each), once the first statement has gone out; a movement breaking its rule still writes nothing.
  let prepared: PreparedMovements;
  try {
    await new Promise((resolve) => setImmediate(resolve));
    prepared = prepareMovements(changes.flatMap((change) => movementsOf(type, change)));
  } catch (error) {
    await updating.catch(() => undefined);
    throw error;
  }
  await updating;
  await writeMovements(tx, actor, prepared);
  return prepared.list.length;
}
