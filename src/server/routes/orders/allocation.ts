import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ShortReason } from '../../../domain/orders/statuses';
import type { Database } from '../../db/client';
import { bins } from '../../db/schema/master';
import { orderAllocations, orderLines, pickTasks } from '../../db/schema/orders';
import { items } from '../../db/schema/receiving';
import { type ItemChange, type ItemState, type Why, changeItems } from '../../ledger/item-writes';
import type { Actor } from '../../ledger/ledger-actor';
import { splitItem } from '../../ledger/split-item';
import { nextNumbers } from '../../settings/sequences';

/*
 * Allocation (ADR 0028): reserves available, inventory units of the order's client for its lines, the
 * named unit when a line names one, else by lot expiry (FEFO; units without a lot or expiry last) then
 * receipt (FIFO). Never units in a blocked bin, in the job center (qc, repair, clean), scrapped or
 * non-inventory: only `available` + inventory units qualify. Candidates are locked FOR UPDATE SKIP
 * LOCKED, so two allocations running at once each take units the other did not lock, and the status
 * change to `allocated` goes through the ledger's item writer in the same transaction.
 */

export interface AllocatingOrder {
  id: string;
  number: string;
  clientId: string;
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

const eligible = sql`${items.status} = 'available' and ${items.inventory} and ${bins.blocked} is not true`;

interface LineNeed {
  id: string;
  skuId: string;
  need: number;
  lotNumber: string | null;
  unit: string | null;
}

/** The unit a line names, by WMS number or serial, locked; with why it cannot be taken when it cannot. */
async function namedUnit(tx: Database, companyId: string, clientId: string, line: LineNeed): Promise<{ unit: Candidate | null; short: ShortReason | null }> {
  const key = line.unit!.toLowerCase();
  const [row] = await tx
    .select(candidateColumns)
    .from(items)
    .leftJoin(bins, eq(bins.id, items.binId))
    .where(and(eq(items.companyId, companyId), eq(items.clientId, clientId), eq(items.skuId, line.skuId), sql`(lower(${items.wmsNumber}) = ${key} or lower(${items.serial}) = ${key})`))
    .orderBy(sql`${items.status} = 'available' desc`)
    .limit(1)
    .for('update', { of: items });
  if (!row) return { unit: null, short: 'unit-not-found' };
  const usable = row.status === 'available' && row.inventory && row.blocked !== true && (line.lotNumber === null || row.lotNumber?.toLowerCase() === line.lotNumber.toLowerCase());
  return usable ? { unit: row, short: null } : { unit: null, short: 'unit-unavailable' };
}

/** Up to `need` units' worth of candidates in FEFO/FIFO order that no other transaction holds, outside `excludeBinId`. */
async function freeUnits(tx: Database, companyId: string, clientId: string, line: LineNeed, excludeBinId: string | null): Promise<Candidate[]> {
  return tx
    .select(candidateColumns)
    .from(items)
    .leftJoin(bins, eq(bins.id, items.binId))
    .where(
      and(
        eq(items.skuId, line.skuId),
        eq(items.companyId, companyId),
        eq(items.clientId, clientId),
        eligible,
        line.lotNumber === null ? undefined : sql`lower(${items.lotNumber}) = ${line.lotNumber.toLowerCase()}`,
        excludeBinId === null ? undefined : sql`${items.binId} is distinct from ${excludeBinId}`,
      ),
    )
    .orderBy(sql`${items.expiry} asc nulls last`, asc(items.receiptAt), asc(items.id))
    .limit(Math.min(line.need, 5000))
    .for('update', { of: items, skipLocked: true });
}

interface Taken {
  lineId: string;
  item: ItemState;
}

/**
 * Reserves units for a line: allocated through the ledger's item writer and held in order_allocations,
 * at once, so the next query of this transaction (the line's next round, the next line) no longer sees
 * them as available.
 */
async function reserve(tx: Database, actor: Actor, why: Why, orderId: string, taken: readonly Taken[]): Promise<string[]> {
  if (taken.length === 0) return [];
  const changes: ItemChange[] = taken.map(({ item }) => ({ item, to: { status: 'allocated' }, ...why }));
  await changeItems(tx, actor, 'status', changes);
  const rows = await tx
    .insert(orderAllocations)
    .values(taken.map(({ lineId, item }) => ({ orderId, lineId, itemId: item.id, quantity: item.quantity, allocatedAt: actor.at })))
    .returning({ id: orderAllocations.id });
  return rows.map((row) => row.id);
}

/** Takes `need` units from the candidates; a non-serial item holding more than needed is split first. */
async function take(tx: Database, actor: Actor, why: Why, line: LineNeed, candidates: readonly Candidate[]): Promise<{ taken: Taken[]; count: number }> {
  const taken: Taken[] = [];
  let count = 0;
  for (const unit of candidates) {
    const left = line.need - count;
    if (left <= 0) break;
    if (unit.quantity <= left) {
      taken.push({ lineId: line.id, item: unit });
      count += unit.quantity;
      continue;
    }
    const [wmsNumber] = await nextNumbers(tx, actor.companyId, 'wms-number', 1, actor.at);
    const part = await splitItem(tx, actor, { item: unit, quantity: left, part: { id: randomUUID(), wmsNumber: wmsNumber! }, ...why });
    taken.push({ lineId: line.id, item: part });
    count += left;
  }
  return { taken, count };
}

interface LineRow {
  id: string;
  skuId: string;
  quantity: number;
  lotNumber: string | null;
  unit: string | null;
  held: number;
}

/** The order's lines (or the one line `lineId`) with how many units each holds. */
function linesOf(tx: Database, orderId: string, lineId?: string): Promise<LineRow[]> {
  return tx
    .select({
      id: orderLines.id,
      skuId: orderLines.skuId,
      quantity: orderLines.quantity,
      lotNumber: orderLines.lotNumber,
      unit: orderLines.unit,
      held: sql<number>`cast(coalesce((select sum(${orderAllocations.quantity}) from ${orderAllocations} where ${orderAllocations.lineId} = ${orderLines.id}), 0) as integer)`,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), lineId === undefined ? undefined : eq(orderLines.id, lineId)))
    .orderBy(asc(orderLines.position));
}

