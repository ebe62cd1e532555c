import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ShortReason } from '../../../domain/orders/statuses';
import type { Database } from '../../db/client';
import { insertJsonRows } from '../../db/json-rows';
import { bins } from '../../db/schema/master';
import { orderAllocations, orderLines, pickTasks } from '../../db/schema/orders';
import { items } from '../../db/schema/receiving';
import { heldSql } from '../../ledger/holds';
import { type ItemState, type Why, changeItems } from '../../ledger/item-writes';
import type { Actor } from '../../ledger/ledger-actor';
import { splitItems } from '../../ledger/split-item';
import { nextNumbers } from '../../settings/sequences';
import { mergeReleasedParts } from './merge-parts';

/*
 * Allocation (ADR 0028): reserves available, inventory units of the order's client for its lines, the
 * named unit when a line names one, else by lot expiry (FEFO; units without a lot or expiry last) then
 * receipt (FIFO). Never units in a blocked bin, in the job center (qc, repair, clean), scrapped or
 * non-inventory: only `available` + inventory units qualify. Candidates are locked FOR UPDATE SKIP
 * LOCKED, so two allocations running at once each take units the other did not lock (and wait a little
 * for units the other holds only to split them), and the status
 * change to `allocated` goes through the ledger's item writer in the same transaction.
 */

export interface AllocatingOrder {
  id: string;
  number: string;
  /** Null for a recycler's order (ADR 0034): its lines name its scrap list's units, of any client. */
  clientId: string | null;
}

type Candidate = ItemState & { wmsNumber: string };

const candidateColumns = {
  id: items.id,
  wmsNumber: items.wmsNumber,
  skuId: items.skuId,
  quantity: items.quantity,
  status: items.status,
  binId: items.binId,
  containerId: items.containerId,
  lotNumber: items.lotNumber,
  inventory: items.inventory,
  blocked: bins.blocked,
};

// A unit on a scrap list (ledger/holds) stays out, whatever its status.
const eligible = sql`${items.status} = 'available' and ${items.inventory} and ${bins.blocked} is not true and not ${heldSql(items.id)}`;

interface LineNeed {
  id: string;
  orderId: string;
  skuId: string;
  need: number;
  lotNumber: string | null;
  unit: string | null;
}

/**
 * The unit a line names, by WMS number or serial, locked; with why it cannot be taken when it cannot.
 * A unit the order's own scrap list holds is not held from that order (ledger/holds).
 */
async function namedUnit(tx: Database, companyId: string, order: AllocatingOrder, line: LineNeed): Promise<{ unit: Candidate | null; short: ShortReason | null }> {
  const key = line.unit!.toLowerCase();
  const [row] = await tx
    .select({ ...candidateColumns, held: heldSql(items.id, order.id).mapWith(Boolean) })
    .from(items)
    .leftJoin(bins, eq(bins.id, items.binId))
    .where(and(eq(items.companyId, companyId), order.clientId === null ? undefined : eq(items.clientId, order.clientId), eq(items.skuId, line.skuId), sql`(lower(${items.wmsNumber}) = ${key} or lower(${items.serial}) = ${key})`))
    .orderBy(sql`${items.status} = 'available' desc`)
    .limit(1)
    .for('update', { of: items });
  if (!row) return { unit: null, short: 'unit-not-found' };
  const usable = row.status === 'available' && !row.held && row.inventory && row.blocked !== true && (line.lotNumber === null || row.lotNumber?.toLowerCase() === line.lotNumber.toLowerCase());
  return usable ? { unit: row, short: null } : { unit: null, short: 'unit-unavailable' };
}

/** The units of one SKU (and lot) an order of `clientId` may take, outside `excludeBinId`. */
function freeWhere(companyId: string, clientId: string, skuId: string, lotNumber: string | null, excludeBinId: string | null) {
  return and(eq(items.skuId, skuId), eq(items.companyId, companyId), eq(items.clientId, clientId), eligible, lotNumber === null ? undefined : sql`lower(${items.lotNumber}) = ${lotNumber.toLowerCase()}`, excludeBinId === null ? undefined : sql`${items.binId} is distinct from ${excludeBinId}`);
}

