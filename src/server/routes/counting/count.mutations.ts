import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import {
  type CloseBin, type CountEntry, type CountRejection,
} from '../../../domain/counting/entries';
import { skuOutOfScope } from '../../../domain/counting/scope';
import {
  CLOSE_BIN, COUNTABLE_STATUSES, COUNTED_ITEM_STATUSES, COUNT_ENTRY, type EntryFlag, VOID_ENTRY,
} from '../../../domain/counting/statuses';
import { countingCycleStates } from '../../../domain/states/counting-cycle-states';
import { illegalTransition } from '../../../domain/states/state-machine';
import type { Database } from '../../db/client';
import {
  countingBinCounts, countingBins, countingCycles, countingEntries, countingRecounts, countingSnapshot,
} from '../../db/schema/counting';
import { movements, skuBarcodes, skus } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { AppError } from '../../lib/errors';
import { type ApplyContext, handleMutation } from '../../sync/mutation-kind';
import { holdBinCount } from './bin-count-holder';
import { labelWhere } from '../../ledger/unit-codes';

function rejected(reason: CountRejection, message: string, detail: Record<string, unknown> = {}): AppError {
  return new AppError(409, message, { reason, ...detail });
}

/**
 * The cycle, shared-locked: entries from many devices go in side by side, while completion (which
 * takes the row for update) waits for those in flight and sees every one of them.
 */
async function countableCycle(tx: Database, ctx: ApplyContext, cycleId: string) {
  const [cycle] = await tx
    .select({ id: countingCycles.id, number: countingCycles.number, status: countingCycles.status, mode: countingCycles.mode, scope: countingCycles.scope })
    .from(countingCycles)
    .where(and(eq(countingCycles.id, cycleId), eq(countingCycles.companyId, ctx.companyId)))
    .for('share');
  if (!cycle) throw rejected('not-countable', 'This counting cycle does not exist.');
  if (!COUNTABLE_STATUSES.includes(cycle.status)) {
    throw rejected('not-countable', `Counting cycle ${cycle.number} is ${cycle.status}; it takes no more counts.`, illegalTransition(countingCycleStates, cycle.number, cycle.status, 'count'));
  }
  return cycle;
}

type Cycle = Awaited<ReturnType<typeof countableCycle>>;

/** A unit by its WMS number or an old label, else by serial (a unit in stock, the cycle's own units first). */
async function unitFor(tx: Database, ctx: ApplyContext, cycleId: string, code: string) {
  const byLabel = await labelWhere(tx, ctx.companyId, code);
  const [unit] = await tx
    .select({ id: items.id, skuId: items.skuId, binId: items.binId, status: items.status })
    .from(items)
    .where(
      and(
        eq(items.companyId, ctx.companyId),
        or(
          byLabel,
          and(sql`lower(${items.serial}) = lower(${code})`, sql`${items.status} not in ('shipped', 'scrapped')`),
        ),
      ),
    )
    .orderBy(
      sql`${byLabel} desc`,
      sql`exists (select 1 from ${countingSnapshot} where ${countingSnapshot.cycleId} = ${cycleId} and ${countingSnapshot.itemId} = "items"."id") desc`,
    )
    .limit(1);
  return unit;
}

/** A SKU by the id the device resolved, else by barcode or code; the SKUs in the cycle's scope first. */
async function skuFor(tx: Database, ctx: ApplyContext, cycle: Cycle, entry: CountEntry) {
  const columns = { id: skus.id, clientId: skus.clientId, serialised: skus.serialised };
  if (entry.skuId) {
    const [sku] = await tx.select(columns).from(skus).where(and(eq(skus.id, entry.skuId), eq(skus.companyId, ctx.companyId)));
    if (sku) return sku;
  }
  const found = await tx
    .selectDistinct(columns)
    .from(skus)
    .leftJoin(skuBarcodes, eq(skuBarcodes.skuId, skus.id))
    .where(and(eq(skus.companyId, ctx.companyId), or(eq(skuBarcodes.barcode, entry.code), sql`lower(${skus.code}) = lower(${entry.code})`)));
  return found.find((sku) => skuOutOfScope(cycle.scope, cycle.mode, sku) === null) ?? found[0];
}

