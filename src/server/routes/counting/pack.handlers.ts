import { and, asc, eq, sql } from 'drizzle-orm';
import type { CountingPack } from '../../../domain/counting/pack';
import { skuOutOfScope } from '../../../domain/counting/scope';
import { COUNTED_ITEM_STATUSES } from '../../../domain/counting/statuses';
import { countingCycleStates } from '../../../domain/states/counting-cycle-states';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { countingBins, countingRecounts, countingSnapshot } from '../../db/schema/counting';
import { bins, movements, skuBarcodes, skus, zones } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { ok } from '../../lib/respond';
import { requireWork } from '../../lib/transition';
import { cycleForCounter } from './counter-access';

const counted = new Set<string>(COUNTED_ITEM_STATUSES);

/**
 * The handheld's download: bins in walking order with their rounds and recount tasks, every active
 * SKU with its barcodes, and (unless blind) where each unit of the scope is now. Only counters of the
 * cycle (any counter when none is assigned, and supervisors who may complete it) get it.
 */
export async function countingPack(c: AppContext, _body: undefined, _query: undefined, { countingId }: { countingId: string }) {
  const auth = authOf(c);
  const { db } = c.get('deps');
  const cycle = await cycleForCounter(c, countingId);
  requireWork(countingCycleStates, { number: cycle.number, state: cycle.status }, 'count');
  if (!cycle.startedAt) throw new Error(`counting cycle ${cycle.number} is in progress without a start`);

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