interface LineOutcome {
  short: ShortReason | null;
  /** The allocations this round made. */
  allocationIds: string[];
}

/** Reserves what one line misses; its short reason is null when it holds all its units now. */
async function fillLine(tx: Database, actor: Actor, order: AllocatingOrder, row: LineRow, excludeBinId: string | null): Promise<LineOutcome> {
  const why: Why = { reference: { type: 'order', id: order.number }, sapStatus: 'not-required' };
  const line: LineNeed = { ...row, need: row.quantity - row.held };
  const allocationIds: string[] = [];
  let short: ShortReason | null = null;
  let got = 0;
  if (line.unit) {
    const named = await namedUnit(tx, actor.companyId, order.clientId, line);
    short = named.short;
    if (named.unit) {
      const round = await take(tx, actor, why, line, [named.unit]);
      allocationIds.push(...(await reserve(tx, actor, why, order.id, round.taken)));
      got = round.count;
    }
    if (!short && got < line.need) short = 'unit-unavailable';
  } else {
    while (got < line.need) {
      const candidates = await freeUnits(tx, actor.companyId, order.clientId, { ...line, need: line.need - got }, excludeBinId);
      if (candidates.length === 0) break;
      const round = await take(tx, actor, why, { ...line, need: line.need - got }, candidates);
      allocationIds.push(...(await reserve(tx, actor, why, order.id, round.taken)));
      got += round.count;
    }
    if (got < line.need) short = 'no-stock';
  }
  return { short, allocationIds };
}

/** Allocates what the order's lines still miss; answers whether every line now holds all its units. */
export async function allocateOrder(tx: Database, actor: Actor, order: AllocatingOrder): Promise<boolean> {
  const shorts = new Map<string, ShortReason | null>();
  for (const row of await linesOf(tx, order.id)) {
    if (row.quantity - row.held <= 0) continue;
    shorts.set(row.id, (await fillLine(tx, actor, order, row, null)).short);
  }
  for (const [lineId, short] of shorts) await tx.update(orderLines).set({ shortReason: short }).where(eq(orderLines.id, lineId));
  return [...shorts.values()].every((short) => short === null);
}

/**
 * Allocates what one line misses after units it held were taken off it (a short pick), never from
 * `excludeBinId` (the bin found short); the line keeps why it is still short. Answers the new allocations.
 */
export async function reallocateLine(tx: Database, actor: Actor, order: AllocatingOrder, lineId: string, excludeBinId: string | null): Promise<LineOutcome> {
  const [row] = await linesOf(tx, order.id, lineId);
  if (!row || row.quantity - row.held <= 0) return { short: null, allocationIds: [] };
  const outcome = await fillLine(tx, actor, order, row, excludeBinId);
  await tx.update(orderLines).set({ shortReason: outcome.short }).where(eq(orderLines.id, lineId));
  return outcome;
}

/** Gives every unit the order holds and has not picked back to stock (allocated → available); no line is short any more. */
export async function releaseOrder(tx: Database, actor: Actor, order: { id: string; number: string }): Promise<number> {
  const held = await tx
    .select({ allocationId: orderAllocations.id, pickTaskId: orderAllocations.pickTaskId, ...candidateColumns })
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
