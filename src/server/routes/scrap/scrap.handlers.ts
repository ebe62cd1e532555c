import { eq } from 'drizzle-orm';
import { EXPORT_MAX_ROWS } from '../../../domain/lists/list-query';
import type { ScrapListCreate, ScrapListForm, ScrapListListQuery, ScrapShip } from '../../../domain/scrap/scrap-lists';
import { scrapListStates } from '../../../domain/states/scrap-list-states';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { scrapLists } from '../../db/schema/scrap';
import { changeItems } from '../../ledger/item-writes';
import { type Actor, auditActor, callerActor } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { csvResponse } from '../../lib/list';
import { ok } from '../../lib/respond';
import { requireWork, runTransition } from '../../lib/transition';
import { nextNumbers } from '../../settings/sequences';
import { createRecyclerOrder } from './scrap-orders';
import { exportScrapLists, listScrapLists, scrapListDetail } from './scrap-rows';
import { lockScrapList, scrapListStore } from './scrap-state';
import { heldUnits, holdUnits, releaseAll, releaseUnits } from './scrap-units';

type NumberParam = { number: string };

const detailOf = (c: AppContext, number: string) => scrapListDetail(c.get('deps').db, authOf(c).companyId, number);

export async function listHandler(c: AppContext, _body: undefined, query: ScrapListListQuery) {
  const page = await listScrapLists(c.get('deps').db, authOf(c).companyId, query);
  return ok(c, { ...page, page: query.page, pageSize: query.pageSize });
}

export async function exportHandler(c: AppContext, _body: undefined, query: ScrapListListQuery) {
  const rows = await exportScrapLists(c.get('deps').db, authOf(c).companyId, query, EXPORT_MAX_ROWS);
  return csvResponse(
    c,
    'scrap-lists.csv',
    ['number', 'status', 'reason', 'units', 'quantity', 'created_by', 'created_at', 'approved_by', 'approved_at', 'closed_by', 'closed_at', 'notes'],
    rows.map((l) => [l.number, l.status, l.reason, l.units, l.quantity, l.createdBy, l.createdAt, l.approvedBy, l.approvedAt, l.closedBy, l.closedAt, l.notes]),
  );
}

export async function getHandler(c: AppContext, _body: undefined, _query: undefined, { number }: NumberParam) {
  return ok(c, await detailOf(c, number));
}

/** A new draft numbered from the scrap sequence, holding its first units (all of them or none). */
export async function createScrapList(tx: Database, actor: Actor, body: ScrapListCreate): Promise<string> {
  const [number] = await nextNumbers(tx, actor.companyId, 'scrap', 1, actor.at);
  if (!number) throw new Error('no scrap list number issued');
  const [list] = await tx
    .insert(scrapLists)
    .values({ companyId: actor.companyId, number, reason: body.reason, notes: body.notes, createdBy: actor.userId, createdAt: actor.at, updatedAt: actor.at })
    .returning({ id: scrapLists.id });
  const units = await holdUnits(tx, actor, { id: list!.id, number }, body.units);
  await auditActor(tx, actor, { action: 'scrap-list.create', entity: 'scrap-list', entityId: number, detail: { reason: body.reason, units } });
  return number;
}

export async function createHandler(c: AppContext, body: ScrapListCreate) {
  const actor = callerActor(c);
  const number = await c.get('deps').db.transaction((tx) => createScrapList(tx, actor, body));
  return ok(c, await detailOf(c, number));
}

/** Runs `change` on a draft list, locked; anything else answers the one 409 of the state machine. */
async function onDraft(c: AppContext, number: string, change: (tx: Database, list: { id: string; number: string }, actor: Actor) => Promise<Record<string, unknown>>, action: string) {
  const actor = callerActor(c);
  await c.get('deps').db.transaction(async (tx) => {
    const list = await lockScrapList(tx, actor.companyId, number);
    if (!list) throw new AppError(404, scrapListStore.notFound(number));
    requireWork(scrapListStates, list, 'edit');
    const detail = await change(tx, list, actor);
    await tx.update(scrapLists).set({ updatedAt: actor.at }).where(eq(scrapLists.id, list.id));
    await auditActor(tx, actor, { action: `scrap-list.${action}`, entity: 'scrap-list', entityId: list.number, detail });
  });
  return ok(c, await detailOf(c, number));
}

