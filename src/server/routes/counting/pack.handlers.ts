import { and, asc, eq, sql } from 'drizzle-orm';
import type { CountingPack } from '../../../domain/counting/pack';
import { hasPermission } from '../../../domain/permissions';
import { skuOutOfScope } from '../../../domain/counting/scope';
import { COUNTED_ITEM_STATUSES } from '../../../domain/counting/statuses';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import {
  countingBins, countingCounters, countingCycles, countingRecounts, countingSnapshot,
} from '../../db/schema/counting';
import { bins, movements, skuBarcodes, skus, zones } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';

const counted = new Set<string>(COUNTED_ITEM_STATUSES);

/**
 * The handheld's download: bins in walking order with their rounds and recount tasks, every active
 * SKU with its barcodes, and (unless blind) where each unit of the scope is now. Only counters of the
 * cycle (any counter when none is assigned, and supervisors who may complete it) get it.
 */
export async function countingPack(c: AppContext, _body: undefined, _query: undefined, { countingId }: { countingId: string }) {
  const auth = authOf(c);
  const { db } = c.get('deps');
  const [cycle] = await db
    .select({
      id: countingCycles.id,
      number: countingCycles.number,
      name: countingCycles.name,
      mode: countingCycles.mode,
      blind: countingCycles.blind,
      status: countingCycles.status,
      scope: countingCycles.scope,
      startedAt: countingCycles.startedAt,
      assigned: sql<boolean>`exists (select 1 from ${countingCounters} where ${countingCounters.cycleId} = "counting_cycles"."id" and ${countingCounters.userId} = ${auth.user.id})`,
      counters: sql<number>`(select count(*)::int from ${countingCounters} where ${countingCounters.cycleId} = "counting_cycles"."id")`,
    })
    .from(countingCycles)
    .where(and(eq(countingCycles.id, countingId), eq(countingCycles.companyId, auth.companyId)));
  if (!cycle) throw new AppError(404, 'This counting cycle does not exist.');
  if (cycle.counters > 0 && !cycle.assigned && !hasPermission(auth.grants, 'COUNTING_CYCLE_COMPLETE')) {
    throw new AppError(403, `You are not among the counters of ${cycle.number}.`);
  }
  if (cycle.status !== 'in_progress' || !cycle.startedAt) {
    throw new AppError(409, `Counting cycle ${cycle.number} is ${cycle.status}; only a cycle in progress can be counted.`, { state: cycle.status });
  }

  const [binRows, skuRows] = await Promise.all([
    db
      .select({
        id: bins.id,
        code: bins.code,
        zone: zones.code,
        round: countingBins.round,
        recount: sql<boolean>`exists (select 1 from ${countingRecounts} where ${countingRecounts.cycleId} = ${countingBins.cycleId}
          and ${countingRecounts.binId} = ${countingBins.binId} and ${countingRecounts.status} = 'open')`,
      })
      .from(countingBins)
      .innerJoin(bins, eq(bins.id, countingBins.binId))
      .innerJoin(zones, eq(zones.id, bins.zoneId))
      .where(eq(countingBins.cycleId, cycle.id))
      .orderBy(asc(zones.code), asc(bins.pickSequence), asc(bins.code)),
    db
      .select({ id: skus.id, code: skus.code, description: skus.description, clientId: skus.clientId, serialised: skus.serialised })
      .from(skus)
      .where(and(eq(skus.companyId, auth.companyId), eq(skus.active, true)))
      .orderBy(asc(skus.code)),
  ]);
  const barcodes = await db
    .select({ skuId: skuBarcodes.skuId, barcode: skuBarcodes.barcode })
    .from(skuBarcodes)
    .innerJoin(skus, eq(skus.id, skuBarcodes.skuId))
    .where(and(eq(skus.companyId, auth.companyId), eq(skus.active, true)));
  const bySku = new Map<string, string[]>();
  for (const row of barcodes) bySku.set(row.skuId, [...(bySku.get(row.skuId) ?? []), row.barcode]);

  const pack: CountingPack = {
    cycle: { id: cycle.id, number: cycle.number, name: cycle.name, mode: cycle.mode, blind: cycle.blind, status: cycle.status },
    bins: binRows,
    skus: skuRows.map((sku) => ({ ...sku, barcodes: bySku.get(sku.id) ?? [], inScope: skuOutOfScope(cycle.scope, cycle.mode, sku) === null })),
    expected: cycle.blind ? null : await expectedNow(c, cycle.id, cycle.startedAt, new Set(binRows.map((bin) => bin.id))),
    downloadedAt: new Date().toISOString(),
  };
  return ok(c, pack);
}

/** The snapshot with what moved since the start: a unit that moved is where the ledger put it now. */
async function expectedNow(c: AppContext, cycleId: string, startedAt: Date, cycleBins: ReadonlySet<string>) {
  const { db } = c.get('deps');
  const rows = await db
    .select({
      itemId: countingSnapshot.itemId,
      wmsNumber: countingSnapshot.wmsNumber,
      serial: countingSnapshot.serial,
      skuId: countingSnapshot.skuId,
      binId: countingSnapshot.binId,
      quantity: countingSnapshot.quantity,
      moved: sql<boolean>`exists (select 1 from ${movements} where ${movements.itemId} = ${countingSnapshot.itemId} and ${movements.at} > ${startedAt.toISOString()}::timestamptz)`,
      nowBinId: items.binId,
      nowStatus: items.status,
      nowQuantity: items.quantity,
    })
    .from(countingSnapshot)
    .leftJoin(items, eq(items.id, countingSnapshot.itemId))
    .where(eq(countingSnapshot.cycleId, cycleId));
  const expected: NonNullable<CountingPack['expected']> = [];
  for (const row of rows) {
    const { moved, nowBinId, nowStatus, nowQuantity, ...unit } = row;
    if (!moved) {
      expected.push(unit);
      continue;
    }
    if (nowBinId && nowStatus && counted.has(nowStatus) && cycleBins.has(nowBinId)) expected.push({ ...unit, binId: nowBinId, quantity: nowQuantity ?? unit.quantity });
  }
  return expected;
}