/** Up to `limit` units' worth of candidates of one SKU (and lot) in FEFO/FIFO order that no other transaction holds, outside `excludeBinId`. */
async function freeUnits(tx: Database, companyId: string, clientId: string | null, skuId: string, lotNumber: string | null, limit: number, excludeBinId: string | null): Promise<Candidate[]> {
  // A client-less order takes only the units its lines name: no one's stock is free for it.
  if (clientId === null) return [];
  return tx
    .select(candidateColumns)
    .from(items)
    .leftJoin(bins, eq(bins.id, items.binId))
    .where(freeWhere(companyId, clientId, skuId, lotNumber, excludeBinId))
    .orderBy(sql`${items.expiry} asc nulls last`, asc(items.receiptAt), asc(items.id))
    .limit(Math.min(limit, 5000))
    .for('update', { of: items, skipLocked: true });
}

/*
 * How long a round that found every free unit locked waits for them, and how often it looks again.
 * Another allocation splitting a bulk unit holds it for milliseconds and leaves the rest available, so
 * an order that gave up at once would be short of stock that is there. It looks again instead of
 * waiting on the row lock: a lock wait could close a cycle with a transaction that holds those units
 * and waits for this one's numbering row, and the database would then abort one of the two.
 */
const LOCKED_WAIT_MS = 5000;
const LOCKED_POLL_MS = 20;

/** Whether units of the SKU that the last skip-locked query passed over are still free (another transaction holds them). */
async function lockedByOthers(tx: Database, companyId: string, clientId: string | null, skuId: string, lotNumber: string | null, excludeBinId: string | null): Promise<boolean> {
  if (clientId === null) return false;
  const [row] = await tx.select({ id: items.id }).from(items).leftJoin(bins, eq(bins.id, items.binId)).where(freeWhere(companyId, clientId, skuId, lotNumber, excludeBinId)).limit(1);
  return row !== undefined;
}

/** What one round takes: whole units, and parts to split off units larger than a line's need. */
interface Round {
  taken: { line: LineNeed; item: ItemState }[];
  splits: { line: LineNeed; item: ItemState; quantity: number }[];
}

/**
 * Hands candidates to lines in order, each line as many units as it misses: a unit larger than what
 * is left of a line gives it a part (split off), and what remains of it serves the next line.
 */
function assign(lines: readonly LineNeed[], candidates: readonly Candidate[], left: Map<string, number>): Round {
  const round: Round = { taken: [], splits: [] };
  const pool = candidates.map((item) => ({ item, remaining: item.quantity }));
  let head = 0;
  for (const line of lines) {
    let need = left.get(line.id) ?? 0;
    while (need > 0 && head < pool.length) {
      const unit = pool[head]!;
      if (unit.remaining <= need) {
        need -= unit.remaining;
        round.taken.push({ line, item: { ...unit.item, quantity: unit.remaining } });
        head += 1;
      } else {
        round.splits.push({ line, item: unit.item, quantity: need });
        unit.remaining -= need;
        need = 0;
      }
    }
    left.set(line.id, need);
  }
  return round;
}

/** The columns an allocation row is written with (its id made here, so the insert need not answer it). */
const ALLOCATION_COLUMNS = { id: 'uuid', order_id: 'uuid', line_id: 'uuid', item_id: 'uuid', quantity: 'integer', split_from_item_id: 'uuid' };

const whyOf = (order: AllocatingOrder): Why => ({ reference: { type: 'order', id: order.number }, sapStatus: 'not-required' });

/**
 * Reserves what a round took: the parts split off first (one bulk), then every unit turned allocated
 * through the ledger's item writer and held in order_allocations, at once, so the next query of this
 * transaction no longer sees them as available.
 */
async function reserve(tx: Database, actor: Actor, ordersById: ReadonlyMap<string, AllocatingOrder>, round: Round): Promise<string[]> {
  const numbers = round.splits.length > 0 ? await nextNumbers(tx, actor.companyId, 'wms-number', round.splits.length, actor.at) : [];
  const parts = await splitItems(
    tx,
    actor,
    round.splits.map((split, n) => ({ item: split.item, quantity: split.quantity, part: { id: randomUUID(), wmsNumber: numbers[n]! }, ...whyOf(ordersById.get(split.line.orderId)!) })),
  );
  const held = [...round.taken.map((taken) => ({ ...taken, splitFrom: null })), ...round.splits.map(({ line, item }, n) => ({ line, item: parts[n]!, splitFrom: item.id }))];
  if (held.length === 0) return [];
  await changeItems(tx, actor, 'status', held.map(({ line, item }) => ({ item, to: { status: 'allocated' }, ...whyOf(ordersById.get(line.orderId)!) })));
  const rows = held.map(({ line, item, splitFrom }) => ({
    id: randomUUID(), order_id: line.orderId, line_id: line.id, item_id: item.id, quantity: item.quantity, split_from_item_id: splitFrom ?? undefined,
  }));
  await tx.execute(insertJsonRows(orderAllocations, rows, ALLOCATION_COLUMNS, { allocated_at: sql`${actor.at.toISOString()}::timestamptz` }));
  return rows.map((row) => row.id);
}