export const updateHandler = (c: AppContext, body: ScrapListForm, _q: undefined, { number }: NumberParam) =>
  onDraft(c, number, async (tx, list) => {
    await tx.update(scrapLists).set({ reason: body.reason, notes: body.notes }).where(eq(scrapLists.id, list.id));
    return { reason: body.reason };
  }, 'edit');

export const addUnitsHandler = (c: AppContext, body: { units: string[] }, _q: undefined, { number }: NumberParam) =>
  onDraft(c, number, async (tx, list, actor) => ({ added: await holdUnits(tx, actor, list, body.units), units: body.units.slice(0, 50) }), 'add-units');

export const removeUnitsHandler = (c: AppContext, body: { units: string[] }, _q: undefined, { number }: NumberParam) =>
  onDraft(c, number, async (tx, list, actor) => ({ removed: await releaseUnits(tx, actor, list.id, body.units), units: body.units.slice(0, 50) }), 'remove-units');

export async function submitHandler(c: AppContext, _b: undefined, _q: undefined, { number }: NumberParam) {
  await runTransition(c, scrapListStore, number, 'submit', async (tx, doc, actor) => {
    const units = await heldUnits(tx, actor, doc.id);
    if (units.length === 0) throw new AppError(409, `Scrap list ${doc.number} holds no units: add some before submitting it.`, { reason: 'list-empty' });
    return { values: { submittedAt: actor.at }, detail: { units: units.length } };
  });
  return ok(c, await detailOf(c, number));
}

export async function reopenHandler(c: AppContext, _b: undefined, _q: undefined, { number }: NumberParam) {
  await runTransition(c, scrapListStore, number, 'reopen', async () => ({ values: { submittedAt: null } }));
  return ok(c, await detailOf(c, number));
}

/** Four eyes (ADR 0032): the person who created a list never approves it, whatever their permissions. */
export async function approveHandler(c: AppContext, _b: undefined, _q: undefined, { number }: NumberParam) {
  await runTransition(c, scrapListStore, number, 'approve', async (_tx, doc, actor) => {
    if (doc.createdBy === actor.userId) throw new AppError(403, `You created scrap list ${doc.number}: another person must approve it.`, { reason: 'four-eyes' });
    return { values: { approvedBy: actor.userId, approvedAt: actor.at } };
  });
  return ok(c, await detailOf(c, number));
}

/** Before approval: the units are free again at once. */
export async function cancelHandler(c: AppContext, body: { reason: string }, _q: undefined, { number }: NumberParam) {
  await runTransition(c, scrapListStore, number, 'cancel', async (tx, doc, actor) => {
    const released = await releaseAll(tx, actor.at, doc.id);
    return { values: { cancelReason: body.reason }, detail: { reason: body.reason, released } };
  });
  return ok(c, await detailOf(c, number));
}

/** The units are scrapped: they leave their places with a scrap movement each, and the list lets them go. */
export async function destroyHandler(c: AppContext, body: { witness: string }, _q: undefined, { number }: NumberParam) {
  await runTransition(c, scrapListStore, number, 'destroy', async (tx, doc, actor) => {
    const units = await heldUnits(tx, actor, doc.id);
    const why = { reference: { type: 'scrap-list' as const, id: doc.number }, sapStatus: 'pending' as const };
    await changeItems(tx, actor, 'scrap', units.map((item) => ({ item, to: { status: 'scrapped' as const, binId: null, containerId: null }, ...why })));
    await releaseAll(tx, actor.at, doc.id);
    return { values: { closedBy: actor.userId, closedAt: actor.at, witness: body.witness }, detail: { units: units.length, witness: body.witness } };
  });
  return ok(c, await detailOf(c, number));
}

/**
 * approved → shipping: an order to the recycler's address, allocated to exactly the units the list
 * holds, goes through picking, packing and load-out; its shipment leaving ships the list (ADR 0034).
 */
export async function shipHandler(c: AppContext, body: ScrapShip, _q: undefined, { number }: NumberParam) {
  await runTransition(c, scrapListStore, number, 'ship', async (tx, doc, actor) => {
    const units = await heldUnits(tx, actor, doc.id);
    const order = await createRecyclerOrder(tx, actor, doc, units, body);
    return { detail: { order: order.number, units: units.length, recycler: body.shipTo.name } };
  });
  return ok(c, await detailOf(c, number));
}
