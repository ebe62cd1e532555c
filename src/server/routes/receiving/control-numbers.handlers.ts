import { and, asc, eq, sql } from 'drizzle-orm';
import { EXPORT_MAX_ROWS } from '../../../domain/lists/list-query';
import type { ControlNumber, ControlNumberDetail, ControlNumberForm, ControlNumberListQuery } from '../../../domain/receiving/control-numbers';
import { controlNumberStates } from '../../../domain/states/control-number-states';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { clients, skus } from '../../db/schema/master';
import { controlNumberLines, controlNumberTrackings, controlNumbers, items } from '../../db/schema/receiving';
import { auditCaller } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { csvResponse } from '../../lib/list';
import { ok } from '../../lib/respond';
import { requireWork, runTransition } from '../../lib/transition';
import { nextNumbers } from '../../settings/sequences';
import { expectedAgainstReceived, exportControlNumbers, findControlNumber, listControlNumbers } from './control-number-rows';
import { type LockedControlNumber, controlNumberStore, lockControlNumberRow } from './control-number-state';
import { checkFormReferences } from './receiving-checks';

type NumberParam = { number: string };

export async function listHandler(c: AppContext, _body: undefined, query: ControlNumberListQuery) {
  const page = await listControlNumbers(c.get('deps').db, authOf(c).companyId, query);
  return ok(c, { ...page, page: query.page, pageSize: query.pageSize });
}

export async function exportHandler(c: AppContext, _body: undefined, query: ControlNumberListQuery) {
  const rows = await exportControlNumbers(c.get('deps').db, authOf(c).companyId, query, EXPORT_MAX_ROWS);
  return csvResponse(
    c,
    'control-numbers.csv',
    ['number', 'status', 'client_code', 'source_type_code', 'dealer_code', 'carrier_code', 'tracking_numbers', 'expected', 'received', 'items', 'created_by', 'created_at', 'notes'],
    rows.map((r) => [
      r.number, r.status, r.client.code, r.sourceType?.code, r.dealer?.code, r.carrier?.code, r.trackingNumbers.join('|'), r.expected, r.received, r.items, r.createdBy,
      r.createdAt, r.notes,
    ]),
  );
}

async function existing(c: AppContext, number: string): Promise<ControlNumber> {
  const found = await findControlNumber(c.get('deps').db, authOf(c).companyId, number);
  if (!found) throw new AppError(404, `No control number ${number}.`);
  return found;
}

async function detailOf(c: AppContext, number: string): Promise<ControlNumberDetail> {
  const header = await existing(c, number);
  return { ...header, lines: await expectedAgainstReceived(c.get('deps').db, header.id) };
}

export async function getHandler(c: AppContext, _body: undefined, _query: undefined, { number }: NumberParam) {
  return ok(c, await detailOf(c, number));
}

/** The control number's row, locked until the transaction ends; 404 when the company has none by that number. */
export async function lockControlNumber(tx: Database, companyId: string, number: string): Promise<LockedControlNumber> {
  const row = await lockControlNumberRow(tx, companyId, number);
  if (!row) throw new AppError(404, controlNumberStore.notFound(number));
  return row;
}

async function writeTrackingsAndLines(tx: Database, controlNumberId: string, body: ControlNumberForm): Promise<void> {
  await tx.delete(controlNumberTrackings).where(eq(controlNumberTrackings.controlNumberId, controlNumberId));
  await tx.delete(controlNumberLines).where(eq(controlNumberLines.controlNumberId, controlNumberId));
  if (body.trackingNumbers.length > 0) {
    await tx.insert(controlNumberTrackings).values(body.trackingNumbers.map((trackingNumber) => ({ controlNumberId, trackingNumber })));
  }
  if (body.lines.length > 0) {
    await tx.insert(controlNumberLines).values(body.lines.map((line) => ({ controlNumberId, skuId: line.skuId, quantity: line.quantity })));
  }
}

const headerOf = (body: ControlNumberForm) => ({
  clientId: body.clientId,
  sourceTypeId: body.sourceTypeId,
  dealerId: body.dealerId,
  carrierId: body.carrierId,
  notes: body.notes,
});