/** A line naming one unit: that unit or nothing, with why. */
async function allocateNamed(tx: Database, actor: Actor, order: AllocatingOrder, line: LineNeed, made: string[]): Promise<ShortReason | null> {
  const named = await namedUnit(tx, actor.companyId, order, line);
  if (!named.unit) return named.short;
  const left = new Map([[line.id, line.need]]);
  made.push(...(await reserve(tx, actor, new Map([[order.id, order]]), assign([line], [named.unit], left))));
  return (left.get(line.id) ?? 0) > 0 ? 'unit-unavailable' : null;
}

/** Which lines an allocation fills, and from where not. */
interface AllocateScope {
  /** Only these lines (a short pick's); all lines of the orders when absent. */
  lineIds?: readonly string[];
  /** Never from this bin (the one a picker found short). */
  excludeBinId?: string | null;
}

interface Allocated {
  /** The orders whose every line now holds all its units. */
  complete: Set<string>;
  /** Why each line filled is still short (null: it is not). */
  shorts: Map<string, ShortReason | null>;
  /** The allocations made. */
  allocationIds: string[];
}

/**
 * Allocates what the orders' lines still miss, the orders in the order given (the first served first
 * when stock runs short), in few statements however many orders: the lines of one SKU (and lot) share
 * one candidate query a round (ADR 0028). Answers the ids of the orders whose every line now holds all
 * its units.
 */
