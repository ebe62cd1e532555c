import { and, eq, inArray, sql } from 'drizzle-orm';
import { type ClientStock, STOCK_COLUMNS, type StockFigures, type StockRow } from '../../../domain/clients/client-stock';
import { ON_HAND_STATUSES } from '../../../domain/inventory/dashboard';
import type { Database } from '../../db/client';
import { clients, skus } from '../../db/schema/master';
import { onHandSummary } from '../../db/schema/summary';
import { AppError } from '../../lib/errors';

const empty = (): StockFigures => ({ onHand: 0, available: 0, reserved: 0, inProcess: 0 });

/** The entry of `key`, made by `make` the first time it is asked for. */
function entryOf<V>(map: Map<string, V>, key: string, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

function add(figures: StockFigures, status: string, units: number, sign = 1): void {
  figures.onHand += sign * units;
  for (const [column, statuses] of Object.entries(STOCK_COLUMNS) as [keyof typeof STOCK_COLUMNS, readonly string[]][]) {
    if (statuses.includes(status)) figures[column] += sign * units;
  }
}

/**
 * A client's inventory units on hand by SKU and lot, read from the ledger's on-hand summary (ADR 0026),
 * so the answer costs the same with a million units: per SKU one row per lot, and one for the units
 * without a lot (the SKU's total less its lots).
 */
export async function clientStock(db: Database, companyId: string, clientId: string): Promise<ClientStock> {
  const [client] = await db.select({ id: clients.id, name: clients.name }).from(clients).where(and(eq(clients.companyId, companyId), eq(clients.id, clientId)));
  if (!client) throw new AppError(404, 'No such client.');
  const units = sql<number>`cast(sum(${onHandSummary.units}) as integer)`;
  const where = (grain: 'sku' | 'lot') =>
    and(
      eq(onHandSummary.companyId, companyId),
      eq(onHandSummary.grain, grain),
      eq(onHandSummary.clientId, clientId),
      eq(onHandSummary.inventory, true),
      inArray(onHandSummary.status, [...ON_HAND_STATUSES]),
    );
  const [bySku, byLot] = await Promise.all([
    db.select({ skuId: onHandSummary.skuId, status: onHandSummary.status, units }).from(onHandSummary).where(where('sku')).groupBy(onHandSummary.skuId, onHandSummary.status),
    db
      .select({ skuId: onHandSummary.skuId, lotNumber: onHandSummary.lotNumber, expiry: onHandSummary.expiry, status: onHandSummary.status, units })
      .from(onHandSummary)
      .where(where('lot'))
      .groupBy(onHandSummary.skuId, onHandSummary.lotNumber, onHandSummary.expiry, onHandSummary.status),
  ]);
  const skuIds = [...new Set(bySku.map((row) => row.skuId!))];
  const skuRefs = skuIds.length ? await db.select({ id: skus.id, code: skus.code, description: skus.description }).from(skus).where(inArray(skus.id, skuIds)) : [];
  const refOf = new Map(skuRefs.map((sku) => [sku.id, sku]));

  const totals = empty();
  const withoutLot = new Map<string, StockFigures>();
  for (const row of bySku) {
    if (row.units === 0) continue;
    add(totals, row.status, row.units);
    add(entryOf(withoutLot, row.skuId!, empty), row.status, row.units);
  }
  const lots = new Map<string, StockRow>();
  for (const row of byLot) {
    if (row.units === 0) continue;
    const key = `${row.skuId}\u0000${row.lotNumber}\u0000${row.expiry ?? ''}`;
    add(entryOf(lots, key, () => ({ sku: refOf.get(row.skuId!)!, lotNumber: row.lotNumber, expiry: row.expiry, ...empty() })), row.status, row.units);
    const rest = withoutLot.get(row.skuId!);
    if (rest) add(rest, row.status, row.units, -1);
  }
  const rows: StockRow[] = [
    ...lots.values(),
    ...[...withoutLot].filter(([, figures]) => figures.onHand > 0).map(([skuId, figures]) => ({ sku: refOf.get(skuId)!, lotNumber: null, expiry: null, ...figures })),
  ].sort((a, b) => a.sku.code.localeCompare(b.sku.code) || (a.lotNumber ?? '\uffff').localeCompare(b.lotNumber ?? '\uffff'));
  return { client, rows, totals };
}
