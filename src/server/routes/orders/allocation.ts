import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ShortReason } from '../../../domain/orders/statuses';
import type { Database } from '../../db/client';
import { bins } from '../../db/schema/master';
import { orderAllocations, orderLines } from '../../db/schema/orders';
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

/** Up to `need` units' worth of candidates in FEFO/FIFO order that no other transaction holds. */
async function freeUnits(tx: Database, companyId: string, clientId: string, line: LineNeed): Promise<Candidate[]> {
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
async function reserve(tx: Database, actor: Actor, why: Why, orderId: string, taken: readonly Taken[]): Promise<void> {
  if (taken.length === 0) return;
  const changes: ItemChange[] = taken.map(({ item }) => ({ item, to: { status: 'allocated' }, ...why }));
  await changeItems(tx, actor, 'status', changes);
  await tx.insert(orderAllocations).values(taken.map(({ lineId, item }) => ({ orderId, lineId, itemId: item.id, quantity: item.quantity, allocatedAt: actor.at })));
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

/** Allocates what the order's lines still miss; answers whether every line now holds all its units. */
export async function allocateOrder(tx: Database, actor: Actor, order: AllocatingOrder): Promise<boolean> {
  const lines = await tx
    .select({
      id: orderLines.id,
      skuId: orderLines.skuId,
      quantity: orderLines.quantity,
      lotNumber: orderLines.lotNumber,
      unit: orderLines.unit,
      held: sql<number>`cast(coalesce((select sum(${orderAllocations.quantity}) from ${orderAllocations} where ${orderAllocations.lineId} = ${orderLines.id}), 0) as integer)`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const why: Why = { reference: { type: 'order', id: order.number }, sapStatus: 'not-required' };
  const shorts = new Map<string, ShortReason | null>();
  for (const row of lines) {
    const line: LineNeed = { ...row, need: row.quantity - row.held };
    if (line.need <= 0) continue;
    let short: ShortReason | null = null;
    let got = 0;
    if (line.unit) {
      const named = await namedUnit(tx, actor.companyId, order.clientId, line);
      short = named.short;
      if (named.unit) {
        const round = await take(tx, actor, why, line, [named.unit]);
        await reserve(tx, actor, why, order.id, round.taken);
        got = round.count;
      }
      if (!short && got < line.need) short = 'unit-unavailable';
    } else {
      while (got < line.need) {
        const candidates = await freeUnits(tx, actor.companyId, order.clientId, { ...line, need: line.need - got });
        if (candidates.length === 0) break;
        const round = await take(tx, actor, why, { ...line, need: line.need - got }, candidates);
        await reserve(tx, actor, why, order.id, round.taken);
        got += round.count;
      }
      if (got < line.need) short = 'no-stock';
    }
    shorts.set(line.id, short);
  }
  for (const [lineId, short] of shorts) await tx.update(orderLines).set({ shortReason: short }).where(eq(orderLines.id, lineId));
  return [...shorts.values()].every((short) => short === null);
}

/** Gives every unit the order holds and has not picked back to stock (allocated → available); no line is short any more. */
export async function releaseOrder(tx: Database, actor: Actor, order: { id: string; number: string }): Promise<number> {
  const held = await tx
    .select({ allocationId: orderAllocations.id, ...candidateColumns })
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
  return held.length;
}
