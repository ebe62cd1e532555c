import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { FieldError } from '../../../domain/api';
import type { ReceivedItemQuery } from '../../../domain/receiving/control-numbers';
import type { ItemEdit } from '../../../domain/receiving/items';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { bins, containers, skus } from '../../db/schema/master';
import { controlNumbers, items } from '../../db/schema/receiving';
import { changeItems, removeItem } from '../../ledger/item-writes';
import { actorOf } from '../../ledger/ledger-actor';
import { type LockedItem, lockItems } from '../../ledger/lock-items';
import { lotForUnit } from '../../lots/lot-for-unit';
import { auditCaller } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';
import { findReceivedItem, listReceivedItems } from './received-item-rows';
import { receivingReference } from './receiving-reference';

export async function listItemsHandler(c: AppContext, _body: undefined, query: ReceivedItemQuery, { number }: { number: string }) {
  const { db } = c.get('deps');
  const [row] = await db
    .select({ id: controlNumbers.id })
    .from(controlNumbers)
    .where(and(eq(controlNumbers.companyId, authOf(c).companyId), eq(controlNumbers.number, number)))
    .limit(1);
  if (!row) throw new AppError(404, `No control number ${number}.`);
  return ok(c, { ...(await listReceivedItems(db, row.id, query)), page: query.page, pageSize: query.pageSize });
}

/** The item, locked, if it is still `received` (not yet posted): only then may receiving change it. */
async function lockReceived(tx: Database, companyId: string, id: string, action: string): Promise<LockedItem> {
  const [item] = await lockItems(tx, companyId, { ids: [id] });
  if (!item) throw new AppError(404, 'No such item.');
  if (item.status !== 'received') {
    throw new AppError(409, `Item ${item.wmsNumber} is ${item.status}: only a received unit can be ${action} here.`, { status: item.status });
  }
  return item;
}

const serialTaken = () =>
  new AppError(409, 'A unit of this SKU with this serial number is in stock already.', {
    fields: [{ field: 'serial', rule: 'unique', message: 'A unit of this SKU with this serial number is in stock already.' }],
  });

/** 400 on the fields the SKU or the company rule out: serial for serialised SKUs only, one unit per serial, known places. */
async function checkEdit(tx: Database, companyId: string, item: LockedItem, body: ItemEdit): Promise<void> {
  const fields: FieldError[] = [];
  const [sku] = await tx.select({ serialised: skus.serialised }).from(skus).where(eq(skus.id, item.skuId));
  if (sku?.serialised && body.serial === null) fields.push({ field: 'serial', rule: 'required', message: 'This SKU is serialised: enter the serial number.' });
  if (sku && !sku.serialised && body.serial !== null) fields.push({ field: 'serial', rule: 'not_serialised', message: 'This SKU is not serialised.' });
  if (sku?.serialised && body.quantity !== 1) fields.push({ field: 'quantity', rule: 'serialised', message: 'A serialised unit is one unit.' });
  if (body.binId) {
    const [bin] = await tx.select({ id: bins.id }).from(bins).where(and(eq(bins.companyId, companyId), eq(bins.id, body.binId)));
    if (!bin) fields.push({ field: 'binId', rule: 'unknown', message: 'No such bin.' });
  }
  if (body.containerId) {
    const [container] = await tx.select({ id: containers.id }).from(containers).where(and(eq(containers.companyId, companyId), eq(containers.id, body.containerId)));
    if (!container) fields.push({ field: 'containerId', rule: 'unknown', message: 'No such container.' });
  }
  if (fields.length > 0) throw new AppError(400, fields[0]?.message ?? 'Some fields are not valid.', { fields });
  if (body.serial !== null) {
    const [other] = await tx
      .select({ id: items.id })
      .from(items)
      .where(
        and(
          eq(items.skuId, item.skuId),
          sql`lower(${items.serial}) = lower(${body.serial})`,
          notInArray(items.status, ['shipped', 'scrapped']),
          ne(items.id, item.id),
        ),
      )
      .limit(1);
    if (other) throw serialTaken();
  }
}

export async function editItemHandler(c: AppContext, body: ItemEdit, _query: undefined, { id }: { id: string }) {
  const deps = c.get('deps');
  const { companyId } = authOf(c);
  await deps.db
    .transaction(async (tx) => {
      const item = await lockReceived(tx, companyId, id, 'edited');
      await checkEdit(tx, companyId, item, body);
      const actor = actorOf(c, deps.now());
      // The unit joins the lot of that number (created when new); its lot number and expiry are the lot's copies.
      const lot = body.lotNumber
        ? await lotForUnit(tx, actor, { skuId: item.skuId, clientId: item.clientId, lotNumber: body.lotNumber, expiry: body.expiry })
        : { lotId: null, lotNumber: null, expiry: body.expiry };
      // A change of quantity, place or lot is an `adjust` in the ledger; serial and expiry are the unit's own.
      await changeItems(tx, actor, 'adjust', [
        {
          item,
          to: { quantity: body.quantity, lotNumber: lot.lotNumber, binId: body.binId, containerId: body.containerId },
          details: { serial: body.serial, expiry: lot.expiry, lotId: lot.lotId },
          reference: receivingReference(item),
          sapStatus: 'not-required',
        },
      ]);
      await auditCaller(
        c,
        {
          action: 'item.update',
          entity: 'item',
          entityId: item.wmsNumber,
          detail: { controlNumber: item.controlNumber, before: { serial: item.serial, quantity: item.quantity, binId: item.binId, containerId: item.containerId }, after: { ...body } },
        },
        tx,
      );
    })
    .catch((error: unknown) => {
      // Only an edit racing another save gets here: the check above saw the serial free.
      if (isUniqueViolation(error)) throw serialTaken();
      throw error;
    });
  const saved = await findReceivedItem(deps.db, companyId, id);
  return ok(c, saved);
}

/** Takes a received unit back out: the row goes, and the ledger gets the mirror of its receive. */
export async function deleteItemHandler(c: AppContext, _body: undefined, _query: undefined, { id }: { id: string }) {
  const deps = c.get('deps');
  const { companyId } = authOf(c);
  await deps.db.transaction(async (tx) => {
    const item = await lockReceived(tx, companyId, id, 'deleted');
    await removeItem(tx, actorOf(c, deps.now()), 'receive-reversal', item, { reference: receivingReference(item), sapStatus: 'not-required' });
    await auditCaller(
      c,
      { action: 'item.delete', entity: 'item', entityId: item.wmsNumber, detail: { controlNumber: item.controlNumber, skuId: item.skuId, serial: item.serial, quantity: item.quantity } },
      tx,
    );
  });
  return ok(c, null);
}