async function resolve(tx: Database, ctx: ApplyContext, cycle: Cycle, entry: CountEntry): Promise<{ itemId: string | null; skuId: string | null; flag: EntryFlag | null }> {
  if (cycle.mode === 'serial') {
    const unit = await unitFor(tx, ctx, cycle.id, entry.code);
    if (!unit) return { itemId: null, skuId: null, flag: 'unknown' };
    const [sku] = await tx.select({ id: skus.id, clientId: skus.clientId, serialised: skus.serialised }).from(skus).where(eq(skus.id, unit.skuId));
    const outside = sku ? skuOutOfScope(cycle.scope, cycle.mode, sku) : 'not-in-scope';
    const inBin = unit.binId === entry.binId && (COUNTED_ITEM_STATUSES as readonly string[]).includes(unit.status);
    return { itemId: unit.id, skuId: unit.skuId, flag: outside ?? (inBin ? null : 'wrong-bin') };
  }
  const sku = await skuFor(tx, ctx, cycle, entry);
  if (!sku) return { itemId: null, skuId: null, flag: 'unknown' };
  return { itemId: null, skuId: sku.id, flag: skuOutOfScope(cycle.scope, cycle.mode, sku) };
}

/** The bin count an entry or a close belongs to, made on its first mention; refuses one already closed. */
async function openCount(tx: Database, ctx: ApplyContext, payload: { cycleId: string; binCountId: string; binId: string; round: number }, at: Date) {
  const [bin] = await tx
    .select({ round: countingBins.round })
    .from(countingBins)
    .where(and(eq(countingBins.cycleId, payload.cycleId), eq(countingBins.binId, payload.binId)));
  if (!bin) throw rejected('bin-not-in-cycle', 'This bin is not part of the counting cycle.');
  await tx
    .insert(countingBinCounts)
    .values({ id: payload.binCountId, cycleId: payload.cycleId, binId: payload.binId, round: payload.round, userId: ctx.userId, device: ctx.device, startedAt: at, receivedAt: ctx.at })
    .onConflictDoNothing();
  const [count] = await tx.select().from(countingBinCounts).where(eq(countingBinCounts.id, payload.binCountId));
  if (!count || count.cycleId !== payload.cycleId || count.binId !== payload.binId) {
    throw rejected('other-count', 'This count belongs to another bin or cycle.');
  }
  return count;
}

async function recordEntry(tx: Database, ctx: ApplyContext, entry: CountEntry) {
  const cycle = await countableCycle(tx, ctx, entry.cycleId);
  const countedAt = new Date(entry.countedAt);
  const count = await openCount(tx, ctx, entry, countedAt);
  await holdBinCount(tx, ctx, count);
  if (count.closedAt) throw rejected('count-closed', 'This bin was closed on the device before the entry; scan the bin again to count more.');
  const resolved = await resolve(tx, ctx, cycle, entry);
  await tx
    .insert(countingEntries)
    .values({
      id: entry.id,
      cycleId: cycle.id,
      binCountId: entry.binCountId,
      binId: entry.binId,
      code: entry.code,
      ...resolved,
      quantity: cycle.mode === 'serial' ? 1 : entry.quantity,
      userId: ctx.userId,
      device: ctx.device,
      countedAt,
      receivedAt: ctx.at,
    })
    .onConflictDoNothing();
  return { entryId: entry.id, flag: resolved.flag };
}

/** What a count found, in a form two counts compare by: a unit (or unknown code) with its quantity. */
async function resultOf(tx: Database, binCountIds: string[]) {
  const rows = await tx
    .select({
      binCountId: countingEntries.binCountId,
      key: sql<string>`coalesce(${countingEntries.itemId}::text, ${countingEntries.skuId}::text, lower(${countingEntries.code}))`,
      quantity: sql<number>`sum(${countingEntries.quantity})::int`,
    })
    .from(countingEntries)
    .where(and(inArray(countingEntries.binCountId, binCountIds), isNull(countingEntries.voidedAt)))
    .groupBy(countingEntries.binCountId, sql`2`);
  const results = new Map<string, Map<string, number>>(binCountIds.map((id) => [id, new Map()]));
  for (const row of rows) results.get(row.binCountId)?.set(row.key, row.quantity);
  return results;
}

