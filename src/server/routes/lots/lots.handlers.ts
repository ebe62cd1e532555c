import { and, asc, eq } from 'drizzle-orm';
import { type Lot, type LotExpiry, type LotForm, type LotListQuery } from '../../../domain/inventory/lots';
import { EXPORT_MAX_ROWS } from '../../../domain/lists/list-query';
import { dayIn } from '../../../domain/time/date-range';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { lots } from '../../db/schema/lots';
import { skus } from '../../db/schema/master';
import { actorOf } from '../../ledger/ledger-actor';
import { copyLotExpiry } from '../../ledger/lot-writes';
import { auditCaller } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { csvResponse } from '../../lib/list';
import { ok } from '../../lib/respond';
import { nextNumbers } from '../../settings/sequences';
import { clientChoices } from '../clients/client-rows';
import { exportLots, findLots, listLots, unitsAndMovements } from './lot-rows';

/** The caller's calendar day: "expired" and "expiring within" count from it. */
const todayOf = (c: AppContext) => dayIn(authOf(c).timeZone, c.get('deps').now());

export async function listHandler(c: AppContext, _body: undefined, query: LotListQuery) {
  const page = await listLots(c.get('deps').db, authOf(c).companyId, query, todayOf(c));
  return ok(c, { ...page, page: query.page, pageSize: query.pageSize });
}

export async function exportHandler(c: AppContext, _body: undefined, query: LotListQuery) {
  const rows = await exportLots(c.get('deps').db, authOf(c).companyId, query, todayOf(c), EXPORT_MAX_ROWS);
  return csvResponse(
    c,
    'lots.csv',
    ['lot_number', 'sku_code', 'client_code', 'expiry', 'days_to_expiry', 'produced_on', 'on_hand', 'notes', 'created_by', 'created_at'],
    rows.map((r) => [r.number, r.sku.code, r.client.code, r.expiry, r.daysToExpiry, r.producedOn, r.onHand, r.notes, r.createdBy, r.createdAt]),
  );
}

async function lotById(c: AppContext, id: string): Promise<Lot> {
  const [lot] = await findLots(c.get('deps').db, authOf(c).companyId, { id }, todayOf(c));
  if (!lot) throw new AppError(404, 'No such lot.');
  return lot;
}

export async function getHandler(c: AppContext, _body: undefined, _query: undefined, { id }: { id: string }) {
  const lot = await lotById(c, id);
  return ok(c, { ...lot, ...(await unitsAndMovements(c.get('deps').db, lot)) });
}

/** The lots of a number: one for a number only one SKU has, several for the screen to choose from. */
export async function lookupHandler(c: AppContext, _body: undefined, { sku }: { sku?: string | undefined }, { lotNumber }: { lotNumber: string }) {
  const found = await findLots(c.get('deps').db, authOf(c).companyId, { number: lotNumber, skuId: sku }, todayOf(c));
  if (found.length === 0) throw new AppError(404, `No lot ${lotNumber}.`);
  return ok(c, { lots: found });
}

const fieldError = (status: 400 | 409, field: keyof LotForm, rule: string, message: string) => new AppError(status, message, { fields: [{ field, rule, message }] });

/** 400 unless the SKU is an active one of the chosen client. */
async function checkSku(tx: Database, companyId: string, body: LotForm): Promise<void> {
  const [sku] = await tx
    .select({ clientId: skus.clientId, active: skus.active })
    .from(skus)
    .where(and(eq(skus.companyId, companyId), eq(skus.id, body.skuId)));
  if (!sku || !sku.active) throw fieldError(400, 'skuId', 'unknown', 'No such active SKU.');
  if (sku.clientId !== body.clientId) throw fieldError(400, 'skuId', 'other_client', 'This SKU belongs to another client.');
}

const numberTaken = (number: string) => fieldError(409, 'number', 'unique', `This SKU has a lot ${number} already.`);

export async function createHandler(c: AppContext, body: LotForm) {
  const deps = c.get('deps');
  const auth = authOf(c);
  const id = await deps.db
    .transaction(async (tx) => {
      await checkSku(tx, auth.companyId, body);
      const now = deps.now();
      const number = body.number || (await nextNumbers(tx, auth.companyId, 'lot', 1, now))[0];
      if (!number) throw new Error('no lot number issued');
      const [row] = await tx
        .insert(lots)
        .values({ companyId: auth.companyId, ...body, number, createdBy: auth.user.id, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: lots.id });
      if (!row) throw numberTaken(number);
      await auditCaller(c, { action: 'lot.create', entity: 'lot', entityId: row.id, detail: { ...body, number } }, tx);
      return row.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw numberTaken(body.number);
      throw error;
    });
  return ok(c, await lotById(c, id));
}

/** Corrects a lot's expiry with a reason; its units' copies change in the same transaction (the ledger module writes them). */
export async function expiryHandler(c: AppContext, body: LotExpiry, _query: undefined, { id }: { id: string }) {
  const deps = c.get('deps');
  const { companyId } = authOf(c);
  await deps.db.transaction(async (tx) => {
    const [lot] = await tx
      .select({ id: lots.id, number: lots.number, expiry: lots.expiry })
      .from(lots)
      .where(and(eq(lots.companyId, companyId), eq(lots.id, id)))
      .for('update');
    if (!lot) throw new AppError(404, 'No such lot.');
    const actor = actorOf(c, deps.now());
    await tx.update(lots).set({ expiry: body.expiry, updatedAt: actor.at }).where(eq(lots.id, lot.id));
    const units = await copyLotExpiry(tx, actor, lot.id, body.expiry);
    await auditCaller(
      c,
      { action: 'lot.expiry', entity: 'lot', entityId: lot.id, detail: { number: lot.number, before: lot.expiry, after: body.expiry, reason: body.reason, units } },
      tx,
    );
  });
  return getHandler(c, undefined, undefined, { id });
}

export async function optionsHandler(c: AppContext) {
  return ok(c, { clients: await clientChoices(c.get('deps').db, authOf(c).companyId) });
}

const SKU_OPTIONS_MAX = 5000;

/** A client's active SKUs for the form. */
export async function skuOptionsHandler(c: AppContext, _body: undefined, { clientId }: { clientId: string }) {
  const rows = await c
    .get('deps')
    .db.select({ id: skus.id, code: skus.code, description: skus.description })
    .from(skus)
    .where(and(eq(skus.companyId, authOf(c).companyId), eq(skus.clientId, clientId), eq(skus.active, true)))
    .orderBy(asc(skus.code))
    .limit(SKU_OPTIONS_MAX);
  return ok(c, rows);
}
