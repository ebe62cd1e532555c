import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AcceptSkip, DiscrepancyAcceptResult } from '../../../domain/counting/results';
import { COUNTED_ITEM_STATUSES, COUNTING_ADJUSTMENT, COUNTING_REFERENCE } from '../../../domain/counting/statuses';
import { countingCycleStates } from '../../../domain/states/counting-cycle-states';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { countingDiscrepancies } from '../../db/schema/counting';
import { movements } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { type ItemChange, type ItemState, changeItems } from '../../ledger/item-writes';
import { actorOf } from '../../ledger/ledger-actor';
import { auditCaller } from '../../lib/audit';
import { ok } from '../../lib/respond';
import { requireWork } from '../../lib/transition';
import { lockCycle } from './cycle-state';

type Params = { countingId: string };
type Row = typeof countingDiscrepancies.$inferSelect;

const IN_BIN: ReadonlySet<string> = new Set(COUNTED_ITEM_STATUSES);

type ItemStatus = typeof items.$inferSelect.status;

const stockColumns = {
  id: items.id,
  skuId: items.skuId,
  quantity: items.quantity,
  binId: items.binId,
  containerId: items.containerId,
  lotNumber: items.lotNumber,
  status: items.status,
};

/** What accepting writes: item changes (the ledger writes their movements), or why a row is left open. */
interface Plan {
  changes: ItemChange[];
  accepted: string[];
  skipped: { id: string; reason: AcceptSkip }[];
}

const because = (cycleId: string) => ({ reference: { type: COUNTING_REFERENCE, id: cycleId } }) as const;

/** Missing units become `missing`; units found elsewhere move where they were found (a missing one becomes available). */
function planUnit(plan: Plan, cycleId: string, row: Row, item: ItemState | undefined, moved: ReadonlySet<string>): void {
  if (row.type === 'unexpected' || !item) {
    plan.skipped.push({ id: row.id, reason: 'not-adjustable' });
    return;
  }
  const stillThere = row.expectedBinId === null ? item.status === 'missing' : IN_BIN.has(item.status) && item.binId === row.expectedBinId;
  if (!stillThere || moved.has(item.id)) {
    plan.skipped.push({ id: row.id, reason: 'moved' });
    return;
  }
  if (row.type === 'missing') {
    plan.changes.push({ item, to: { status: 'missing', binId: null, containerId: null }, ...because(cycleId), sapStatus: 'pending' });
  } else {
    const status: ItemStatus = item.status === 'missing' ? 'available' : item.status;
    plan.changes.push({ item, to: { status, binId: row.countedBinId, containerId: null }, ...because(cycleId), sapStatus: item.status === 'missing' ? 'pending' : 'not-required' });
  }
  plan.accepted.push(row.id);
}

/**
 * Under takes from the newest item of the SKU in the bin first (one brought to zero becomes
 * `missing`); over adds to the newest. The bin must still hold what was expected in it.
 */
function planQuantity(plan: Plan, cycleId: string, row: Row, held: readonly ItemState[], moved: ReadonlySet<string>): void {
  const total = held.reduce((sum, item) => sum + item.quantity, 0);
  if (total !== row.expectedQuantity || held.some((item) => moved.has(item.id))) {
    plan.skipped.push({ id: row.id, reason: 'moved' });
    return;
  }
  const newest = held[0];
  if (row.type === 'over') {
    if (!newest) {
      plan.skipped.push({ id: row.id, reason: 'not-adjustable' });
      return;
    }
    const more = row.countedQuantity - row.expectedQuantity;
    plan.changes.push({ item: newest, to: { quantity: newest.quantity + more }, ...because(cycleId), sapStatus: 'pending' });
    plan.accepted.push(row.id);
    return;
  }
  let short = row.expectedQuantity - row.countedQuantity;
  for (const item of held) {
    if (short <= 0) break;
    if (item.quantity <= short) {
      plan.changes.push({ item, to: { status: 'missing', binId: null, containerId: null }, ...because(cycleId), sapStatus: 'pending' });
      short -= item.quantity;
    } else {
      plan.changes.push({ item, to: { quantity: item.quantity - short }, ...because(cycleId), sapStatus: 'pending' });
      short = 0;
    }
  }
  plan.accepted.push(row.id);
}