const sameResult = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>) => a.size === b.size && [...a].every(([key, quantity]) => b.get(key) === quantity);

/** Opens a recount of the bin for the next round, unless one is open already; returns whether it did. */
async function orderRecount(tx: Database, ctx: ApplyContext, cycleId: string, binId: string, reason: 'counts-differ' | 'serial-in-two-bins', detail: Record<string, unknown>) {
  const [bin] = await tx
    .select({ round: countingBins.round })
    .from(countingBins)
    .where(and(eq(countingBins.cycleId, cycleId), eq(countingBins.binId, binId)))
    .for('update');
  if (!bin) return false;
  const [open] = await tx
    .select({ id: countingRecounts.id })
    .from(countingRecounts)
    .where(and(eq(countingRecounts.cycleId, cycleId), eq(countingRecounts.binId, binId), eq(countingRecounts.round, bin.round), eq(countingRecounts.status, 'open')));
  if (open) return false;
  const round = bin.round + 1;
  await tx.update(countingBins).set({ round }).where(and(eq(countingBins.cycleId, cycleId), eq(countingBins.binId, binId)));
  await tx.insert(countingRecounts).values({ cycleId, binId, round, reason, detail, createdAt: ctx.at }).onConflictDoNothing();
  return true;
}

/**
 * A unit counted in this count and in another bin's closed count of its current round, with no
 * movement of the unit between the two counts to explain it.
 */
async function unitsCountedTwice(tx: Database, count: { id: string; cycleId: string; binId: string; closedAt: Date }) {
  const closedAt = count.closedAt.toISOString();
  const mine = tx
    .select({ itemId: countingEntries.itemId })
    .from(countingEntries)
    .where(and(eq(countingEntries.binCountId, count.id), isNull(countingEntries.voidedAt), isNotNull(countingEntries.itemId)));
  return tx
    .selectDistinct({ itemId: countingEntries.itemId, binId: countingEntries.binId, code: countingEntries.code })
    .from(countingEntries)
    .innerJoin(countingBinCounts, eq(countingBinCounts.id, countingEntries.binCountId))
    .innerJoin(countingBins, and(eq(countingBins.cycleId, countingBinCounts.cycleId), eq(countingBins.binId, countingBinCounts.binId), eq(countingBins.round, countingBinCounts.round)))
    .where(
      and(
        eq(countingEntries.cycleId, count.cycleId),
        ne(countingEntries.binId, count.binId),
        isNull(countingEntries.voidedAt),
        isNotNull(countingBinCounts.closedAt),
        inArray(countingEntries.itemId, mine),
        sql`not exists (select 1 from ${movements} where ${movements.itemId} = ${countingEntries.itemId}
          and ${movements.at} > least(${countingBinCounts.closedAt}, ${closedAt}::timestamptz)
          and ${movements.at} <= greatest(${countingBinCounts.closedAt}, ${closedAt}::timestamptz))`,
      ),
    );
}

/**
 * The counter is done with the bin. The count is compared with every other closed count of the bin's
 * current round and with the other bins' counts of the units it holds; a disagreement opens a recount.
 * The same rules run whichever device's close arrives first, so the merged result does not depend on
 * the order devices come back online.
 */
