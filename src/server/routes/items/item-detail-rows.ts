import { and, asc, eq, sql } from 'drizzle-orm';
import type { ItemDetail } from '../../../domain/inventory/item-detail';
import { revertTargets } from '../../../domain/inventory/item-rules';
import type { ItemStatus } from '../../../domain/receiving/statuses';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { deletedItems, itemErrorCodes, itemTags } from '../../db/schema/inventory';
import { bins, catalogueEntries, clients, containers, skus, tags } from '../../db/schema/master';
import { controlNumbers, items } from '../../db/schema/receiving';
import { aliasOf, labelWhere } from '../../ledger/unit-codes';
import { resultPhotosOf } from '../job-center/job-photos';
import { heldStatuses, itemHistory } from './item-detail-history';

const sameWms = (column: typeof deletedItems.wmsNumber, wmsNumber: string) => sql`lower(${column}) = lower(${wmsNumber})`;

/** The SKU and client of a unit, live or deleted: the detail shows both the same way. */
const whose = {
  sku: { id: skus.id, code: skus.code, description: skus.description, serialised: skus.serialised },
  client: { id: clients.id, code: clients.code, name: clients.name },
};

async function liveItem(db: Database, companyId: string, wmsNumber: string) {
  const [row] = await db
    .select({
      id: items.id,
      wmsNumber: items.wmsNumber,
      ...whose,
      serial: items.serial,
      quantity: items.quantity,
      lotNumber: items.lotNumber,
      expiry: items.expiry,
      binId: items.binId,
      binCode: bins.code,
      containerId: items.containerId,
      containerCode: containers.code,
      status: items.status,
      condition: items.condition,
      controlNumber: controlNumbers.number,
      notes: items.notes,
      inventory: items.inventory,
      receiptAt: items.receiptAt,
    })
    .from(items)
    .innerJoin(skus, eq(skus.id, items.skuId))
    .innerJoin(clients, eq(clients.id, items.clientId))
    .leftJoin(bins, eq(bins.id, items.binId))
    .leftJoin(containers, eq(containers.id, items.containerId))
    .leftJoin(controlNumbers, eq(controlNumbers.id, items.controlNumberId))
    .where(and(eq(items.companyId, companyId), await labelWhere(db, companyId, wmsNumber)))
    .limit(1);
  return row;
}

async function labelsOf(db: Database, itemId: string) {
  const [errorCodes, tagRows] = await Promise.all([
    db
      .select({ id: catalogueEntries.id, code: catalogueEntries.code, name: catalogueEntries.name })
      .from(itemErrorCodes)
      .innerJoin(catalogueEntries, eq(catalogueEntries.id, itemErrorCodes.errorCodeId))
      .where(eq(itemErrorCodes.itemId, itemId))
      .orderBy(asc(catalogueEntries.code)),
    db
      .select({ id: tags.id, name: tags.name, colour: tags.colour })
      .from(itemTags)
      .innerJoin(tags, eq(tags.id, itemTags.tagId))
      .where(eq(itemTags.itemId, itemId))
      .orderBy(asc(tags.name)),
  ]);
  return { errorCodes, tags: tagRows };
}

/** A deleted unit as its tombstone and ledger still describe it. */
async function tombstone(db: Database, companyId: string, wmsNumber: string): Promise<ItemDetail | null> {
  const [row] = await db
    .select({
      id: deletedItems.id,
      wmsNumber: deletedItems.wmsNumber,
      ...whose,
      serial: deletedItems.serial,
      lastStatus: deletedItems.lastStatus,
      reason: deletedItems.reason,
      username: users.username,
      deletedAt: deletedItems.deletedAt,
    })
    .from(deletedItems)
    .leftJoin(skus, eq(skus.id, deletedItems.skuId))
    .leftJoin(clients, eq(clients.id, deletedItems.clientId))
    .leftJoin(users, eq(users.id, deletedItems.deletedBy))
    .where(and(eq(deletedItems.companyId, companyId), sameWms(deletedItems.wmsNumber, wmsNumber)))
    .limit(1);
  if (!row) return null;
  const lastStatus = row.lastStatus as ItemStatus;
  return {
    id: row.id,
    wmsNumber: row.wmsNumber,
    relabelled: null,
    deleted: { at: row.deletedAt.toISOString(), username: row.username, reason: row.reason, lastStatus },
    sku: row.sku,
    client: row.client,
    serial: row.serial,
    quantity: 0,
    lotNumber: null,
    expiry: null,
    bin: null,
    container: null,
    status: lastStatus,
    condition: null,
    errorCodes: [],
    tags: [],
    controlNumber: null,
    notes: '',
    inventory: false,
    receiptAt: null,
    revertTo: [],
    history: await itemHistory(db, companyId, row.id, row.wmsNumber),
    jobPhotos: await resultPhotosOf(db, companyId, row.id),
  };
}

/** Everything the detail screen shows of one unit, found by its WMS number in any case; null when it never existed. */
export async function loadItemDetail(db: Database, companyId: string, wmsNumber: string): Promise<ItemDetail | null> {
  const row = await liveItem(db, companyId, wmsNumber);
  if (!row) return tombstone(db, companyId, wmsNumber);
  const [labels, history, jobPhotos] = await Promise.all([labelsOf(db, row.id), itemHistory(db, companyId, row.id, row.wmsNumber), resultPhotosOf(db, companyId, row.id)]);
  return {
    id: row.id,
    wmsNumber: row.wmsNumber,
    relabelled: row.wmsNumber.toLowerCase() === wmsNumber.toLowerCase() ? null : await aliasOf(db, companyId, wmsNumber),
    deleted: null,
    sku: row.sku,
    client: row.client,
    serial: row.serial,
    quantity: row.quantity,
    lotNumber: row.lotNumber,
    expiry: row.expiry,
    bin: row.binId && row.binCode ? { id: row.binId, code: row.binCode } : null,
    container: row.containerId && row.containerCode ? { id: row.containerId, code: row.containerCode } : null,
    status: row.status,
    condition: row.condition,
    ...labels,
    controlNumber: row.controlNumber,
    notes: row.notes,
    inventory: row.inventory,
    receiptAt: row.receiptAt?.toISOString() ?? null,
    revertTo: revertTargets(row.status, heldStatuses(history)),
    history,
    jobPhotos,
  };
}