export async function createHandler(c: AppContext, body: ControlNumberForm) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const number = await deps.db.transaction(async (tx) => {
    await checkFormReferences(tx, auth.companyId, body);
    const now = deps.now();
    const [issued] = await nextNumbers(tx, auth.companyId, 'control-number', 1, now);
    if (!issued) throw new Error('no control number issued');
    const [row] = await tx
      .insert(controlNumbers)
      .values({ companyId: auth.companyId, number: issued, ...headerOf(body), status: 'draft', createdBy: auth.user.id, createdAt: now, updatedAt: now })
      .returning({ id: controlNumbers.id });
    if (!row) throw new Error('insert returned no row');
    await writeTrackingsAndLines(tx, row.id, body);
    await auditCaller(c, { action: 'control-number.create', entity: 'control-number', entityId: issued, detail: { ...body } }, tx);
    return issued;
  });
  return ok(c, await detailOf(c, number));
}

/** Header, tracking numbers and lines while units may still arrive; the client only while nothing was scanned. */
export async function updateHandler(c: AppContext, body: ControlNumberForm, _query: undefined, { number }: NumberParam) {
  const deps = c.get('deps');
  const { companyId } = authOf(c);
  const before = await existing(c, number);
  await deps.db.transaction(async (tx) => {
    const row = await lockControlNumber(tx, companyId, number);
    requireWork(controlNumberStates, row, 'edit');
    if (body.clientId !== row.clientId) {
      const [held] = await tx.select({ id: items.id }).from(items).where(eq(items.controlNumberId, row.id)).limit(1);
      if (held) {
        throw new AppError(409, 'Units were scanned into this control number: its client cannot change.', {
          fields: [{ field: 'clientId', rule: 'has_items', message: 'Units were scanned into this control number: its client cannot change.' }],
        });
      }
    }
    await checkFormReferences(tx, companyId, body);
    await tx.update(controlNumbers).set({ ...headerOf(body), updatedAt: deps.now() }).where(eq(controlNumbers.id, row.id));
    await writeTrackingsAndLines(tx, row.id, body);
    await auditCaller(c, { action: 'control-number.update', entity: 'control-number', entityId: number, detail: { before: formOf(before), after: { ...body } } }, tx);
  });
  return ok(c, await detailOf(c, number));
}

const formOf = (cn: ControlNumber) => ({
  clientId: cn.client.id,
  sourceTypeId: cn.sourceType?.id ?? null,
  dealerId: cn.dealer?.id ?? null,
  carrierId: cn.carrier?.id ?? null,
  trackingNumbers: cn.trackingNumbers,
  notes: cn.notes,
});

/** received → closed. */
export async function closeHandler(c: AppContext, _body: undefined, _query: undefined, { number }: NumberParam) {
  await runTransition(c, controlNumberStore, number, 'close', async (_tx, _row, actor) => ({ values: { closedAt: actor.at } }));
  return ok(c, await detailOf(c, number));
}

/** draft or receiving → cancelled, only while no unit is in it. */
export async function cancelHandler(c: AppContext, _body: undefined, _query: undefined, { number }: NumberParam) {
  await runTransition(c, controlNumberStore, number, 'cancel', async (tx, row) => {
    const [held] = await tx.select({ n: sql<number>`cast(count(*) as integer)` }).from(items).where(eq(items.controlNumberId, row.id));
    if ((held?.n ?? 0) > 0) {
      throw new AppError(409, `Control number ${number} still has ${held?.n} item(s): delete them before cancelling it.`, { state: row.state, items: held?.n });
    }
    return {};
  });
  return ok(c, await detailOf(c, number));
}

/** Active clients for the list's filter and the form. */
export async function optionsHandler(c: AppContext) {
  const rows = await c
    .get('deps')
    .db.select({ id: clients.id, code: clients.code, name: clients.name })
    .from(clients)
    .where(and(eq(clients.companyId, authOf(c).companyId), eq(clients.active, true)))
    .orderBy(asc(clients.code));
  return ok(c, { clients: rows });
}

const SKU_OPTIONS_MAX = 5000;

/** A client's active SKUs for the expected lines. */
export async function skuOptionsHandler(c: AppContext, _body: undefined, { clientId }: { clientId: string }) {
  const rows = await c
    .get('deps')
    .db.select({ id: skus.id, code: skus.code, description: skus.description, serialised: skus.serialised })
    .from(skus)
    .where(and(eq(skus.companyId, authOf(c).companyId), eq(skus.clientId, clientId), eq(skus.active, true)))
    .orderBy(asc(skus.code))
    .limit(SKU_OPTIONS_MAX);
  return ok(c, rows);
}