export async function allocateOrders(tx: Database, actor: Actor, list: readonly AllocatingOrder[], scope: AllocateScope = {}): Promise<Allocated> {
  const made: string[] = [];
  if (list.length === 0) return { complete: new Set(), shorts: new Map(), allocationIds: made };
  const ordersById = new Map(list.map((order) => [order.id, order]));
  const rank = new Map(list.map((order, n) => [order.id, n]));
  const rows = await tx
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      position: orderLines.position,
      skuId: orderLines.skuId,
      quantity: orderLines.quantity,
      lotNumber: orderLines.lotNumber,
      unit: orderLines.unit,
      held: sql<number>`cast(coalesce((select sum(${orderAllocations.quantity}) from ${orderAllocations} where ${orderAllocations.lineId} = ${orderLines.id}), 0) as integer)`,
    })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, [...ordersById.keys()]), scope.lineIds ? inArray(orderLines.id, [...scope.lineIds]) : undefined));
  rows.sort((a, b) => rank.get(a.orderId)! - rank.get(b.orderId)! || a.position - b.position);
  const shorts = new Map<string, ShortReason | null>();
  const groups = new Map<string, LineNeed[]>();
  for (const row of rows) {
    const line: LineNeed = { ...row, need: row.quantity - row.held };
    if (line.need <= 0) continue;
    if (line.unit) {
      shorts.set(line.id, await allocateNamed(tx, actor, ordersById.get(line.orderId)!, line, made));
      continue;
    }
    const key = `${ordersById.get(line.orderId)!.clientId} ${line.skuId} ${line.lotNumber?.toLowerCase() ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  for (const lines of groups.values()) {
    const [first] = lines;
    const clientId = ordersById.get(first!.orderId)!.clientId;
    const left = new Map(lines.map((line) => [line.id, line.need]));
    const waitUntil = Date.now() + LOCKED_WAIT_MS;
    for (;;) {
      const open = lines.filter((line) => left.get(line.id)! > 0);
      const missing = open.reduce((sum, line) => sum + left.get(line.id)!, 0);
      if (missing === 0) break;
      const candidates = await freeUnits(tx, actor.companyId, clientId, first!.skuId, first!.lotNumber, missing, scope.excludeBinId ?? null);
      if (candidates.length === 0) {
        if (Date.now() >= waitUntil || !(await lockedByOthers(tx, actor.companyId, clientId, first!.skuId, first!.lotNumber, scope.excludeBinId ?? null))) break;
        await new Promise((resolve) => setTimeout(resolve, LOCKED_POLL_MS));
        continue;
      }
      made.push(...(await reserve(tx, actor, ordersById, assign(open, candidates, left))));
    }
    for (const line of lines) shorts.set(line.id, left.get(line.id)! > 0 ? 'no-stock' : null);
  }
  const byReason = new Map<ShortReason | null, string[]>();
  for (const [lineId, short] of shorts) byReason.set(short, [...(byReason.get(short) ?? []), lineId]);
  for (const [short, ids] of byReason) await tx.update(orderLines).set({ shortReason: short }).where(inArray(orderLines.id, ids));
  const shortOrders = new Set(rows.filter((row) => shorts.get(row.id)).map((row) => row.orderId));
  return { complete: new Set(list.filter((order) => !shortOrders.has(order.id)).map((order) => order.id)), shorts, allocationIds: made };
}

/** Allocates what the order's lines still miss; answers whether every line now holds all its units. */
export async function allocateOrder(tx: Database, actor: Actor, order: AllocatingOrder): Promise<boolean> {
  return (await allocateOrders(tx, actor, [order])).complete.has(order.id);
}

/**
 * Allocates what one line misses after units it held were taken off it (a short pick), never from
 * `excludeBinId` (the bin found short); the line keeps why it is still short. Answers the new allocations.
 */
export async function reallocateLine(tx: Database, actor: Actor, order: AllocatingOrder, lineId: string, excludeBinId: string | null): Promise<{ short: ShortReason | null; allocationIds: string[] }> {
  const { shorts, allocationIds } = await allocateOrders(tx, actor, [order], { lineIds: [lineId], excludeBinId });
  return { short: shorts.get(lineId) ?? null, allocationIds };
}

/**
 * Gives every unit the order holds and has not picked back to stock (allocated → available); no line is
 * short any more. The parts allocation split off go back into their origins where they still can.
 */
export async function releaseOrder(tx: Database, actor: Actor, order: { id: string; number: string }): Promise<number> {
  const held = await tx
    .select({ allocationId: orderAllocations.id, pickTaskId: orderAllocations.pickTaskId, splitFrom: orderAllocations.splitFromItemId, ...candidateColumns })
    .from(orderAllocations)
    .innerJoin(items, eq(items.id, orderAllocations.itemId))
    .leftJoin(bins, eq(bins.id, items.binId))
    .where(and(eq(orderAllocations.orderId, order.id), eq(items.status, 'allocated')))
    .for('update', { of: items });
  await tx.update(orderLines).set({ shortReason: null }).where(eq(orderLines.orderId, order.id));
  if (held.length === 0) return 0;
  const why: Why = { reference: { type: 'order', id: order.number }, sapStatus: 'not-required' };
  await changeItems(tx, actor, 'status', held.map((item) => ({ item, to: { status: 'available' }, ...why })));
  await tx.delete(orderAllocations).where(inArray(orderAllocations.id, held.map((row) => row.allocationId)));
  await shrinkTasks(tx, actor, held);
  await mergeReleasedParts(tx, actor, held.flatMap(({ splitFrom, ...item }) => (splitFrom ? [{ item: { ...item, status: 'available' as const }, splitFrom }] : [])), why);
  return held.length;
}

/**
 * Pick tasks no longer ask for units given back: each asks for that many fewer, closes when nothing of
 * it is left to pick, and goes when it asked for nothing else (no pick or short pick names it). The
 * caller holds the batch's lock (taken before the order's, as picks take them).
 */
async function shrinkTasks(tx: Database, actor: Actor, released: readonly { pickTaskId: string | null; quantity: number }[]): Promise<void> {
  const less = new Map<string, number>();
  for (const row of released) if (row.pickTaskId) less.set(row.pickTaskId, (less.get(row.pickTaskId) ?? 0) + row.quantity);
  for (const [taskId, quantity] of less) {
    const [task] = await tx.select({ quantity: pickTasks.quantity, picked: pickTasks.picked, short: pickTasks.short }).from(pickTasks).where(eq(pickTasks.id, taskId)).for('update');
    if (!task) continue;
    const left = task.quantity - quantity;
    if (left === 0) {
      await tx.delete(pickTasks).where(eq(pickTasks.id, taskId));
      continue;
    }
    const status = task.picked + task.short < left ? 'open' : task.short > 0 ? 'short' : 'done';
    await tx.update(pickTasks).set({ quantity: left, status, updatedAt: actor.at }).where(eq(pickTasks.id, taskId));
  }
}
