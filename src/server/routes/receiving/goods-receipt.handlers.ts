import { eq, inArray, sql } from 'drizzle-orm';
import { JOB_TYPES, type JobType } from '../../../domain/job-center/job-types';
import type { GoodsReceiptInput } from '../../../domain/receiving/control-numbers';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { catalogueEntries } from '../../db/schema/master';
import { controlNumbers, items } from '../../db/schema/receiving';
import { changeItems } from '../../ledger/item-writes';
import { actorOf } from '../../ledger/ledger-actor';
import { type LockedItem, lockItems } from '../../ledger/lock-items';
import { auditCaller } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';
import { runTransition } from '../../lib/transition';
import { controlNumberStore } from './control-number-state';
import { receivingReference } from './receiving-reference';

/**
 * Posts received units to stock: each becomes `available` (or enters the job-center queue its source
 * type names) with its receipt time, and the ledger gets
 * one `goods-receipt` row per unit (the SAP goods receipt, pending until posted), in the same
 * transaction (DOMAIN.md invariant 1).
 */
async function post(c: AppContext, tx: Database, posted: readonly LockedItem[]): Promise<void> {
  const now = c.get('deps').now();
  const queues = await queuesAfterReceipt(tx, posted);
  await changeItems(
    tx,
    actorOf(c, now),
    'goods-receipt',
    posted.map((item) => ({ item, to: { status: queues.get(item.id) ?? 'available' }, details: { receiptAt: now }, reference: receivingReference(item), sapStatus: 'pending' })),
  );
}

/** Returns can enter QC on receipt: the job-center queue the source type of each unit's control number names. */
async function queuesAfterReceipt(tx: Database, posted: readonly LockedItem[]): Promise<Map<string, JobType>> {
  if (posted.length === 0) return new Map();
  const rows = await tx
    .select({ id: items.id, queue: sql<string | null>`${catalogueEntries.attributes}->>'afterReceipt'` })
    .from(items)
    .innerJoin(controlNumbers, eq(controlNumbers.id, items.controlNumberId))
    .innerJoin(catalogueEntries, eq(catalogueEntries.id, controlNumbers.sourceTypeId))
    .where(inArray(items.id, posted.map((item) => item.id)));
  return new Map(rows.flatMap((row) => ((JOB_TYPES as readonly (string | null)[]).includes(row.queue) ? [[row.id, row.queue as JobType]] : [])));
}

/** 409 naming every asked-for unit that is not waiting for goods receipt, with its state (or unknown). */
function requireReceived(wanted: readonly string[], found: readonly LockedItem[]): void {
  const problems = wanted.flatMap((wmsNumber) => {
    const item = found.find((i) => i.wmsNumber === wmsNumber);
    return item?.status === 'received' ? [] : [{ wmsNumber, status: item?.status ?? null }];
  });
  if (problems.length === 0) return;
  const named = problems.slice(0, 10).map((p) => `${p.wmsNumber} (${p.status ?? 'unknown'})`).join(', ');
  const more = problems.length > 10 ? ` and ${problems.length - 10} more` : '';
  throw new AppError(409, `Only received units can be posted; not received: ${named}${more}.`, { notReceived: problems });
}

export async function goodsReceiptSingle(c: AppContext, _body: undefined, _query: undefined, { wmsNumber }: { wmsNumber: string }) {
  const { companyId } = authOf(c);
  await c.get('deps').db.transaction(async (tx) => {
    const found = await lockItems(tx, companyId, { wmsNumbers: [wmsNumber] });
    if (found.length === 0) throw new AppError(404, `No item with WMS number ${wmsNumber}.`);
    requireReceived([wmsNumber], found);
    await post(c, tx, found);
    await auditCaller(c, { action: 'item.goods-receipt', entity: 'item', entityId: wmsNumber, detail: { controlNumber: found[0]?.controlNumber } }, tx);
  });
  return ok(c, { posted: [wmsNumber] });
}

/** All or nothing: one unit that is not `received` leaves every unit as it was. */
export async function goodsReceiptMultiple(c: AppContext, body: GoodsReceiptInput) {
  const { companyId } = authOf(c);
  const wanted = [...new Set(body.wmsNumbers)];
  await c.get('deps').db.transaction(async (tx) => {
    const found = await lockItems(tx, companyId, { wmsNumbers: wanted });
    requireReceived(wanted, found);
    await post(c, tx, found);
    const documents = [...new Set(found.map((i) => i.controlNumber))];
    await auditCaller(c, { action: 'items.goods-receipt', entity: 'item', entityId: null, detail: { wmsNumbers: wanted, controlNumbers: documents } }, tx);
  });
  return ok(c, { posted: wanted });
}

/**
 * Every `received` unit of the control number, which then becomes `received`. Units posted one by
 * one before count as posted: a control number whose units were all posted that way still closes
 * its receiving here; one with no units at all has nothing to post (409).
 */
export async function goodsReceiptWhole(c: AppContext, _body: undefined, _query: undefined, { number }: { number: string }) {
  const { companyId } = authOf(c);
  const { result: posted } = await runTransition(c, controlNumberStore, number, 'goods-receipt', async (tx, row, actor) => {
    const waiting = await lockItems(tx, companyId, { controlNumberId: row.id, status: 'received' });
    if (waiting.length === 0) {
      const [held] = await tx.select({ n: sql<number>`cast(count(*) as integer)` }).from(items).where(eq(items.controlNumberId, row.id));
      if ((held?.n ?? 0) === 0) throw new AppError(409, `Control number ${number} has no units to post.`, { state: row.state });
    }
    await post(c, tx, waiting);
    return { values: { receivedAt: actor.at }, detail: { posted: waiting.length }, result: waiting.map((item) => item.wmsNumber) };
  });
  return ok(c, { posted });
}
