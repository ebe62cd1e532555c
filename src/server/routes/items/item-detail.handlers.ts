import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { FieldError } from '../../../domain/api';
import type { ItemDetailEdit } from '../../../domain/inventory/item-detail';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { itemErrorCodes, itemTags } from '../../db/schema/inventory';
import { catalogueEntries, skus, tags } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { updateItemDetails } from '../../ledger/item-details';
import { auditActor, callerActor } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';
import { ITEM_AUDIT } from './item-detail-history';
import { loadItemDetail } from './item-detail-rows';
import { type DetailItem, lockDetailItem } from './item-lock';

type Params = { wmsNumber: string };

export async function getItemHandler(c: AppContext, _body: undefined, _query: undefined, { wmsNumber }: Params) {
  const detail = await loadItemDetail(c.get('deps').db, authOf(c).companyId, wmsNumber);
  if (!detail) throw new AppError(404, `No item ${wmsNumber}.`);
  return ok(c, detail);
}

/** Active tags and error codes, for the edit form: its user may hold neither tag nor catalogue management. */
export async function editOptionsHandler(c: AppContext) {
  const { db } = c.get('deps');
  const { companyId } = authOf(c);
  const [tagRows, errorCodes] = await Promise.all([
    db.select({ id: tags.id, name: tags.name, colour: tags.colour }).from(tags).where(and(eq(tags.companyId, companyId), eq(tags.active, true))).orderBy(asc(tags.name)),
    db
      .select({ id: catalogueEntries.id, code: catalogueEntries.code, name: catalogueEntries.name })
      .from(catalogueEntries)
      .where(and(eq(catalogueEntries.companyId, companyId), eq(catalogueEntries.catalogue, 'error-code'), eq(catalogueEntries.active, true)))
      .orderBy(asc(catalogueEntries.code)),
  ]);
  return ok(c, { tags: tagRows, errorCodes });
}

const serialTaken = () =>
  new AppError(409, 'A unit of this SKU with this serial number is in stock already.', {
    fields: [{ field: 'serial', rule: 'unique', message: 'A unit of this SKU with this serial number is in stock already.' }],
  });

/** 400 on what the SKU, the catalogue and the tags rule out; 409 when the serial is another unit's. */
async function checkEdit(tx: Database, companyId: string, item: DetailItem, body: ItemDetailEdit): Promise<void> {
  const fields: FieldError[] = [];
  const [sku] = await tx.select({ serialised: skus.serialised }).from(skus).where(eq(skus.id, item.skuId));
  const serialChanged = (body.serial ?? null) !== item.serial;
  if (serialChanged && sku?.serialised && body.serial === null) fields.push({ field: 'serial', rule: 'required', message: 'This SKU is serialised: enter the serial number.' });
  if (serialChanged && sku && !sku.serialised && body.serial !== null) fields.push({ field: 'serial', rule: 'not_serialised', message: 'This SKU is not serialised.' });
  if (serialChanged && !body.serialReason) fields.push({ field: 'serialReason', rule: 'required', message: 'Say why the serial number changes.' });
  const errorIds = [...new Set(body.errorCodeIds)];
  if (errorIds.length > 0) {
    const known = await tx
      .select({ id: catalogueEntries.id })
      .from(catalogueEntries)
      .where(and(eq(catalogueEntries.companyId, companyId), eq(catalogueEntries.catalogue, 'error-code'), inArray(catalogueEntries.id, errorIds)));
    if (known.length !== errorIds.length) fields.push({ field: 'errorCodeIds', rule: 'unknown', message: 'No such error code.' });
  }
  const tagIds = [...new Set(body.tagIds)];
  if (tagIds.length > 0) {
    const known = await tx.select({ id: tags.id }).from(tags).where(and(eq(tags.companyId, companyId), inArray(tags.id, tagIds)));
    if (known.length !== tagIds.length) fields.push({ field: 'tagIds', rule: 'unknown', message: 'No such tag.' });
  }
  if (fields.length > 0) throw new AppError(400, fields[0]?.message ?? 'Some fields are not valid.', { fields });
  if (serialChanged && body.serial !== null) {
    const [other] = await tx
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.skuId, item.skuId), sql`lower(${items.serial}) = lower(${body.serial})`, notInArray(items.status, ['shipped', 'scrapped']), ne(items.id, item.id)))
      .limit(1);
    if (other) throw serialTaken();
  }
}

/** Makes the unit's links to `ids` exactly these: removes the others, adds the new ones. */
async function replaceLinks(tx: Database, table: typeof itemTags | typeof itemErrorCodes, itemId: string, ids: readonly string[], userId: string): Promise<{ before: string[] }> {
  const column = table === itemTags ? itemTags.tagId : itemErrorCodes.errorCodeId;
  const rows = await tx.select({ id: column }).from(table).where(eq(table.itemId, itemId));
  const before = rows.map((r) => r.id);
  const gone = before.filter((id) => !ids.includes(id));
  const added = [...new Set(ids)].filter((id) => !before.includes(id));
  if (gone.length > 0) await tx.delete(table).where(and(eq(table.itemId, itemId), inArray(column, gone)));
  if (added.length > 0) {
    if (table === itemTags) await tx.insert(itemTags).values(added.map((tagId) => ({ itemId, tagId, addedBy: userId })));
    else await tx.insert(itemErrorCodes).values(added.map((errorCodeId) => ({ itemId, errorCodeId, addedBy: userId })));
  }
  return { before };
}

/** Grade, error codes, tags, notes and (with a reason) the serial: the unit's own facts, audited with before and after. */
export async function editItemHandler(c: AppContext, body: ItemDetailEdit, _query: undefined, { wmsNumber }: Params) {
  const { db } = c.get('deps');
  const actor = callerActor(c);
  await db
    .transaction(async (tx) => {
      const item = await lockDetailItem(tx, actor.companyId, wmsNumber);
      await checkEdit(tx, actor.companyId, item, body);
      const serialChanged = body.serial !== item.serial;
      await updateItemDetails(tx, actor, item.id, { condition: body.condition, notes: body.notes, serial: body.serial });
      const errorCodes = await replaceLinks(tx, itemErrorCodes, item.id, body.errorCodeIds, actor.userId);
      const tagLinks = await replaceLinks(tx, itemTags, item.id, body.tagIds, actor.userId);
      await auditActor(tx, actor, {
        action: ITEM_AUDIT.edit,
        entity: 'item',
        entityId: item.wmsNumber,
        detail: {
          before: { condition: item.condition, notes: item.notes, serial: item.serial, errorCodeIds: errorCodes.before, tagIds: tagLinks.before },
          after: { condition: body.condition, notes: body.notes, serial: body.serial, errorCodeIds: body.errorCodeIds, tagIds: body.tagIds },
          ...(serialChanged ? { reason: body.serialReason } : {}),
        },
      });
    })
    .catch((error: unknown) => {
      // Only an edit racing another save gets here: the check above saw the serial free.
      if (isUniqueViolation(error)) throw serialTaken();
      throw error;
    });
  return ok(c, await loadItemDetail(db, actor.companyId, wmsNumber));
}