/** Items locked for update, with the ids of those that moved after `since`. */
async function lockStock(tx: Database, companyId: string, where: ReturnType<typeof and>, since: Date) {
  const held = await tx
    .select(stockColumns)
    .from(items)
    .where(and(eq(items.companyId, companyId), where))
    .orderBy(desc(items.createdAt), desc(items.id))
    .for('update');
  const ids = held.map((item) => item.id);
  const later = ids.length
    ? await tx
        .selectDistinct({ itemId: movements.itemId })
        .from(movements)
        .where(and(inArray(movements.itemId, ids), gt(movements.at, sql`${since.toISOString()}::timestamptz`)))
    : [];
  return { held, moved: new Set(later.flatMap((row) => (row.itemId ? [row.itemId] : []))) };
}

/**
 * Accepting discrepancies of a completed cycle (ADR 0013 "Accepting"): in one transaction, `adjust`
 * movements referencing the cycle and the items changed with them. Rows whose stock changed since the
 * cycle completed are left open (skipped: moved), as are rows with nothing in stock to adjust. An
 * accepted row is never accepted again, so a second call writes nothing.
 */
export async function acceptHandler(c: AppContext, body: { ids?: string[] | undefined }, _query: undefined, { countingId }: Params) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const answer = await deps.db.transaction(async (tx): Promise<DiscrepancyAcceptResult> => {
    const cycle = await lockCycle(tx, auth.companyId, countingId);
    requireWork(countingCycleStates, cycle, 'accept-discrepancies');
    const since = cycle.completedAt ?? new Date(0);
    const rows = await tx
      .select()
      .from(countingDiscrepancies)
      .where(and(eq(countingDiscrepancies.cycleId, cycle.id), eq(countingDiscrepancies.status, 'open'), body.ids ? inArray(countingDiscrepancies.id, body.ids) : undefined));
    const now = deps.now();
    const plan: Plan = { changes: [], accepted: [], skipped: [] };

    const unitRows = rows.filter((row) => row.itemId !== null || row.type === 'unexpected');
    const unitIds = unitRows.flatMap((row) => (row.itemId ? [row.itemId] : []));
    const units = unitIds.length ? await lockStock(tx, auth.companyId, inArray(items.id, unitIds), since) : { held: [], moved: new Set<string>() };
    const unitOf = new Map(units.held.map((item) => [item.id, item]));
    for (const row of unitRows) planUnit(plan, cycle.id, row, row.itemId ? unitOf.get(row.itemId) : undefined, units.moved);

    const quantityRows = rows.filter((row) => row.type === 'over' || row.type === 'under');
    if (quantityRows.length > 0) {
      const binIds = [...new Set(quantityRows.flatMap((row) => (row.expectedBinId ? [row.expectedBinId] : [])))];
      const skuIds = [...new Set(quantityRows.flatMap((row) => (row.skuId ? [row.skuId] : [])))];
      const stock = await lockStock(
        tx,
        auth.companyId,
        and(inArray(items.binId, binIds), inArray(items.skuId, skuIds), inArray(items.status, [...COUNTED_ITEM_STATUSES])),
        since,
      );
      const heldIn = new Map<string, ItemState[]>();
      for (const item of stock.held) {
        const k = `${item.binId}|${item.skuId}`;
        heldIn.set(k, [...(heldIn.get(k) ?? []), item]);
      }
      for (const row of quantityRows) planQuantity(plan, cycle.id, row, heldIn.get(`${row.expectedBinId}|${row.skuId}`) ?? [], stock.moved);
    }

    const written = await changeItems(tx, actorOf(c, now), COUNTING_ADJUSTMENT, plan.changes);
    for (let start = 0; start < plan.accepted.length; start += 5000) {
      await tx
        .update(countingDiscrepancies)
        .set({ status: 'accepted', acceptedBy: auth.user.id, acceptedAt: now })
        .where(inArray(countingDiscrepancies.id, plan.accepted.slice(start, start + 5000)));
    }
    const result = { accepted: plan.accepted.length, movements: written, skipped: plan.skipped };
    await auditCaller(
      c,
      { action: 'counting.discrepancies.accept', entity: 'counting-cycle', entityId: cycle.number, detail: { accepted: result.accepted, movements: result.movements, skipped: result.skipped.length } },
      tx,
    );
    return result;
  });
  return ok(c, answer);
}
