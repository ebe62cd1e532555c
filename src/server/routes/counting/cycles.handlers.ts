import { eq, sql } from 'drizzle-orm';
import type { CountingCycleDetail, CountingCycleForm, CountingListQuery, CountingScope } from '../../../domain/counting/cycles';
import { COUNTED_ITEM_STATUSES } from '../../../domain/counting/statuses';
import { EXPORT_MAX_ROWS } from '../../../domain/lists/list-query';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { countingBins, countingCounters, countingCycles } from '../../db/schema/counting';
import { auditCaller } from '../../lib/audit';
import { AppError, envelope } from '../../lib/errors';
import { runTransition } from '../../lib/transition';
import { csvResponse } from '../../lib/list';
import { ok } from '../../lib/respond';
import { nextNumbers } from '../../settings/sequences';
import { checkCycleForm } from './cycle-checks';
import { exportCycles, findCycle, listCycles, scopeDetail, snapshotTotals } from './cycle-rows';
import { type LockedCycle, cycleStore } from './cycle-state';

type CycleParam = { countingId: string };

export async function listHandler(c: AppContext, _body: undefined, query: CountingListQuery) {
  const page = await listCycles(c.get('deps').db, authOf(c).companyId, query);
  return ok(c, { ...page, page: query.page, pageSize: query.pageSize });
}

export async function exportHandler(c: AppContext, _body: undefined, query: CountingListQuery) {
  const rows = await exportCycles(c.get('deps').db, authOf(c).companyId, query, EXPORT_MAX_ROWS);
  return csvResponse(
    c,
    'counting-cycles.csv',
    ['number', 'name', 'status', 'mode', 'blind', 'zones', 'clients', 'bins_chosen', 'skus_chosen', 'bins_done', 'bins_total', 'counters', 'created_by', 'created_at', 'started_at'],
    rows.map((r) => [
      r.number, r.name, r.status, r.mode, r.blind ? 'yes' : 'no', r.scope.zones.map((z) => z.code).join('|'), r.scope.clients.map((cl) => cl.code).join('|'),
      r.scope.bins, r.scope.skus, r.progress.binsDone, r.progress.binsTotal, r.counters.map((u) => u.name).join('|'), r.createdBy, r.createdAt, r.startedAt,
    ]),
  );
}

async function detailOf(c: AppContext, id: string): Promise<CountingCycleDetail> {
  const { db } = c.get('deps');
  const header = await findCycle(db, authOf(c).companyId, id);
  if (!header) throw new AppError(404, 'No such counting cycle.');
  const [row] = await db.select({ scope: countingCycles.scope }).from(countingCycles).where(eq(countingCycles.id, id));
  return { ...header, scopeDetail: await scopeDetail(db, row!.scope), totals: await snapshotTotals(db, id) };
}

export async function getHandler(c: AppContext, _body: undefined, _query: undefined, { countingId }: CycleParam) {
  return ok(c, await detailOf(c, countingId));
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

export async function createHandler(c: AppContext, form: CountingCycleForm) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const scope: CountingScope = {
    zoneIds: unique(form.scope.zoneIds),
    binIds: unique(form.scope.binIds),
    skuIds: unique(form.scope.skuIds),
    clientIds: unique(form.scope.clientIds),
  };
  const body = { ...form, scope, counterIds: unique(form.counterIds) };
  const id = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    await checkCycleForm(tx, auth.companyId, body, now);
    const [number] = await nextNumbers(tx, auth.companyId, 'counting', 1, now);
    if (!number) throw new Error('no counting number issued');
    const [row] = await tx
      .insert(countingCycles)
      .values({ companyId: auth.companyId, number, name: body.name, mode: body.mode, blind: body.blind, scope, createdBy: auth.user.id, createdAt: now, updatedAt: now })
      .returning({ id: countingCycles.id });
    if (!row) throw new Error('insert returned no row');
    if (body.counterIds.length > 0) await tx.insert(countingCounters).values(body.counterIds.map((userId) => ({ cycleId: row.id, userId })));
    await auditCaller(c, { action: 'counting.create', entity: 'counting-cycle', entityId: number, detail: { ...body } }, tx);
    return row.id;
  });
  return c.json(envelope(201, 'Created', await detailOf(c, id)), 201);
}

