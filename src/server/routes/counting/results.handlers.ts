import type { DiscrepancyRow } from '../../../domain/counting/results';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { bins, skus, zones } from '../../db/schema/master';
import { csvResponse } from '../../lib/list';
import { ok } from '../../lib/respond';
import { eq, inArray } from 'drizzle-orm';
import { reconcileCycleCached } from './reconcile-cache';
import type { CycleReconciled } from './reconcile-load';
import { type CycleHeader, type DiscrepancyRecord, describeDiscrepancies, findCycle, progressOf, storedDiscrepancies } from './results-rows';

type Params = { countingId: string };

/**
 * While counting goes on the discrepancies are the live comparison's (`live` when the caller has it
 * already); once completed, the stored ones are read.
 */
async function discrepanciesOf(db: Database, cycle: CycleHeader, live?: CycleReconciled | null): Promise<DiscrepancyRecord[]> {
  if (cycle.status === 'completed') return storedDiscrepancies(db, cycle.id);
  if (cycle.status !== 'in_progress') return [];
  const { result } = live ?? (await reconcileCycleCached(db, cycle));
  return result.discrepancies.map((row) => ({ ...row, id: null, status: 'open' as const, acceptedAt: null }));
}

const TYPE_ORDER = ['missing', 'under', 'over', 'wrong-bin', 'unexpected'];
const binCode = (row: DiscrepancyRow) => row.expectedBin?.code ?? row.countedBin?.code ?? '';
const byPlace = (a: DiscrepancyRow, b: DiscrepancyRow) =>
  binCode(a).localeCompare(binCode(b)) || TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || (a.sku?.code ?? a.code ?? '').localeCompare(b.sku?.code ?? b.code ?? '');

export async function progressHandler(c: AppContext, _body: undefined, _query: undefined, { countingId }: Params) {
  const { db } = c.get('deps');
  const cycle = await findCycle(db, authOf(c).companyId, countingId);
  const discrepancies = await discrepanciesOf(db, cycle);
  return ok(c, await progressOf(db, cycle, discrepancies.length));
}

export async function discrepanciesHandler(c: AppContext, _body: undefined, _query: undefined, { countingId }: Params) {
  const { db } = c.get('deps');
  const cycle = await findCycle(db, authOf(c).companyId, countingId);
  const rows = await describeDiscrepancies(db, await discrepanciesOf(db, cycle));
  return ok(c, { live: cycle.status !== 'completed', rows: rows.sort(byPlace) });
}

/**
 * The cycle's result per counted bin and SKU (or unknown code): expected, counted, difference, the
 * discrepancy types met there and their value. A unit found in the wrong bin shows in both bins.
 */
export async function exportHandler(c: AppContext, _body: undefined, _query: undefined, { countingId }: Params) {
  const { db } = c.get('deps');
  const cycle = await findCycle(db, authOf(c).companyId, countingId);
  const live = cycle.status === 'in_progress' || cycle.status === 'completed' ? await reconcileCycleCached(db, cycle) : null;
  const records = await discrepanciesOf(db, cycle, live);
  const lines = live?.result.lines ?? [];

  const key = (binId: string | null, skuOrCode: string | null) => `${binId ?? ''}|${skuOrCode ?? ''}`;
  const types = new Map<string, Set<string>>();
  const values = new Map<string, number>();
  const mark = (binId: string | null, row: DiscrepancyRecord, value: number | null) => {
    const k = key(binId, row.skuId ?? row.code);
    types.set(k, (types.get(k) ?? new Set()).add(row.type));
    if (value !== null) values.set(k, (values.get(k) ?? 0) + value);
  };
  for (const row of records) {
    // The value lies where the stock changes: where it was missed, or where it turned up.
    const valueAt = row.type === 'missing' || row.type === 'under' || row.type === 'over' ? row.expectedBinId : row.countedBinId;
    if (row.expectedBinId && row.expectedBinId !== row.countedBinId) mark(row.expectedBinId, row, valueAt === row.expectedBinId ? row.value : null);
    if (row.countedBinId) mark(row.countedBinId, row, valueAt === row.countedBinId ? row.value : null);
  }

  const binIds = [...new Set(lines.map((line) => line.binId))];
  const skuIds = [...new Set(lines.flatMap((line) => (line.skuId ? [line.skuId] : [])))];
  const [binRows, skuRows] = await Promise.all([
    binIds.length ? db.select({ id: bins.id, code: bins.code, zone: zones.code }).from(bins).innerJoin(zones, eq(zones.id, bins.zoneId)).where(inArray(bins.id, binIds)) : [],
    skuIds.length ? db.select({ id: skus.id, code: skus.code, description: skus.description }).from(skus).where(inArray(skus.id, skuIds)) : [],
  ]);
  const binOf = new Map(binRows.map((row) => [row.id, row]));
  const skuOf = new Map(skuRows.map((row) => [row.id, row]));
  const rows = lines
    .map((line) => {
      const k = key(line.binId, line.skuId ?? line.code);
      const sku = line.skuId ? skuOf.get(line.skuId) : undefined;
      const bin = binOf.get(line.binId);
      return [
        bin?.zone, bin?.code, sku?.code ?? '', sku?.description ?? '', line.skuId ? '' : line.code, line.expected, line.counted, line.counted - line.expected,
        [...(types.get(k) ?? [])].sort().join('|'), values.get(k) ?? '',
      ];
    })
    .sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[2]).localeCompare(String(b[2])));
  return csvResponse(
    c,
    `counting-${cycle.number}.csv`,
    ['zone', 'bin', 'sku_code', 'sku_description', 'unknown_code', 'expected', 'counted', 'difference', 'discrepancies', 'value'],
    rows,
  );
}