async function closeBin(tx: Database, ctx: ApplyContext, payload: CloseBin) {
  await countableCycle(tx, ctx, payload.cycleId);
  const closedAt = new Date(payload.closedAt);
  // One close at a time per bin: two devices closing the same bin must see each other's count.
  const [bin] = await tx
    .select({ round: countingBins.round })
    .from(countingBins)
    .where(and(eq(countingBins.cycleId, payload.cycleId), eq(countingBins.binId, payload.binId)))
    .for('update');
  if (!bin) throw rejected('bin-not-in-cycle', 'This bin is not part of the counting cycle.');
  const count = await openCount(tx, ctx, payload, closedAt);
  await holdBinCount(tx, ctx, count);
  if (count.closedAt) return { binId: payload.binId, round: bin.round, recount: false };
  await tx.update(countingBinCounts).set({ closedAt }).where(eq(countingBinCounts.id, count.id));
  // A count of an earlier round arrives after a recount was ordered: kept for audit, it decides nothing.
  if (count.round < bin.round) return { binId: payload.binId, round: bin.round, recount: true, superseded: true };

  await tx
    .update(countingRecounts)
    .set({ status: 'done', doneAt: ctx.at })
    .where(and(eq(countingRecounts.cycleId, payload.cycleId), eq(countingRecounts.binId, payload.binId), eq(countingRecounts.round, count.round), eq(countingRecounts.status, 'open')));

  const others = await tx
    .select({ id: countingBinCounts.id, device: countingBinCounts.device, userId: countingBinCounts.userId })
    .from(countingBinCounts)
    .where(
      and(
        eq(countingBinCounts.cycleId, payload.cycleId),
        eq(countingBinCounts.binId, payload.binId),
        eq(countingBinCounts.round, count.round),
        isNotNull(countingBinCounts.closedAt),
        ne(countingBinCounts.id, count.id),
      ),
    );
  const results = await resultOf(tx, [count.id, ...others.map((other) => other.id)]);
  const mine = results.get(count.id) ?? new Map<string, number>();
  const differing = others.filter((other) => !sameResult(mine, results.get(other.id) ?? new Map()));
  let recount = false;
  if (differing.length > 0) {
    const counts = [count, ...differing].map((c) => ({ binCountId: c.id, device: c.device, userId: c.userId, units: sum(results.get(c.id)) }));
    recount = await orderRecount(tx, ctx, payload.cycleId, payload.binId, 'counts-differ', { counts });
  }

  const twice = await unitsCountedTwice(tx, { ...count, closedAt });
  for (const unit of twice) {
    const detail = { itemId: unit.itemId, code: unit.code, binIds: [payload.binId, unit.binId] };
    const here = await orderRecount(tx, ctx, payload.cycleId, payload.binId, 'serial-in-two-bins', detail);
    const there = await orderRecount(tx, ctx, payload.cycleId, unit.binId, 'serial-in-two-bins', detail);
    recount ||= here || there;
  }
  return { binId: payload.binId, round: count.round, recount };
}

const sum = (result: ReadonlyMap<string, number> | undefined) => [...(result?.values() ?? [])].reduce((a, b) => a + b, 0);

/** One scan of a count (COUNTING_ITEMS), online or queued offline; never refused for what it found. */
export const countEntry = handleMutation(COUNT_ENTRY, {
  apply: recordEntry,
});

/** The counter takes an entry back while the bin is open; the entry stays, void, for audit. */
export const voidEntry = handleMutation(VOID_ENTRY, {
  async apply(tx, ctx, { cycleId, entryId }) {
    await countableCycle(tx, ctx, cycleId);
    const [entry] = await tx
      .select({ id: countingEntries.id, closedAt: countingBinCounts.closedAt, count: { id: countingBinCounts.id, cycleId: countingBinCounts.cycleId, binId: countingBinCounts.binId, userId: countingBinCounts.userId } })
      .from(countingEntries)
      .innerJoin(countingBinCounts, eq(countingBinCounts.id, countingEntries.binCountId))
      .where(and(eq(countingEntries.id, entryId), eq(countingEntries.cycleId, cycleId)))
      .for('update', { of: countingEntries });
    // Its record never reached the server (refused and discarded): nothing to take back.
    if (!entry) return { voided: false };
    await holdBinCount(tx, ctx, entry.count);
    if (entry.closedAt) throw rejected('count-closed', 'The bin was closed with this entry; ask for a recount of the bin instead.');
    await tx.update(countingEntries).set({ voidedAt: ctx.at }).where(eq(countingEntries.id, entryId));
    return { voided: true };
  },
});

/** The counter closes a bin (COUNTING_ITEMS); the answer says whether the bin must be counted again. */
export const closeBinCount = handleMutation(CLOSE_BIN, {
  apply: closeBin,
});