/** A Postgres array literal of ids (uuids checked by the schema when the cycle was created). */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The stock the cycle counts, on items `i` joined to their SKU `s` (docs/decisions/0013): items in a
 * bin, in a counted status, of the cycle's mode, of the chosen SKUs or the chosen clients' SKUs
 * (neither chosen: all).
 */
function inScopeStock(companyId: string, cycle: LockedCycle) {
  const { skuIds, clientIds } = cycle.scope;
  const counted = sql.join(COUNTED_ITEM_STATUSES.map((status) => sql`${status}`), sql`, `);
  const stock = skuIds.length === 0 && clientIds.length === 0 ? sql`true` : sql`(i.sku_id = any(${uuidArray(skuIds)}) or s.client_id = any(${uuidArray(clientIds)}))`;
  // A non-inventory unit (a sample, customer property) is never on hand, so never expected in a count.
  return sql`i.company_id = ${companyId} and i.inventory and i.bin_id is not null and i.status in (${counted}) and s.serialised = ${cycle.mode === 'serial'} and ${stock}`;
}

/** Zones and bins chosen: their active bins; neither: every bin holding in-scope stock. */
function binsInScope(companyId: string, cycle: LockedCycle) {
  const { zoneIds, binIds } = cycle.scope;
  if (zoneIds.length > 0 || binIds.length > 0) {
    return sql`b.company_id = ${companyId} and b.active and (b.zone_id = any(${uuidArray(zoneIds)}) or b.id = any(${uuidArray(binIds)}))`;
  }
  return sql`b.company_id = ${companyId} and exists (select 1 from items i join skus s on s.id = i.sku_id where i.bin_id = b.id and ${inScopeStock(companyId, cycle)})`;
}

/** The bins (round 1) and the expected stock, each written by one INSERT … SELECT: no rows travel to Node. */
async function writeSnapshot(tx: Database, companyId: string, cycle: LockedCycle): Promise<number> {
  await tx.execute(sql`
    insert into counting_bins (cycle_id, bin_id, round)
    select ${cycle.id}::uuid, b.id, 1 from bins b where ${binsInScope(companyId, cycle)}`);
  await tx.execute(sql`
    insert into counting_snapshot (cycle_id, item_id, bin_id, sku_id, wms_number, serial, quantity)
    select ${cycle.id}::uuid, i.id, i.bin_id, i.sku_id, i.wms_number, i.serial, i.quantity
    from items i
    join skus s on s.id = i.sku_id
    join counting_bins cb on cb.cycle_id = ${cycle.id}::uuid and cb.bin_id = i.bin_id
    where ${inScopeStock(companyId, cycle)}`);
  const [row] = await tx.select({ n: sql<number>`cast(count(*) as integer)` }).from(countingBins).where(eq(countingBins.cycleId, cycle.id));
  return row?.n ?? 0;
}

/** created → in_progress: fixes the bins to count and the expected stock in the transaction that starts it. */
export async function startHandler(c: AppContext, _body: undefined, _query: undefined, { countingId }: CycleParam) {
  const auth = authOf(c);
  await runTransition(c, cycleStore, countingId, 'start', async (tx, cycle, actor) => {
    const binCount = await writeSnapshot(tx, auth.companyId, cycle);
    if (binCount === 0) throw new AppError(409, `The scope of counting cycle ${cycle.number} holds no bins to count.`, { state: cycle.state, bins: 0 });
    return { values: { startedBy: actor.userId, startedAt: actor.at }, detail: { bins: binCount } };
  });
  return ok(c, await detailOf(c, countingId));
}

/** created or in_progress → cancelled: entries stay for audit and no stock changes (docs/decisions/0013). */
export async function cancelHandler(c: AppContext, { reason }: { reason: string }, _query: undefined, { countingId }: CycleParam) {
  await runTransition(c, cycleStore, countingId, 'cancel', async (_tx, _cycle, actor) => ({
    values: { cancelledBy: actor.userId, cancelledAt: actor.at, cancelReason: reason },
    detail: { reason },
  }));
  return ok(c, await detailOf(c, countingId));
}
